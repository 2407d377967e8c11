// The network side of `npm run bench`: one cold visit of a route under the same slow 4G and 4x
// CPU as the content-ready visits, printed as a waterfall — each request's start and end, the HTML, the
// DOMContentLoaded and load events, and the page's marks — so a run shows what the page waits for (the
// host's script, a remote's chunks, a call that leaves only once the script has run).
import { chromium } from 'playwright-core';
import { coldThrottledPage, contentReadyMark, CPU_SLOWDOWN } from './contentReady.mjs';

const ms = (n) => String(Math.round(n)).padStart(6);

/** The rows of one visit of `url`, by start time: [start ms, end ms or null, what]. */
async function visitRows(browser, url) {
  const { context, page } = await coldThrottledPage(browser);
  try {
    await page.goto(url, { waitUntil: 'commit', timeout: 60_000 });
    await contentReadyMark(page);
    await page.waitForLoadState('load');
    return await page.evaluate(() => {
      const nav = performance.getEntriesByType('navigation')[0];
      const rows = [
        [0, nav.responseEnd, 'the HTML'],
        [nav.domContentLoadedEventEnd, null, 'DOMContentLoaded'],
        [nav.loadEventEnd, null, 'load'],
        ...performance
          .getEntriesByType('resource')
          .map((e) => [e.startTime, e.responseEnd, e.name.replace(globalThis.location.origin, '')]),
        ...performance.getEntriesByType('mark').map((m) => [m.startTime, null, `mark ${m.name}`]),
      ];
      return rows.sort((a, b) => a[0] - b[0]);
    });
  } finally {
    await context.close();
  }
}

/** Prints one visit's waterfall for each of `urls` (one cold visit each: its shape, not a median). */
export async function waterfallTable({ urls, chromePath, chromeArgs }) {
  const browser = await chromium.launch({ executablePath: chromePath, args: chromeArgs });
  try {
    for (const url of urls) {
      console.log(`\nWaterfall of ${url}, cold, slow 4G, CPU x${CPU_SLOWDOWN} (one visit): start, end (ms)`);
      for (const [start, end, what] of await visitRows(browser, url))
        console.log(`  ${ms(start)} ${end === null ? '      ' : ms(end)}  ${what.slice(0, 90)}`);
    }
  } finally {
    await browser.close();
  }
}
