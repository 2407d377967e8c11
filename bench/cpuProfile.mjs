// The CPU side of `npm run bench`: a sampled CPU profile of one cold visit of /pay under the
// content-ready throttling, its self time summed by source module and by function. With a build that has
// source maps (TOPUP_SOURCE_MAPS=1 npm run build) the samples are named by our modules and packages;
// without, by script file. How a hot spot was found: formatCoins, 60 ms of /pay's start at CPU x4.
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import sourceMap from 'source-map';
import { coldThrottledPage, contentReadyMark, CPU_SLOWDOWN } from './contentReady.mjs';

/**
 * Self time (µs) of a Chrome DevTools CPU profile, summed by what `locate` names each sample's frame:
 * `locate(callFrame)` → { source, name }. Returns [by source, by "source name"], each sorted, largest first.
 */
export function selfTimeBy(profile, locate) {
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map();
  profile.samples.forEach((id, i) => {
    // a sample's time is the delta to the next one: the last sample has none
    self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i + 1] ?? 0));
  });
  const bySource = new Map();
  const byFunction = new Map();
  for (const [id, us] of self) {
    const { source, name } = locate(nodes.get(id).callFrame);
    bySource.set(source, (bySource.get(source) ?? 0) + us);
    const fn = `${source} ${name}`;
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + us);
  }
  const sorted = (m) => [...m].sort((a, b) => b[1] - a[1]);
  return [sorted(bySource), sorted(byFunction)];
}

