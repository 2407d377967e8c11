// npm run bench: Lighthouse (mobile, simulated throttling, as DESIGN §9 measured) on the built site and on the
// monolith reference (the same pages compiled into one app), each served by
// the contract server, in Debian's Chromium; medians of BENCH_RUNS runs per route. Then the time to each
// page's content-ready mark under slow 4G and a 4x CPU (contentReady.mjs), for both, beside the floors
// (floor/: React and one Arabic heading, and the same in a federated host of the design's libraries, built by
// the same factory: what any page of this stack, and of this design, costs on this machine). Then /pay's
// return visit, cold and then with the cache warm, for both (returnVisit.mjs). Then a trace of /pay's main
// thread (profile.mjs), the network waterfall of /pay and /share.html (waterfall.mjs) and /pay's CPU profile
// by module (cpuProfile.mjs), and the host's start-up code no first render runs (startupCoverage.mjs). Builds
// first if needed.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { contentReadyTable } from './contentReady.mjs';
import { returnVisitTable } from './returnVisit.mjs';
import { serveFloor } from './floorServer.mjs';
import { waitFor } from './waitFor.mjs';
import { CHROME_ARGS, chromePath } from './chrome.mjs';
import { profileTable } from './profile.mjs';
import { waterfallTable } from './waterfall.mjs';
import { cpuProfileTable } from './cpuProfile.mjs';
import { startupCoverageTable } from './startupCoverage.mjs';
import { printGoals } from './goals.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PORT = Number(process.env.BENCH_PORT || 8799);
const RUNS = Number(process.env.BENCH_RUNS || 3);
const ROUTES = (process.env.BENCH_ROUTES || '/,/pay,/fines,/feedback,/share.html').split(',');
const READY_RUNS = Number(process.env.BENCH_READY_RUNS || 5);
const READY_ROUTES = (process.env.BENCH_READY_ROUTES || '/,/pay,/fines,/feedback,/share.html').split(',');
/** The routes visited twice, cold then with the cache warm (the return visit), for both builds. */
const RETURN_ROUTES = (process.env.BENCH_RETURN_ROUTES ?? '/pay').split(',').filter(Boolean);
/** The routes whose network waterfall is printed (site build). */
const WATERFALL_ROUTES = (process.env.BENCH_WATERFALL_ROUTES ?? '/pay,/share.html')
  .split(',')
  .filter(Boolean);
/** The site and the monolith reference, each on its own port of the same server program. */
const TARGETS = [
  { name: 'site', port: PORT, env: {} },
  { name: 'monolith', port: PORT + 1, env: { TOPUP_SITE: 'monolith' } },
];

/**
 * The floors (floor/webpack.config.mjs), each served from its build by a plain static server and measured on
 * `/` only: the floor page (React and a heading), and the same heading in a federated host of the design's
 * libraries (libs/): what no page of this stack, and no page of this design, can be faster than.
 */
const FLOORS = [
  { name: 'floor', port: PORT + 2, dir: path.join(root, 'bench', 'floor', 'dist') },
  { name: 'libs', port: PORT + 3, dir: path.join(root, 'bench', 'floor', 'libs', 'dist', 'federated') },
];

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function lighthouseRow(chrome, url) {
  const rows = [];
  for (let i = 0; i < RUNS; i += 1) {
    const { lhr } = await lighthouse(url, {
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
      cls: lhr.audits['cumulative-layout-shift'].numericValue,
      js: scripts?.transferSize ?? 0,
      req: scripts?.requestCount ?? 0,
      element:
        lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? '',
    });
  }
  const m = (k) => median(rows.map((r) => r[k]));
  return {
    score: m('score'),
    lcp: m('lcp'),
    fcp: m('fcp'),
    tbt: m('tbt'),
    cls: m('cls'),
    js: m('js'),
    req: m('req'),
    element: rows.at(-1).element,
  };
}

