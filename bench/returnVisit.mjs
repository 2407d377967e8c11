// The return visit of `npm run bench`: a route visited cold, then again in the same browser context (the
// same release, its HTTP cache warm), each page under the content-ready throttling, timed to the same mark.
// On slow 4G a round trip is 0.56 s, so a return visit is as fast as the round trips it still makes: the
// bench lists every file that went to the server and the API calls made before content-ready, and checks
// that no file whose name carries its hash was asked for again (not even a 304 revalidation).
import { chromium } from 'playwright-core';
import {
  AFTER_READY_MS,
  coldThrottledPage,
  contentReadyMark,
  CPU_SLOWDOWN,
  throttledPage,
} from './contentReady.mjs';

/** A content-hashed file, named as the server names those it caches for a year (static/cacheControl.ts). */
export const HASHED = /\.[0-9a-f]{8,}\.(?:js|css|svg|png|woff2?)$/;

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const pathOf = (url) => new URL(url).pathname;
const isApi = (url) => pathOf(url).startsWith('/api/');

/**
 * Records each request of a page from its DevTools session: { url, type, at (wall-clock ms), status,
 * wire }. `wire` is the status the server sent, from the network stack's own report, which a response
 * served by the cache has none of; a 304 revalidation reaches the page as its cached 200, and only `wire`
 * tells it apart.
 */
export function watchRequests(cdp) {
  const byId = new Map();
  const of = (id) => byId.get(id) ?? byId.set(id, {}).get(id);
  // the network stack's events may come before the page's own for the same request
  cdp.on('Network.requestWillBeSent', (e) =>
    Object.assign(of(e.requestId), { url: e.request.url, type: e.type, at: e.wallTime * 1000 }),
  );
  cdp.on('Network.responseReceived', (e) => (of(e.requestId).status = e.response.status));
  cdp.on('Network.responseReceivedExtraInfo', (e) => (of(e.requestId).wire = e.statusCode));
  return () => [...byId.values()].filter((r) => r.url !== undefined && /^https?:/.test(r.url));
}

/**
 * What a return visit's requests say (`records` of watchRequests; `readyAt`, the content-ready mark in
 * wall-clock ms): `hashed`, how many content-hashed files it loaded; `missed`, those that went to the
 * server ({ path, status }: 304 revalidated, else fetched again); `network`, the other files that went to
 * the server (names without a hash: revalidated by design, each a round trip); `api`, the paths of the
 * calls under /api/ made before content-ready.
 */
export function classifyReturnVisit(records, readyAt) {
  const files = records.filter((r) => r.status !== undefined && !isApi(r.url));
  const toServer = (r) => r.wire !== undefined;
  const row = (r) => ({ path: pathOf(r.url), status: r.wire });
  const hashed = files.filter((r) => HASHED.test(pathOf(r.url)));
  return {
    hashed: hashed.length,
    missed: hashed.filter(toServer).map(row),
    network: files.filter((r) => !HASHED.test(pathOf(r.url)) && toServer(r)).map(row),
    api: records
      .filter((r) => isApi(r.url) && r.at <= readyAt)
      .sort((a, b) => a.at - b.at)
      .map((r) => pathOf(r.url)),
  };
}

/**
 * One route's row from its pairs ({ cold, ret } ms, the return visit's classifyReturnVisit and, when
 * measured, its visitTimeline): the medians, their ratio, every hashed file any return visit missed, the
 * first visit's lists, and the medians of the return visit's timeline (`times`, undefined without it).
 */
export function pairsRow(target, route, pairs) {
  const cold = median(pairs.map((p) => p.cold));
  const ret = median(pairs.map((p) => p.ret));
  const missed = new Map();
  for (const p of pairs) for (const m of p.seen.missed) missed.set(`${m.path} ${m.status}`, m);
  return {
    target,
    route,
    cold,
    ret,
    ratio: ret / cold,
    hashed: Math.max(...pairs.map((p) => p.seen.hashed)),
    missed: [...missed.values()],
    network: pairs[0].seen.network,
    api: pairs[0].seen.api,
    times: returnTimes(pairs.map((p) => p.retTimes)),
  };
}

/** The medians of return visits' timelines (visitTimeline); undefined when a visit has none or made no call. */
function returnTimes(timelines) {
  if (timelines.some((t) => !t?.call)) return undefined;
  return {
    page: median(timelines.map((t) => t.page)),
    paint: median(timelines.map((t) => t.paint)),
    call: {
      path: timelines[0].call.path,
      start: median(timelines.map((t) => t.call.start)),
      end: median(timelines.map((t) => t.call.end)),
    },
  };
}

