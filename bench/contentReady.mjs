// The user-centred timing of `npm run bench`: how long until the page a user came for
// is usable, i.e. until it marks `content-ready` (shared/ui/contentReady.ts), on a first visit under
// emulated slow 4G and a 4x slower CPU, set through the Chrome DevTools Protocol. The static hero being the
// largest paint must not hide this wait.
import { chromium } from 'playwright-core';

/** Lighthouse's "slow 4G" as DevTools applies it (request latency = RTT x 3.75, throughput x 0.9). */
export const SLOW_4G = {
  offline: false,
  latency: 150 * 3.75,
  downloadThroughput: (1.6 * 1024 * 1024 * 0.9) / 8,
  uploadThroughput: (750 * 1024 * 0.9) / 8,
};
export const CPU_SLOWDOWN = 4;
const MARK = 'content-ready';

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/**
 * A cold page (a new context: an empty cache) at a phone's width, under slow 4G and the slower CPU, with its
 * DevTools session: every visit the bench times, traces or profiles starts here. Close its context after.
 */
export async function coldThrottledPage(browser) {
  const context = await browser.newContext({ viewport: { width: 360, height: 760 }, locale: 'ar' });
  return { context, ...(await throttledPage(context)) };
}

/**
 * A new page of `context` under slow 4G and the slower CPU, with its DevTools session. The throttling is the
 * page's, not the context's: a second page of one context (a return visit, its cache warm) needs it again.
 */
export async function throttledPage(context) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return { page, cdp };
}

/** Waits for the page's content-ready mark; resolves with its time (ms since navigation start). */
export async function contentReadyMark(page) {
  const handle = await page.waitForFunction(
    (mark) => performance.getEntriesByName(mark, 'mark')[0]?.startTime,
    MARK,
    { timeout: 60_000, polling: 50 },
  );
  return handle.jsonValue();
}

/**
 * How long after content-ready the bench keeps watching a visit: the after-load work a user meets as they
 * start (the blocking time of each visit here, the trace of profile.mjs).
 */
export const AFTER_READY_MS = 3000;

/**
 * The real browser's counterpart of Lighthouse's total blocking time: of each long task
 * (`[startTime, duration]`, ms) that starts at or after the first contentful paint, the part over 50 ms —
 * the time a tap waits at worst. Lighthouse simulates this from an unthrottled trace; this is measured.
 */
export function blockingAfterPaint(longTasks, fcp) {
  if (fcp === null) return null;
  return longTasks.filter(([start]) => start >= fcp).reduce((sum, [, ms]) => sum + Math.max(0, ms - 50), 0);
}

/**
 * One cold visit, timed to the mark: { ready, fcp } in ms since navigation start, and `blocking`, the long
 * tasks' time over 50 ms from the first paint to 3 s after content-ready (blockingAfterPaint).
 */
async function visit(browser, url) {
  const { context, page } = await coldThrottledPage(browser);
  try {
    await page.addInitScript(() => {
      globalThis.__benchLongTasks = [];
      new PerformanceObserver((list) =>
        globalThis.__benchLongTasks.push(...list.getEntries().map((e) => [e.startTime, e.duration])),
      ).observe({ type: 'longtask', buffered: true });
    });
    await page.goto(url, { waitUntil: 'commit', timeout: 60_000 });
    const ready = await contentReadyMark(page);
    await page.waitForTimeout(AFTER_READY_MS);
    const { fcp, longTasks } = await page.evaluate(() => ({
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
      longTasks: globalThis.__benchLongTasks,
    }));
    return { ready, fcp, blocking: blockingAfterPaint(longTasks, fcp) };
  } finally {
    await context.close();
  }
}

function row(target, route, samples) {
  const ready = samples.map((s) => s.ready);
  return {
    target,
    route,
    ready: median(ready),
    // a page that marks content-ready before its first paint has no FCP yet when it is read
    fcp: samples.some((s) => s.fcp !== null)
      ? median(samples.filter((s) => s.fcp !== null).map((s) => s.fcp))
      : null,
    min: Math.min(...ready),
    max: Math.max(...ready),
    blocking: samples.some((s) => s.blocking !== null)
      ? median(samples.filter((s) => s.blocking !== null).map((s) => s.blocking))
      : null,
  };
}

/**
 * Medians of `runs` cold visits per route for each target ({ name, baseUrl }). Prints one table and returns
 * the rows: { target, route, ready, fcp, min, max, blocking }.
 */
export async function contentReadyTable({ targets, routes, runs, chromePath, chromeArgs, floors = [] }) {
  const browser = await chromium.launch({ executablePath: chromePath, args: chromeArgs });
  const rows = [];
  try {
    for (const target of targets) {
      for (const route of routes) {
        const samples = [];
        for (let i = 0; i < runs; i += 1) samples.push(await visit(browser, `${target.baseUrl}${route}`));
        rows.push(row(target.name, route, samples));
      }
    }
    // the floors: the same visit of a page with nothing but a heading (React alone; the design's libraries)
    for (const floor of floors) {
      const samples = [];
      for (let i = 0; i < runs; i += 1) samples.push(await visit(browser, `${floor.baseUrl}/`));
      rows.push(row(floor.name, '(floor)', samples));
    }
  } finally {
    await browser.close();
  }
  console.log(
    `\nTime to content-ready: slow 4G (${SLOW_4G.latency} ms latency, ${Math.round((SLOW_4G.downloadThroughput * 8) / 1024)} Kbps down), CPU x${CPU_SLOWDOWN}, cold cache, median of ${runs}`,
  );
  console.log(
    `blocking: the long tasks' time over 50 ms from the first paint to ${AFTER_READY_MS / 1000} s after content-ready (what Lighthouse's TBT simulates)`,
  );
  console.log('target     route          content-ready   (min – max)        FCP      blocking');
  for (const r of rows) {
    console.log(
      `${r.target.padEnd(10)} ${r.route.padEnd(14)} ${(r.ready / 1000).toFixed(2).padStart(9)} s   (${(r.min / 1000).toFixed(2)} – ${(r.max / 1000).toFixed(2)} s)   ${(r.fcp === null ? '–' : `${(r.fcp / 1000).toFixed(2)} s`).padEnd(7)}  ${r.blocking === null ? '–' : `${Math.round(r.blocking)} ms`}`,
    );
  }
  return rows;
}