async function main() {
  const built = ['host/dist/index.html', 'host/dist-monolith/index.html'].every((f) =>
    fs.existsSync(path.join(root, f)),
  );
  if (!built) spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (!FLOORS.every((f) => fs.existsSync(path.join(f.dir, 'index.html'))))
    spawnSync(
      'npx',
      ['webpack', '--mode', 'production', '--config', path.join(root, 'bench/floor/webpack.config.mjs')],
      {
        cwd: path.join(root, 'bench'),
        stdio: 'inherit',
      },
    );
  const stopFloors = await Promise.all(FLOORS.map((f) => serveFloor(f.dir, f.port)));
  // one database each: two processes migrating and seeding one new file at the same moment would collide
  const dbs = TARGETS.map((t) => path.join(os.tmpdir(), `topup-bench-${process.pid}-${t.name}.db`));
  // node itself with tsx's loader, so the process we stop is the server (npx → tsx → node left the
  // server running, holding its port, after the bench ended)
  const servers = TARGETS.map((t, i) =>
    spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: path.join(root, 'server'),
      env: { ...process.env, ...t.env, PORT: String(t.port), TOPUP_DB: dbs[i] },
      stdio: 'ignore',
    }),
  );
  const stopped = servers.map((s) => new Promise((resolve) => s.once('exit', resolve)));
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ['--headless=new', ...CHROME_ARGS] });
  try {
    for (const t of TARGETS) await waitFor(`http://localhost:${t.port}/api/sys/ts/`);
    console.log(
      `Lighthouse 12 mobile, simulated throttling, median of ${RUNS}: the site beside the monolith reference (TBT is Lighthouse's simulation: information, not a goal)`,
    );
    console.log(
      'route        build      score   LCP       FCP       TBT      CLS     JS (transfer)  JS requests',
    );
    const lighthouseRows = {};
    for (const route of ROUTES) {
      const byTarget = [];
      for (const t of TARGETS) {
        const r = await lighthouseRow(chrome, `http://localhost:${t.port}${route}`);
        byTarget.push(r);
        console.log(
          `${route.padEnd(12)} ${t.name.padEnd(9)} ${String(r.score).padStart(5)}   ${(r.lcp / 1000).toFixed(2)} s    ${(r.fcp / 1000).toFixed(2)} s    ${String(Math.round(r.tbt)).padStart(4)} ms  ${r.cls.toFixed(3)}  ${(r.js / 1024).toFixed(1).padStart(9)} KB  ${String(r.req).padStart(11)}`,
        );
      }
      lighthouseRows[route] = { site: byTarget[0], monolith: byTarget[1] };
      console.log(`${''.padEnd(12)} LCP element (site): ${byTarget[0].element.slice(0, 90)}`);
    }
    for (const f of FLOORS) {
      const r = await lighthouseRow(chrome, `http://localhost:${f.port}/`);
      console.log(
        `${'(floor)'.padEnd(12)} ${f.name.padEnd(9)} ${String(r.score).padStart(5)}   ${(r.lcp / 1000).toFixed(2)} s    ${(r.fcp / 1000).toFixed(2)} s    ${String(Math.round(r.tbt)).padStart(4)} ms  ${r.cls.toFixed(3)}  ${(r.js / 1024).toFixed(1).padStart(9)} KB  ${String(r.req).padStart(11)}`,
      );
    }
    const ready = await contentReadyTable({
      targets: TARGETS.map((t) => ({ name: t.name, baseUrl: `http://localhost:${t.port}` })),
      routes: READY_ROUTES,
      runs: READY_RUNS,
      chromePath,
      chromeArgs: CHROME_ARGS,
      floors: FLOORS.map((f) => ({ name: f.name, baseUrl: `http://localhost:${f.port}` })),
    });
    const returns = await returnVisitTable({
      targets: TARGETS.map((t) => ({ name: t.name, baseUrl: `http://localhost:${t.port}` })),
      routes: RETURN_ROUTES,
      runs: READY_RUNS,
      chromePath,
      chromeArgs: CHROME_ARGS,
    });
    for (const t of TARGETS)
      await profileTable({ url: `http://localhost:${t.port}/pay`, chromePath, chromeArgs: CHROME_ARGS });
    await waterfallTable({
      urls: WATERFALL_ROUTES.map((r) => `http://localhost:${TARGETS[0].port}${r}`),
      chromePath,
      chromeArgs: CHROME_ARGS,
    });
    await cpuProfileTable({
      url: `http://localhost:${TARGETS[0].port}/pay`,
      // where the site's scripts are served from, for their source maps
      dists: Object.fromEntries([
        ['', path.join(root, 'host', 'dist')],
        ...['pay', 'fines', 'feedback', 'share'].map((r) => [
          `/remotes/${r}`,
          path.join(root, `remote-${r}`, 'dist'),
        ]),
      ]),
      chromePath,
      chromeArgs: CHROME_ARGS,
    });
    await startupCoverageTable({
      baseUrl: `http://localhost:${TARGETS[0].port}`,
      chromePath,
      chromeArgs: CHROME_ARGS,
    });
    printGoals({ lighthouse: lighthouseRows, ready, returns });
  } finally {
    for (const stop of stopFloors) await stop();
    await chrome.kill();
    for (const s of servers) s.kill('SIGTERM');
    await Promise.race([Promise.all(stopped), new Promise((r) => setTimeout(r, 10_000))]);
    for (const s of servers) if (s.exitCode === null && s.signalCode === null) s.kill('SIGKILL');
    for (const db of dbs)
      for (const suffix of ['', '-wal', '-shm']) fs.rmSync(`${db}${suffix}`, { force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
