// The start-up's goals, printed by `npm run bench` beside the figures of the run: each one met or not, so a
// run on any quiet machine says where the start-up diet stands. The reference figures are in baseline.json.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sizeReport } from '../webpack/size-report.mjs';
import { floorSizes } from './floorSizes.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const BASELINE = JSON.parse(fs.readFileSync(path.join(root, 'bench', 'baseline.json'), 'utf8'));

const verdict = (ok) => (ok ? 'met' : 'NOT MET');
const s = (ms) => `${(ms / 1000).toFixed(2)} s`;
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

/**
 * The goals' table. `lighthouse`: { [route]: { site, monolith } } rows of lighthouse.mjs; `ready`: the rows
 * of contentReady.mjs. Returns how many goals were checked and how many were met.
 */
export function printGoals({ lighthouse, ready, floorLighthouse = {} }) {
  const g = BASELINE.goals;
  const readyFloors = Object.fromEntries(
    ready.filter((r) => r.route === '(floor)').map((r) => [r.target, r.ready]),
  );
  const lighthouseFloors = (key) =>
    Object.fromEntries(Object.entries(floorLighthouse).map(([name, r]) => [name, r[key]]));
  let checked = 0;
  let met = 0;
  const count = (ok) => {
    checked += 1;
    if (ok) met += 1;
    return verdict(ok);
  };
  console.log("\nThe start-up's goals, this run:");
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
      `  ${route.padEnd(14)} ${s(site.ready).padStart(7)}   ≤ ${s(goal).padStart(7)}      ${s(mono.ready).padStart(7)}        ${count(site.ready <= goal).padEnd(13)}   ${count(site.ready <= mono.ready)}${belowFloors(goal, readyFloors, s)}`,
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
  // not LCP: the site paints its prerendered shell before any script, the floors paint only from script
  const lhFloors = [
    ['score', belowFloors(g.lighthouseScore, lighthouseFloors('score'), String, (v, goal) => v < goal)],
    ['TBT', belowFloors(g.tbtMs, lighthouseFloors('tbt'), (v) => `${Math.round(v)} ms`)],
  ].filter(([, note]) => note !== '');
  for (const [name, note] of lhFloors) console.log(`  ${name} goal${note}`);
  const sizes = sizeReport(root);
  const floor = floorSizes(root);
  console.log(
    '  sizes (gzip -9): this build, its goal, and the floor no build of this design goes below (bench/floor)',
  );
  for (const row of sizeGoals({ goals: g, sizes, floor })) {
    console.log(
      `  ${row.name.padEnd(40)} ${kb(row.value).padStart(9)} ≤ ${kb(row.goal).padStart(9)}: ${count(row.value <= row.goal).padEnd(8)} floor ${row.floor === undefined ? '(not built)' : kb(row.floor)}${belowFloors(row.goal, { libs: row.floor }, kb)}`,
    );
  }
  if (floor.page !== undefined && floor.libs !== undefined && floor.federated !== undefined)
    console.log(
      `  the floors: React and a heading ${kb(floor.page)}; with the design's libraries ${kb(floor.libs)}; as a federated host ${kb(floor.federated)}`,
    );
  console.log(`  ${met} of ${checked} goals met`);
  return { checked, met };
}

/**
 * The note printed beside a goal that a floor's figure misses (`floors`: name → figure; `misses`: larger is
 * worse unless told): no page built on that floor can meet it. '' when every floor meets the goal.
 */
export function belowFloors(goal, floors, format, misses = (v, g) => v > g) {
  const above = Object.entries(floors).filter(([, v]) => v !== undefined && misses(v, goal));
  return above.length === 0
    ? ''
    : ` — below the floor: ${above.map(([name, v]) => `${name} ${format(v)}`).join(', ')}`;
}

/**
 * The size goals beside this build and their floors (floorSizes.mjs). The host's start-up JS cannot go below
 * the federated host of the design's libraries; federation's cost cannot go below what that host adds to
 * the same libraries as one app, plus a remote entry; /pay cannot go below that host plus a remote entry.
 */
export function sizeGoals({ goals, sizes, floor }) {
  const pay = sizes.routes.find((r) => r.route === '/pay');
  const overhead = Math.max(...sizes.routes.map((r) => r.overhead ?? 0));
  const known = floor.federated !== undefined && floor.remoteEntry !== undefined;
  return [
    { name: 'host start-up JS', value: sizes.hostGzip, goal: goals.hostStartupBytes, floor: floor.federated },
    {
      name: '/pay first render',
      value: pay?.total ?? Infinity,
      goal: goals.payFirstRenderBytes,
      floor: known ? floor.federated + floor.remoteEntry : undefined,
    },
    {
      name: 'federation overhead, largest of any route',
      value: overhead,
      goal: goals.federationOverheadBytes,
      floor: known && floor.libs !== undefined ? floor.federated - floor.libs + floor.remoteEntry : undefined,
    },
  ];
}