/** What made React render synchronously, by the frame below its renderRootSync (React 19's names). */
const SYNC_CAUSES = [
  ['processRootScheduleInMicrotask', 'a store or state update (synchronous, in a microtask)'],
  ['flushPassiveEffects', 'an update inside effects'],
  ['performWorkOnRootViaSchedulerTask', 'a default-priority update (not a transition)'],
];
const CONCURRENT = new Set(['workLoopConcurrentByScheduler', 'workLoopConcurrent', 'renderRootConcurrent']);
const isOurs = (source) => !/^(npm:|\(|webpack\/)/.test(source) && !source.startsWith('/');

/**
 * React's render work in a profile (how the start's renders found their long tasks): the time in
 * sliced (concurrent) renders, the time in synchronous ones by what caused them, and our components' time
 * inside the synchronous ones. Names come from `locate` (source maps); without them React's are minified
 * and everything reads 0. Returns { concurrent, sync, byCause: [[cause, µs]], components: [[name, µs]] }.
 */
export function reactRenders(profile, locate) {
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  let concurrent = 0;
  let sync = 0;
  const byCause = new Map();
  const components = new Map();
  profile.samples.forEach((id, i) => {
    const us = profile.timeDeltas[i + 1] ?? 0;
    const stack = []; // root first
    for (let n = id; n !== undefined; n = parent.get(n)) stack.unshift(locate(nodes.get(n).callFrame));
    const at = stack.findIndex((f) => f.name === 'renderRootSync');
    if (at < 0) {
      if (stack.some((f) => CONCURRENT.has(f.name))) concurrent += us;
      return;
    }
    sync += us;
    const below = stack.slice(0, at).map((f) => f.name);
    const cause = SYNC_CAUSES.find(([frame]) => below.includes(frame))?.[1] ?? 'other';
    byCause.set(cause, (byCause.get(cause) ?? 0) + us);
    const seen = new Set();
    for (const f of stack.slice(at + 1))
      if (isOurs(f.source) && /^[A-Z]/.test(f.name) && !seen.has(f.name)) {
        seen.add(f.name);
        components.set(f.name, (components.get(f.name) ?? 0) + us);
      }
  });
  const sorted = (m) => [...m].sort((a, b) => b[1] - a[1]);
  return { concurrent, sync, byCause: sorted(byCause), components: sorted(components) };
}

/** A package's name from a path inside node_modules, else the path. */
export const moduleName = (source) =>
  source.replace(/^webpack:\/\/[^/]*\//, '').replace(/.*node_modules\/((@[^/]+\/)?[^/]+).*/, 'npm:$1');

/** Maps a frame of the served scripts (`dists`: URL path prefix → folder) to its source, through its .map. */
async function sourceLocator(dists) {
  const consumers = new Map();
  const consumerOf = async (url) => {
    const { pathname } = new URL(url);
    const [prefix, dir] =
      Object.entries(dists)
        .filter(([p]) => pathname.startsWith(`${p}/`))
        .sort((a, b) => b[0].length - a[0].length)[0] ?? [];
    if (dir === undefined) return null;
    // a remote's release folder holds its dist's files unchanged (webpack/release-folder.mjs)
    const file = path.join(dir, pathname.slice(prefix.length).replace(/^\/releases\/[^/]+\//, '/'));
    if (!consumers.has(file))
      consumers.set(
        file,
        fs.existsSync(`${file}.map`)
          ? await new sourceMap.SourceMapConsumer(JSON.parse(fs.readFileSync(`${file}.map`, 'utf8')))
          : null,
      );
    return consumers.get(file);
  };
  const located = new Map();
  return {
    async prepare(profile) {
      for (const { callFrame: f } of profile.nodes) {
        const key = `${f.url}:${f.lineNumber}:${f.columnNumber}:${f.functionName}`;
        if (located.has(key)) continue;
        let where = {
          source: f.url ? new URL(f.url).pathname : `(${f.functionName || 'native'})`,
          name: f.functionName,
        };
        const consumer = f.url.startsWith('http') ? await consumerOf(f.url) : null;
        if (consumer) {
          const o = consumer.originalPositionFor({ line: f.lineNumber + 1, column: f.columnNumber });
          if (o.source) where = { source: moduleName(o.source), name: o.name ?? f.functionName };
        }
        located.set(key, where);
      }
    },
    locate: (f) => located.get(`${f.url}:${f.lineNumber}:${f.columnNumber}:${f.functionName}`),
    mapped: () => [...consumers.values()].some(Boolean),
  };
}

/** Profiles one cold visit of `url` to content-ready and prints the top of its self time. */
export async function cpuProfileTable({ url, dists, chromePath, chromeArgs, top = 15 }) {
  const browser = await chromium.launch({ executablePath: chromePath, args: chromeArgs });
  let profile;
  try {
    const { page, cdp } = await coldThrottledPage(browser);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    await page.goto(url, { waitUntil: 'commit', timeout: 60_000 });
    await contentReadyMark(page);
    ({ profile } = await cdp.send('Profiler.stop'));
  } finally {
    await browser.close();
  }
  const locator = await sourceLocator(dists);
  await locator.prepare(profile);
  const [bySource, byFunction] = selfTimeBy(profile, locator.locate);
  const ms = (us) => `${String(Math.round(us / 1000)).padStart(6)} ms`;
  // the profile's own nodes: the root, the idle time, the engine's own work (parsing, compiling)
  const idle = new Set(['((root))', '((idle))', '((program))', '((garbage collector))']);
  console.log(
    `\nCPU profile of ${url}, cold, slow 4G, CPU x${CPU_SLOWDOWN}, to content-ready: self time ${
      locator.mapped() ? 'by module (source maps)' : 'by script (build with TOPUP_SOURCE_MAPS=1 for modules)'
    }`,
  );
  const total = (name) => bySource.find(([s]) => s === name)?.[1] ?? 0;
  console.log(
    `  the engine's own (parsing, compiling: (program)) ${ms(total('((program))')).trim()}, garbage collection ${ms(total('((garbage collector))')).trim()}, idle ${ms(total('((idle))')).trim()}`,
  );
  for (const [source, us] of bySource.filter(([s]) => !idle.has(s)).slice(0, top))
    console.log(`  ${ms(us)}  ${source}`);
  if (locator.mapped()) {
    const r = reactRenders(profile, locator.locate);
    console.log(
      `  React's renders: in slices ${ms(r.concurrent).trim()}; synchronous (one task each) ${ms(r.sync).trim()}${r.byCause.map(([cause, us]) => `; ${cause} ${ms(us).trim()}`).join('')}`,
    );
    if (r.components.length > 0)
      console.log(
        `    our components inside the synchronous ones: ${r.components
          .slice(0, 8)
          .map(([name, us]) => `${name} ${(us / 1000).toFixed(1)} ms`)
          .join(', ')}`,
      );
  }
  console.log('  by function:');
  for (const [fn, us] of byFunction
    .filter(([fn]) => ![...idle].some((i) => fn.startsWith(`${i} `)))
    .slice(0, top))
    console.log(`  ${ms(us)}  ${fn}`);
}