/**
 * Where a visit's time went, from the page's own timing (ms since navigation): the first contentful paint,
 * the page's document arriving, and the first API call, its start and end, by path. `call` is null when the
 * page made none.
 */
export const visitTimeline = (page) =>
  page.evaluate(() => {
    const paint = performance.getEntriesByName('first-contentful-paint')[0];
    const nav = performance.getEntriesByType('navigation')[0];
    const call = performance
      .getEntriesByType('resource')
      .filter((e) => new URL(e.name).pathname.startsWith('/api/'))
      .sort((a, b) => a.startTime - b.startTime)[0];
    return {
      page: Math.round(nav?.responseEnd ?? -1),
      paint: Math.round(paint?.startTime ?? -1),
      call: call
        ? {
            path: new URL(call.name).pathname,
            start: Math.round(call.startTime),
            end: Math.round(call.responseEnd),
          }
        : null,
    };
  });

/**
 * Visits `url` cold, then again in the same context; resolves with { cold, ret, seen, afterLoad, coldTimes,
 * retTimes } (the return visit's after-load files' start times; each visit's visitTimeline).
 */
export async function pair(browser, url) {
  const { context, page } = await coldThrottledPage(browser);
  try {
    await page.goto(url, { waitUntil: 'commit', timeout: 60_000 });
    const cold = await contentReadyMark(page);
    const coldTimes = await visitTimeline(page);
    // as a user who stayed: the after-load files are in the cache too
    await page.waitForLoadState('load');
    await page.waitForTimeout(AFTER_READY_MS);
    await page.close();
    const again = await throttledPage(context);
    const records = watchRequests(again.cdp);
    await again.page.goto(url, { waitUntil: 'commit', timeout: 60_000 });
    const ret = await contentReadyMark(again.page);
    const readyAt = await again.page.evaluate((ms) => performance.timeOrigin + ms, ret);
    const retTimes = await visitTimeline(again.page);
    await again.page.waitForLoadState('load');
    await again.page.waitForTimeout(AFTER_READY_MS);
    // when the return visit asked for the files nothing of the first render needs (ms since navigation)
    const afterLoad = await again.page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((e) => /\/after-load-[^/]*\.js$/.test(e.name))
        .map((e) => Math.round(e.startTime)),
    );
    return { cold, ret, seen: classifyReturnVisit(records(), readyAt), afterLoad, coldTimes, retTimes };
  } finally {
    await context.close();
  }
}

const s = (ms) => `${(ms / 1000).toFixed(2)} s`;
const listed = (rows) => rows.map((r) => `${r.path} (${r.status})`).join(', ');

/**
 * Medians of `runs` pairs (cold, then return) per route for each target ({ name, baseUrl }). Prints one
 * table and what each return visit asked the server for; returns the rows of pairsRow.
 */
export async function returnVisitTable({ targets, routes, runs, chromePath, chromeArgs }) {
  const browser = await chromium.launch({ executablePath: chromePath, args: chromeArgs });
  const rows = [];
  try {
    for (const target of targets)
      for (const route of routes) {
        const pairs = [];
        for (let i = 0; i < runs; i += 1) pairs.push(await pair(browser, `${target.baseUrl}${route}`));
        rows.push(pairsRow(target.name, route, pairs));
      }
  } finally {
    await browser.close();
  }
  console.log(
    `\nReturn visit: cold, then the same route again in the same context (warm HTTP cache, the same release), each page at slow 4G, CPU x${CPU_SLOWDOWN}; median of ${runs} pair${runs === 1 ? '' : 's'}`,
  );
  console.log('target     route          cold       return     return / cold');
  for (const r of rows)
    console.log(
      `${r.target.padEnd(10)} ${r.route.padEnd(14)} ${s(r.cold).padStart(7)}    ${s(r.ret).padStart(7)}    ${r.ratio.toFixed(2)}`,
    );
  for (const r of rows) {
    console.log(`${r.target} ${r.route}, return visit:`);
    console.log(
      `  content-hashed files: ${r.hashed}, ${r.missed.length === 0 ? 'all from the cache with no request' : `went to the server: ${listed(r.missed)}`}`,
    );
    console.log(`  to the server, names without a hash (first pair): ${listed(r.network) || 'none'}`);
    console.log(`  API calls before content-ready (first pair): ${r.api.length} ${r.api.join(', ')}`);
    if (r.times)
      console.log(
        `  where the time went (medians): the page by ${s(r.times.page)}, first contentful paint ${s(r.times.paint)}, the first call ${r.times.call.path} ${s(r.times.call.start)} – ${s(r.times.call.end)}, content-ready ${s(r.ret)}`,
      );
  }
  return rows;
}
