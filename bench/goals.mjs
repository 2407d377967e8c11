// The start-up's goals, printed by `npm run bench`, each beside the figure of the same run it is held to (the
// libraries' floor, the monolith, the route's own cold visit): a goal against figures of one run holds on
// any quiet machine, where a figure kept from another machine would not. The allowances are in
// baseline.json.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sizeReport } from '../webpack/size-report.mjs';
import { floorSizes } from './floorSizes.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const BASELINE = JSON.parse(fs.readFileSync(path.join(root, 'bench', 'baseline.json'), 'utf8'));

const verdict = (ok) => (ok ? 'met' : 'NOT MET');
const s = (ms) => `${(ms / 1000).toFixed(2)} s`;
const msText = (ms) => `${Math.round(ms)} ms`;
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const known = (v) => v !== undefined && v !== null && Number.isFinite(v);

/**
 * A goal "value at most limit": { name, value, limit (both printed), against (what the limit is), ok }.
 * Not met when either figure is missing: a goal this run could not measure is not shown met.
 */
export function atMost(name, value, limit, format, against) {
  const measured = known(value) && known(limit);
  return {
    name,
    value: known(value) ? format(value) : '–',
    limit: known(limit) ? format(limit) : '–',
    against: measured ? against : `${against} (not measured)`,
    ok: measured && value <= limit,
  };
}

/** Content-ready of each route of the site the run timed, cold: no later than the libraries' floor. */
export function readyGoals(ready) {
  const floor = ready.find((r) => r.target === 'libs' && r.route === '(floor)');
  return ready
    .filter((r) => r.target === 'site')
    .map((r) => atMost(r.route, r.ready, floor?.ready, s, "the libraries' floor"));
}

/** The browser's blocking after the first paint on `route`: no more than the monolith's in the same run. */
export function blockingGoals(ready, route) {
  const site = ready.find((r) => r.target === 'site' && r.route === route);
  const mono = ready.find((r) => r.target === 'monolith' && r.route === route);
  return site ? [atMost(route, site.blocking, mono?.blocking, msText, 'the monolith')] : [];
}

/**
 * The size goals: each figure of this build at most its floor (floorSizes.mjs) plus an allowance. The
 * host's start-up JS against the federated host of the design's libraries; /pay against that host plus a
 * remote entry; federation's cost against what that host adds to the same libraries as one app, plus a
 * remote entry. `goal` is undefined when the floor was not built.
 */
export function sizeGoals({ goals, sizes, floor }) {
  const pay = sizes.routes.find((r) => r.route === '/pay');
  const overhead = Math.max(...sizes.routes.map((r) => r.overhead ?? 0));
  const entry = floor.federated !== undefined && floor.remoteEntry !== undefined;
  const row = (name, value, floorBytes, allowance) => ({
    name,
    value,
    floor: floorBytes,
    allowance,
    goal: floorBytes === undefined ? undefined : floorBytes + allowance,
  });
  return [
    row('host start-up JS', sizes.hostGzip, floor.federated, goals.hostStartupAboveFloorBytes),
    row(
      '/pay first render',
      pay?.total ?? Infinity,
      entry ? floor.federated + floor.remoteEntry : undefined,
      goals.payFirstRenderAboveFloorBytes,
    ),
    row(
      'federation overhead, largest of any route',
      overhead,
      entry && floor.libs !== undefined ? floor.federated - floor.libs + floor.remoteEntry : undefined,
      goals.federationOverheadAboveFloorBytes,
    ),
  ];
}

const sizeRows = (rows) =>
  rows.map((r) =>
    atMost(
      r.name,
      r.value,
      r.goal,
      kb,
      `floor ${r.floor === undefined ? '(not built)' : kb(r.floor)} + ${kb(r.allowance)}`,
    ),
  );

/**
 * The return visit of each route the run measured (rows of returnVisit.mjs): at most `ratio` x its cold
 * visit, no later than the monolith's return visit, and every content-hashed file from the cache with no
 * request to the server.
 */
export function returnGoals(returns, ratio) {
  return returns
    .filter((r) => r.target === 'site')
    .flatMap((site) => {
      const mono = returns.find((r) => r.target === 'monolith' && r.route === site.route);
      const fromCache = site.hashed - site.missed.length;
      const name = `${site.route} return visit`;
      return [
        atMost(name, site.ret, ratio * site.cold, s, `${ratio} × its cold visit, ${s(site.cold)}`),
        atMost(name, site.ret, mono?.ret, s, "the monolith's return visit"),
        {
          name: `${site.route} content-hashed files from the cache`,
          value: String(fromCache),
          relation: '=',
          limit: String(site.hashed),
          against: 'all loaded, none asked for (no 304)',
          ok: site.hashed > 0 && site.missed.length === 0,
        },
      ];
    });
}

/** The goals in their groups: [title, rows]. */
export function goalGroups({ ready, returns = [], sizes, goals = BASELINE.goals }) {
  return [
    ["content-ready, cold: no later than the libraries' floor", readyGoals(ready)],
    [
      `blocking after the first paint (the browser's long tasks): ${goals.blockingRoute} no more than the monolith`,
      blockingGoals(ready, goals.blockingRoute),
    ],
    ['sizes (gzip -9): at most the floor plus its allowance', sizeRows(sizes)],
    [
      'return visit (warm HTTP cache, the same throttling): content-ready against the cold visit and the monolith',
      returnGoals(returns, goals.returnVisitRatio),
    ],
  ];
}

/**
 * The goals' table. `lighthouse`: { [route]: { site, monolith } } rows of lighthouse.mjs; `ready`: the rows
 * of contentReady.mjs; `returns`: the rows of returnVisit.mjs. Returns how many goals were checked and met.
 */
export function printGoals({ lighthouse, ready, returns = [] }) {
  const sizes = sizeGoals({ goals: BASELINE.goals, sizes: sizeReport(root), floor: floorSizes(root) });
  let checked = 0;
  let met = 0;
  console.log("\nThe start-up's goals, this run: each beside the figure of the same run it is held to");
  for (const [title, rows] of goalGroups({ ready, returns, sizes })) {
    console.log(`  ${title}`);
    for (const r of rows) {
      checked += 1;
      if (r.ok) met += 1;
      console.log(
        `    ${r.name.padEnd(42)} ${r.value.padStart(9)} ${r.relation ?? '≤'} ${r.limit.padStart(9)}  ${r.against.padEnd(36)} ${verdict(r.ok)}`,
      );
    }
  }
  // Lighthouse's simulated TBT swings 106–890 ms between runs of one build, more than any change left: the
  // goal is the browser's own blocking after the first paint (above); TBT is only printed
  console.log("  information, not goals: Lighthouse mobile (site); TBT is Lighthouse's simulation");
  for (const [route, { site }] of Object.entries(lighthouse))
    console.log(
      `    ${route.padEnd(14)} score ${site.score}, LCP ${s(site.lcp)}, CLS ${site.cls.toFixed(3)}, TBT ${msText(site.tbt)} (simulated)`,
    );
  console.log('  budgets only go down: held by webpack/budget-rule.test.mjs on the history of budgets.json');
  console.log(`  ${met} of ${checked} goals met`);
  return { checked, met };
}
