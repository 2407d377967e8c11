import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { payBar, payingDevice } from './payHelpers';

// The page covers the whole screen (viewport-fit=cover), so on a phone
// with a notch or a home indicator the browser's safe-area insets are the page's to keep clear: the
// header below the status bar, the pay bar above the home indicator, both clear of the notch in landscape,
// dialogs inside the safe area. The insets are set through the DevTools protocol, as a phone reports them.

interface Insets {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

/** Sets env(safe-area-inset-*) of the page; null takes the override away (no insets, as on a PC). */
async function setInsets(page: Page, insets: Insets | null) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setSafeAreaInsetsOverride', { insets: insets ?? {} });
}

interface Edges {
  headerTop: number;
  headerLeft: number;
  headerRight: number;
  barBottom: number;
  barLeft: number;
  barRight: number;
  root: number;
}

async function edges(page: Page): Promise<Edges> {
  return page.evaluate(() => {
    const header = document.querySelector<HTMLElement>('.tp-header')!;
    const bar = document.querySelector<HTMLElement>('[data-testid="pay-bar"]')!;
    const h = header.getBoundingClientRect();
    const b = bar.getBoundingClientRect();
    return {
      headerTop: parseFloat(getComputedStyle(header).paddingTop),
      headerLeft: h.left,
      headerRight: h.right,
      barBottom: parseFloat(getComputedStyle(bar).paddingBottom),
      barLeft: b.left,
      barRight: b.right,
      root: parseFloat(getComputedStyle(document.documentElement).fontSize),
    };
  });
}

async function openPay(page: Page, width: number, height: number, hash = '') {
  await page.setViewportSize({ width, height });
  await page.goto(`/pay${hash}`);
  await expect(payBar(page)).toBeVisible();
}

test('a phone in portrait: the header clears the status bar, the pay bar the home indicator', async ({
  page,
}) => {
  await openPay(page, 390, 844);
  const none = await edges(page);
  // without insets the layout is the design's: nothing moved
  expect(none.headerTop).toBeCloseTo(0.2 * none.root, 1);
  expect(none.barBottom).toBeCloseTo(0.16 * none.root, 1);
  expect(none.headerLeft).toBe(0);
  expect(none.headerRight).toBe(390);

  await setInsets(page, { top: 47, right: 0, bottom: 34, left: 0 });
  const notched = await edges(page);
  expect(notched.headerTop).toBeCloseTo(none.headerTop + 47, 1);
  expect(notched.barBottom).toBeCloseTo(none.barBottom + 34, 1);
  // nothing sideways
  expect([notched.headerLeft, notched.headerRight, notched.barLeft, notched.barRight]).toEqual([
    none.headerLeft,
    none.headerRight,
    none.barLeft,
    none.barRight,
  ]);

  // insets of zero (a phone without a notch) are no insets
  await setInsets(page, { top: 0, right: 0, bottom: 0, left: 0 });
  expect(await edges(page)).toEqual(none);
});

test('a phone in landscape: the header and the pay bar clear the notch and the rounded corners', async ({
  page,
}) => {
  await openPay(page, 844, 390);
  const none = await edges(page);
  // 800 px at most, in the middle
  expect([none.headerLeft, none.headerRight]).toEqual([22, 822]);

  await setInsets(page, { top: 0, right: 47, bottom: 21, left: 47 });
  const notched = await edges(page);
  expect(notched.headerTop).toBeCloseTo(none.headerTop, 1);
  expect(notched.barBottom).toBeCloseTo(none.barBottom + 21, 1);
  for (const [left, right] of [
    [notched.headerLeft, notched.headerRight],
    [notched.barLeft, notched.barRight],
  ]) {
    expect(left).toBeGreaterThanOrEqual(47);
    expect(right).toBeLessThanOrEqual(844 - 47);
  }
  // the shell pads its sides by the inset (the shell's box is 22 px in from each edge already)
  expect(await page.locator('.tp-app').evaluate((el) => getComputedStyle(el).paddingLeft)).toBe('47px');
  expect(await page.locator('.tp-app').evaluate((el) => getComputedStyle(el).paddingRight)).toBe('47px');
});

test("safe_area_width (the app shell's inset) and the browser's insets: the larger one holds", async ({
  page,
}) => {
  await openPay(page, 844, 390, '#safe_area_width=60');
  const app = page.locator('.tp-app');
  const padding = () =>
    app.evaluate((el) => [getComputedStyle(el).paddingLeft, getComputedStyle(el).paddingRight]);
  expect(await padding()).toEqual(['60px', '60px']);
  await setInsets(page, { top: 0, right: 47, bottom: 21, left: 47 });
  expect(await padding()).toEqual(['60px', '60px']);
  await setInsets(page, { top: 0, right: 80, bottom: 21, left: 0 });
  expect(await padding()).toEqual(['60px', '80px']);
});

test('a dialog stays inside the safe area, however narrow the screen', async ({ page, request }) => {
  await payingDevice(page, request, { cards: true });
  // a small phone in landscape: a dialog is 86 % of the width, more than what the insets leave
  await page.setViewportSize({ width: 667, height: 375 });
  await page.goto('/pay');
  await setInsets(page, { top: 0, right: 59, bottom: 21, left: 59 });
  // the recent card's CVV step, and its "where is the CVV" dialog (once the recent card is offered)
  await expect(page.getByTestId('recent-card')).toContainText('424242******4242');
  await page.getByTestId('pay-button').click();
  await page.getByRole('button', { name: 'أين أجد رمز CVV؟' }).click();
  const dialog = page.getByRole('dialog', { name: 'رمز CVV' });
  await expect(dialog).toBeVisible();
  const box = (await dialog.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(59);
  expect(box.x + box.width).toBeLessThanOrEqual(667 - 59);
  expect(box.y + box.height).toBeLessThanOrEqual(375 - 21);
});
