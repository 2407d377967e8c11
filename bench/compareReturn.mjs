// Two builds' return visits of one route, side by side: `node bench/compareReturn.mjs <checkout A>
// <checkout B> [pairs] [route]` serves each checkout's built site with its own contract server, then visits
// the route cold and again (returnVisit.mjs's pair: slow 4G, CPU x4, the same context), alternating the two
// builds pair by pair so that the machine's drift falls on both alike. Prints each pair (with each visit's
// first contentful paint and the start of its first API call), the medians and means, and when each return
// visit asked for its after-load files against its content-ready.
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { pair } from './returnVisit.mjs';
import { waitFor } from './waitFor.mjs';
import { CHROME_ARGS, chromePath } from './chrome.mjs';

const [rootA, rootB, pairsArg = '10', route = '/pay'] = process.argv.slice(2);
if (!rootA || !rootB) {
  console.error('usage: node bench/compareReturn.mjs <checkout A> <checkout B> [pairs] [route]');
  process.exit(2);
}
const PORT = Number(process.env.BENCH_PORT || 8811);
const builds = [
  { name: 'A', root: path.resolve(rootA), port: PORT },
  { name: 'B', root: path.resolve(rootB), port: PORT + 1 },
];
const servers = builds.map((b) =>
  spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: path.join(b.root, 'server'),
    env: {
      ...process.env,
      PORT: String(b.port),
      TOPUP_DB: path.join(os.tmpdir(), `topup-compare-${process.pid}-${b.name}.db`),
    },
    stdio: 'ignore',
  }),
);
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const mean = (xs) => Math.round(xs.reduce((a, b) => a + b, 0) / xs.length);
const results = { A: [], B: [] };
const browser = await chromium.launch({ executablePath: chromePath, args: CHROME_ARGS });
try {
  await Promise.all(builds.map((b) => waitFor(`http://localhost:${b.port}/api/sys/ts/`)));
  for (let i = 0; i < Number(pairsArg); i += 1)
    for (const b of i % 2 === 0 ? builds : [...builds].reverse()) {
      const r = await pair(browser, `http://localhost:${b.port}${route}`);
      results[b.name].push(r);
      const early = r.afterLoad.filter((at) => at < r.ret).length;
      const at = (t) => `paint ${t.paint}, first call ${t.call ? t.call.start : '-'}`;
      console.log(
        `${b.name}  cold ${Math.round(r.cold)} ms (${at(r.coldTimes)})  return ${Math.round(r.ret)} ms (${at(r.retTimes)})  after-load files asked before content-ready: ${early} of ${r.afterLoad.length}`,
      );
    }
} finally {
  await browser.close();
  servers.forEach((s) => s.kill());
}
for (const b of builds) {
  const rs = results[b.name];
  console.log(
    `${b.name} ${b.root}: ${route} return visit median ${Math.round(median(rs.map((r) => r.ret)))} ms, mean ${mean(rs.map((r) => r.ret))} ms; cold median ${Math.round(median(rs.map((r) => r.cold)))} ms; first contentful paint, median: cold ${median(rs.map((r) => r.coldTimes.paint))} ms, return ${median(rs.map((r) => r.retTimes.paint))} ms (${rs.length} pairs)`,
  );
}
