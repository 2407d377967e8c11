// Issue 35's goals, printed by `npm run bench` beside the figures of the run: each one met or not, so a
// run on any quiet machine says where the start-up diet stands. The reference figures are in baseline.json.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sizeReport } from '../webpack/size-report.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const BASELINE = JSON.parse(fs.readFileSync(path.join(root, 'bench', 'baseline.json'), 'utf8'));

const verdict = (ok) => (ok ? 'met' : 'NOT MET');
const s = (ms) => `${(ms / 1000).toFixed(2)} s`;
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

/**
 * The goals' table. `lighthouse`: { [route]: { site, monolith } } rows of lighthouse.mjs; `ready`: the rows
 * of contentReady.mjs. Returns how many goals were checked and how many were met.
 */
export function printGoals({ lighthouse, ready }) {
  const g = BASELINE.goals;
  let checked = 0;
  let met = 0;
  const count = (ok) => {
    checked += 1;
    if (ok) met += 1;
    return verdict(ok);
  };
  console.log("\nIssue 35's goals, this run:");
  console.log(
    `  content-ready ≤ ${g.contentReadyRatio} × the monolith when the issue was filed, and ≤ the monolith of this run`,
  );
  console.log('  route          site       goal (filed)   monolith now   against filed   against now');
  for (const [route, filed] of Object.entries(BASELINE.monolithContentReady)) {
    const site = ready.find((r) => r.target === 'site' && r.route === route);
    const mono = ready.find((r) => r.target === 'monolith' && r.route === route);
    if (!site || !mono) continue;
    const goal = filed * g.contentReadyRatio;
    console.log(
      `  ${route.padEnd(14)} ${s(site.ready).padStart(7)}   ≤ ${s(goal).padStart(7)}      ${s(mono.ready).padStart(7)}        ${count(site.ready <= goal).padEnd(13)}   ${count(site.ready <= mono.ready)}`,
    );
  }
  console.log(
    `  Lighthouse mobile (site): score ≥ ${g.lighthouseScore}, TBT ≤ ${g.tbtMs} ms, LCP ≤ ${s(g.lcpMs)}, CLS ≤ ${g.cls}`,
  );
  for (const [route, { site }] of Object.entries(lighthouse)) {
    console.log(
      `  ${route.padEnd(14)} score ${String(site.score).padStart(3)} ${count(site.score >= g.lighthouseScore).padEnd(8)} TBT ${String(Math.round(site.tbt)).padStart(4)} ms ${count(site.tbt <= g.tbtMs).padEnd(8)} LCP ${s(site.lcp)} ${count(site.lcp <= g.lcpMs).padEnd(8)} CLS ${site.cls.toFixed(3)} ${count(site.cls <= g.cls)}`,
    );
  }
  const sizes = sizeReport(root);
  const pay = sizes.routes.find((r) => r.route === '/pay');
  const overhead = Math.max(...sizes.routes.map((r) => r.overhead ?? 0));
  console.log(
    `  host start-up JS ${kb(sizes.hostGzip)} ≤ ${kb(g.hostStartupBytes)}: ${count(sizes.hostGzip <= g.hostStartupBytes)}`,
  );
  console.log(
    `  /pay first render ${kb(pay?.total ?? 0)} ≤ ${kb(g.payFirstRenderBytes)}: ${count((pay?.total ?? Infinity) <= g.payFirstRenderBytes)}`,
  );
  console.log(
    `  federation overhead, largest of any route ${kb(overhead)} ≤ ${kb(g.federationOverheadBytes)}: ${count(overhead <= g.federationOverheadBytes)}`,
  );
  console.log(`  ${met} of ${checked} goals met`);
  return { checked, met };
}
