import { expect, test } from './fixtures';
import type { Page, Request } from '@playwright/test';
import { MONOLITH_URL } from '../playwright.config';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { readsPkgInfoAtStart, remoteForPath } from '../../shared/domain/routes';
import payFlowPages from '../../shared/domain/payFlowPages.json';
import { earlyScriptOf } from './earlyScript';
import * as pagePaths from '../../shared/contract/apiPaths';
import * as orderPaths from '../../shared/contract/orderApiPaths';

// The build's size report must tell the truth: what it prints for a route is what Chromium downloads.
const root = path.resolve(__dirname, '..', '..');

interface RouteSize {
  route: string;
  total: number;
  requests: number;
  monolith?: number;
  monolithRequests?: number;
}

async function reported(route: string): Promise<RouteSize> {
  const { sizeReport } = (await import(path.join(root, 'webpack', 'size-report.mjs'))) as {
    sizeReport: (root: string) => { routes: RouteSize[] };
  };
  return sizeReport(root).routes.find((r) => r.route === route)!;
}

/** Chunks the app loads only after the page's load event (the analytics): not first-render JS. */
const AFTER_LOAD = /\/after-load-[^/]*\.js$/;
/**
 * The package info's client: first-render JS of the routes that show its channels (/pay) where the host
 * reads it (no early script in the page); where the early script read it, the page takes that read and the
 * client is after-load JS, as everywhere else.
 */
const PKG_INFO_CLIENT = new RegExp(`/${payFlowPages.pkgInfoClientChunk}\\.[^/]*\\.js$`);

/**
 * The gzipped sizes of the scripts the page downloads until it has rendered and the network is idle, but
 * for the after-load chunks — which must indeed be asked for only after the load event — and of the early
 * script the page carries inline (0 on a route without it).
 */
async function downloaded(
  page: Page,
  url: string,
  route: string,
): Promise<{ sizes: number[]; inline: number }> {
  const scripts: Promise<number>[] = [];
  const client: { request: Request; beforeLoad: boolean }[] = [];
  let loaded = false;
  const early: string[] = [];
  const gzipped = (b: Promise<Buffer>) => b.then((body) => zlib.gzipSync(body, { level: 9 }).length);
  page.on('load', () => (loaded = true));
  page.on('request', (r) => {
    if (PKG_INFO_CLIENT.test(r.url())) client.push({ request: r, beforeLoad: !loaded });
    else if (AFTER_LOAD.test(r.url()) && !loaded) early.push(r.url());
  });
  page.on('response', (r) => {
    const u = r.url();
    if (r.request().resourceType() === 'script' && !AFTER_LOAD.test(u)) scripts.push(gzipped(r.body()));
  });
  const html = (await (await page.goto(url))?.text()) ?? '';
  await expect(page.locator('main h1')).toBeVisible();
  await page.waitForLoadState('networkidle');
  const inline = earlyScriptOf(html);
  // the package info's client is first-render JS only where the host reads it (no early script in the page)
  const hostReadsPkgInfo = readsPkgInfoAtStart(remoteForPath(route)) && inline === undefined;
  if (hostReadsPkgInfo)
    scripts.push(...client.map((c) => gzipped(c.request.response().then((x) => x!.body()))));
  else early.push(...client.filter((c) => c.beforeLoad).map((c) => c.request.url()));
  expect(early, 'after-load chunks asked for before the load event').toEqual([]);
  return {
    sizes: await Promise.all(scripts),
    inline: inline === undefined ? 0 : zlib.gzipSync(inline, { level: 9 }).length,
  };
}

for (const route of ['/pay', '/fines']) {
  test(`size report for ${route} matches the JS the browser downloads`, async ({ page }) => {
    const expected = await reported(route);
    const { sizes, inline } = await downloaded(page, route, route);
    // /pay carries the early script (a route with a head start), /fines does not
    expect(inline > 0).toBe(route === '/pay');
    const total = sizes.reduce((a, b) => a + b, inline);
    expect(sizes.length).toBe(expected.requests);
    expect(Math.abs(total - expected.total) / expected.total).toBeLessThan(0.01);
  });

  // the federation overhead is measured against it: its numbers must be what it downloads too
  test(`size report for the monolith's ${route} matches what it downloads`, async ({ page }) => {
    const expected = await reported(route);
    const { sizes, inline } = await downloaded(page, `${MONOLITH_URL}${route}`, route);
    const total = sizes.reduce((a, b) => a + b, inline);
    expect(sizes.length).toBe(expected.monolithRequests);
    expect(Math.abs(total - expected.monolith!) / expected.monolith!).toBeLessThan(0.01);
  });
}

// The card SDK's texts come in one language: Arabic (webpack/sdk-locales.mjs). Its built-in English stays
// inside the SDK's own chunk; none of its 25 other locales is a file of any build.
test("every build with the card SDK ships its Arabic texts and no other language's", () => {
  for (const dist of ['remote-pay/dist', 'remote-fines/dist', 'host/dist-monolith']) {
    const dir = path.join(root, dist);
    const payButtons = fs
      .readdirSync(dir)
      .filter((f) => f.endsWith('.js'))
      .map((f) => fs.readFileSync(path.join(dir, f), 'utf8'))
      .filter((text) => text.includes('"payButton.redirecting"'))
      .map((text) => /payButton:"([^"]*)"/.exec(text)?.[1]);
    expect(payButtons.sort(), dist).toEqual(['Pay', 'دفع']);
  }
});

// The calls of an order come with the code that pays (shared/contract/orderApiPaths.ts): the scripts a first
// render downloads name none of their paths, though they name the page's own calls.
for (const [route, pageCall] of [
  ['/pay', pagePaths.getCardSource.path],
  ['/fines', pagePaths.fineInfo.path],
] as const) {
  test(`${route}'s first render downloads no order call's path`, async ({ page }) => {
    const texts: Promise<string>[] = [];
    page.on('response', (r) => {
      if (r.request().resourceType() === 'script') texts.push(r.text());
    });
    await page.goto(route);
    await expect(page.locator('main h1')).toBeVisible();
    await page.waitForLoadState('networkidle');
    const scripts = await Promise.all(texts);
    const orderCalls = Object.values(orderPaths).map((c) => c.path);
    expect(scripts.some((s) => s.includes(`"${pageCall}"`))).toBe(true);
    expect(orderCalls.filter((p) => scripts.some((s) => s.includes(`"${p}"`)))).toEqual([]);
  });
}

// The federation runtime's logger in every production build is the page's (webpack/federation-logger.mjs), not
// the SDK's: the SDK's list of its own frames to skip in a stack trace is in no built script, the prefix is.
test("every federated build carries the page's federation logger, not the SDK's", () => {
  for (const dist of [
    'host/dist',
    'remote-pay/dist',
    'remote-fines/dist',
    'remote-feedback/dist',
    'remote-share/dist',
  ]) {
    const dir = path.join(root, dist);
    const scripts = fs
      .readdirSync(dir)
      .filter((f) => f.endsWith('.js'))
      .map((f) => fs.readFileSync(path.join(dir, f), 'utf8'));
    expect(scripts.filter((s) => s.includes('[ Module Federation ]')).length, dist).toBeGreaterThan(0);
    expect(scripts.filter((s) => s.includes('"Logger.emit"')).length, dist).toBe(0);
  }
});
