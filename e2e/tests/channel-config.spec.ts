import type { APIRequestContext, Page, Request, Route } from '@playwright/test';
import { expect, test } from './fixtures';
import { CHANNEL_CONFIG_WAIT_MS } from '../../remote-pay/src/tiers/channelConfig';
import payFlowPages from '../../shared/domain/payFlowPages.json';
import { holdPageCodeUntil, pauseClockSoon } from './helpers';
import { ACCOUNTS, CHANNELS, payingDevice, testSession } from './payHelpers';

// /pay's channels are the package info's to decide (spec 02 §4 gray release: the new card flow
// that offers the saved cards, the third card, the Apple Pay type). The host reads it as the page starts —
// not after the load event, as every other route does: its early script reads it, or the host with its
// client preloaded where the address leaves the first calls to the host; until it has come the
// channels show as a skeleton and the pay button cannot be tapped, so no tap starts a flow that the gray
// release then changes. A config call that hangs never blocks paying: the page waits only so long. The
// page's clock is Playwright's, held still from the start: no step races the page's wait.

const CONFIG = '/api/sys/config/';

/** Holds the package info's call until the test lets it go. */
async function holdConfig(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let held = () => {};
  const asked = new Promise<void>((resolve) => (held = resolve));
  await page.route(
    (url) => url.pathname === CONFIG,
    async (route: Route) => {
      held();
      await released;
      await route.continue();
    },
  );
  return { asked, release };
}

/**
 * /pay on a device with saved cards, its clock held still from the start and the package info's call held
 * until the test lets it go; resolves once the page has asked for it.
 */
async function openWithConfigHeld(page: Page, request: APIRequestContext) {
  await payingDevice(page, request, { cards: true });
  const config = await holdConfig(page);
  await page.clock.install();
  await pauseClockSoon(page, 1000);
  await page.goto('/pay');
  await config.asked;
  return config;
}

/** The package info's client's chunk, and the config calls, as the page asks for them. */
function watchPkgInfo(page: Page) {
  const configAsked: string[] = [];
  const clientFiles: string[] = [];
  const clientFile = new RegExp(`/${payFlowPages.pkgInfoClientChunk}\\.[0-9a-f]+\\.js$`);
  page.on('request', (r) => {
    const { pathname } = new URL(r.url());
    if (pathname === CONFIG) configAsked.push(pathname);
    if (clientFile.test(pathname)) clientFiles.push(pathname);
  });
  const preloaded = () =>
    page.locator(`link[rel=preload][as=script][href*="${payFlowPages.pkgInfoClientChunk}"]`);
  return { configAsked, clientFiles, clientFile, preloaded };
}

test('the package info leaves as /pay starts, read by its early script: the page takes that read, and downloads no client of its own', async ({
  page,
  request,
}) => {
  await payingDevice(page, request); // an account of the third card's whitelist
  const watch = watchPkgInfo(page);
  const isConfig = (r: Request) => new URL(r.url()).pathname === CONFIG;
  // the pay page's own code is answered only once the config call has left: had the call waited for the
  // page (or for the load event, which waits for the page's code), the page would never render
  await holdPageCodeUntil(page, 'pay', 'pay', isConfig);
  await page.goto('/pay');
  await expect(page.getByRole('radio', { name: CHANNELS.third, exact: true })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(watch.configAsked).toHaveLength(1);
  await expect(watch.preloaded()).toHaveCount(0);
  expect(watch.clientFiles).toEqual([]);
});

test('where the address leaves the first calls to the host (a session key), the host reads the package info, its client preloaded', async ({
  page,
  request,
}) => {
  await payingDevice(page, request);
  const key = await testSession(request, String(ACCOUNTS.normal.display_uid));
  const watch = watchPkgInfo(page);
  await page.goto(`/pay?session_key=${key}`);
  await expect(page.getByRole('radio', { name: CHANNELS.third, exact: true })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // the client's chunk is the one the served page preloads, downloaded once, and it asked once
  const href = await watch.preloaded().getAttribute('href');
  expect(href).toMatch(watch.clientFile);
  expect(watch.clientFiles).toEqual([href]);
  expect(watch.configAsked).toHaveLength(1);
});

test('the channels and the pay button wait for the package info; then the saved card is offered', async ({
  page,
  request,
  guard,
}) => {
  guard.skipAxeOnLoad(); // axe runs on the page's timers, which the test holds still
  const config = await openWithConfigHeld(page, request);
  await expect(page.getByTestId('tier')).toHaveCount(7);
  const skeleton = page.getByTestId('channels-skeleton');
  await expect(skeleton).toBeVisible();
  await expect(skeleton.getByText('جارٍ تحميل طرق الدفع…')).toBeAttached();
  await expect(page.getByTestId('pay-button')).toBeDisabled();
  await expect(page.getByTestId('channels')).toHaveCount(0);

  config.release();
  await page.clock.resume();
  await expect(skeleton).toBeHidden();
  await expect(page.getByTestId('recent-card')).toContainText('424242******4242');
  await expect(page.getByRole('radio', { name: CHANNELS.third, exact: true })).toBeVisible();
  await expect(page.getByTestId('pay-button')).toBeEnabled();
});

test('a package info that never comes does not block paying: the channels show without it', async ({
  page,
  request,
  guard,
}) => {
  guard.skipAxeOnLoad(); // axe runs on the page's timers, which the test holds still
  await openWithConfigHeld(page, request); // never let go
  await expect(page.getByTestId('channels-skeleton')).toBeVisible();
  await page.clock.runFor(CHANNEL_CONFIG_WAIT_MS - 1);
  await expect(page.getByTestId('channels-skeleton')).toBeVisible();
  await page.clock.runFor(1);
  await page.clock.resume();
  // after the page's wait: the channels without the gray release (no third card, the new-card flow)
  await expect(page.getByRole('radio', { name: CHANNELS.cko, exact: true })).toBeChecked();
  await expect(page.getByRole('radio', { name: CHANNELS.third, exact: true })).toHaveCount(0);
  await expect(page.getByTestId('recent-card')).toHaveCount(0);
  await page.getByTestId('pay-button').click();
  await expect(page.getByLabel('رقم البطاقة')).toBeVisible();
});
