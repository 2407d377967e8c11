// npm run bench: Lighthouse (mobile, simulated throttling, as DESIGN §9 measured) on the built site served
// by the contract server, in Debian's Chromium. Medians of RUNS runs per route. Builds first if needed.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { contentReadyTable } from './contentReady.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PORT = Number(process.env.BENCH_PORT || 8799);
const RUNS = Number(process.env.BENCH_RUNS || 3);
const ROUTES = (process.env.BENCH_ROUTES || '/,/pay,/fines').split(',');
const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium';
const READY_RUNS = Number(process.env.BENCH_READY_RUNS || 5);
const READY_ROUTES = (process.env.BENCH_READY_ROUTES || '/,/pay,/fines,/feedback,/share.html').split(',');
const CHROME_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function waitFor(url, ms = 30_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not answer ${url}`);
}

async function main() {
  if (!fs.existsSync(path.join(root, 'host', 'dist', 'index.html'))) {
    spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  }
  const db = path.join(os.tmpdir(), `topup-bench-${process.pid}.db`);
  const server = spawn('npx', ['tsx', 'src/main.ts'], {
    cwd: path.join(root, 'server'),
    env: { ...process.env, PORT: String(PORT), TOPUP_DB: db },
    stdio: 'ignore',
  });
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', ...CHROME_ARGS],
  });
  try {
    await waitFor(`http://localhost:${PORT}/api/sys/ts/`);
    console.log(
      `Lighthouse 12 mobile, simulated throttling, median of ${RUNS} (Chromium ${chrome.port ? 'headless' : ''})`,
    );
    console.log('route        score   LCP       FCP       TBT      JS (transfer)  JS requests');
    for (const route of ROUTES) {
      const rows = [];
      for (let i = 0; i < RUNS; i += 1) {
        const { lhr } = await lighthouse(`http://localhost:${PORT}${route}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
        });
        const scripts = lhr.audits['resource-summary'].details.items.find((x) => x.resourceType === 'script');
        rows.push({
          score: Math.round(lhr.categories.performance.score * 100),
          lcp: lhr.audits['largest-contentful-paint'].numericValue,
          fcp: lhr.audits['first-contentful-paint'].numericValue,
          tbt: lhr.audits['total-blocking-time'].numericValue,
          js: scripts?.transferSize ?? 0,
          req: scripts?.requestCount ?? 0,
          element:
            lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ??
            '',
        });
      }
      const m = (k) => median(rows.map((r) => r[k]));
      console.log(
        `${route.padEnd(12)} ${String(m('score')).padStart(5)}   ${(m('lcp') / 1000).toFixed(2)} s    ${(m('fcp') / 1000).toFixed(2)} s    ${String(Math.round(m('tbt'))).padStart(4)} ms  ${(m('js') / 1024).toFixed(1).padStart(9)} KB  ${String(m('req')).padStart(11)}`,
      );
      console.log(`${''.padEnd(12)} LCP element: ${rows[rows.length - 1].element.slice(0, 100)}`);
    }
    await contentReadyTable({
      targets: [{ name: 'site', baseUrl: `http://localhost:${PORT}` }],
      routes: READY_ROUTES,
      runs: READY_RUNS,
      chromePath,
      chromeArgs: CHROME_ARGS,
    });
  } finally {
    await chrome.kill();
    server.kill('SIGTERM');
    fs.rmSync(db, { force: true });
    fs.rmSync(`${db}-wal`, { force: true });
    fs.rmSync(`${db}-shm`, { force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
