import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  CARDS,
  ordersOf,
  payFromHome,
  payingDevice,
  payWithNewCard,
  resultDialog,
  returnsToPay,
  toast,
} from './payHelpers';

// Back from a provider's page shows /pay from the back-forward cache
// exactly as it was left (overlay up, pay button pressed). It must come back usable: the attempt looked
// up, continue or cancel offered, nothing charged twice. This project runs Chromium with that cache on.

const OVERLAYS = ['جارٍ إنشاء الطلب…', 'جارٍ الانتقال إلى صفحة الدفع…'];

/** Counts the page's shows from the back-forward cache (the document survives, so the count does). */
async function countRestores(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __restored?: number };
    w.__restored = 0;
    window.addEventListener('pageshow', (e) => {
      if (e.persisted) w.__restored = (w.__restored ?? 0) + 1;
    });
  });
}
const restores = (page: Page) =>
  page.evaluate(() => (window as unknown as { __restored?: number }).__restored ?? 0);

async function expectUsableWithResume(page: Page) {
  // restored from the cache, not loaded again: this is the case the issue is about
  await expect.poll(() => restores(page), { message: 'shown from the back-forward cache' }).toBe(1);
  const panel = page.getByTestId('resume-panel');
  await expect(panel).toBeVisible();
  for (const text of OVERLAYS) await expect(page.getByText(text)).toHaveCount(0);
  await expect(panel.getByTestId('resume-continue')).toHaveText('متابعة الدفع');
  await expect(panel.getByTestId('resume-cancel')).toBeEnabled();
}

test('Back from the bank’s page: the page is usable, and the payment can be finished there', async ({
  page,
  request,
}) => {
  const device = await payingDevice(page, request);
  await countRestores(page);
  await page.goto('/pay');
  await payWithNewCard(page, '9.99$', CARDS.threeDs);
  await expect(page).toHaveURL(/\/sandbox\/3ds\//);
  await page.goBack({ waitUntil: 'commit' }); // a page from the cache fires no load event
  await expectUsableWithResume(page);
  expect((await ordersOf(request, device)).map((o) => o.status)).toEqual(['challenge']);

  await page.getByTestId('resume-continue').click();
  await expect(page).toHaveURL(/\/sandbox\/3ds\//);
  await returnsToPay(page, () => page.getByRole('button', { name: 'نجح التحقق' }).click());
  await expect(resultDialog(page, 'تم الدفع بنجاح')).toBeVisible();
  expect((await ordersOf(request, device)).map((o) => [o.status, o.credited])).toEqual([['paid', 1]]);
});

test('Back from the hosted payment page: the page is usable, and cancelling says so and charges nothing', async ({
  page,
  request,
}) => {
  const device = await payingDevice(page, request);
  await countRestores(page);
  await page.goto('/pay');
  await payFromHome(page, '9.99$', 'second');
  await expect(page).toHaveURL(/\/sandbox\/checkout\//);
  await page.goBack({ waitUntil: 'commit' }); // a page from the cache fires no load event
  await expectUsableWithResume(page);

  await page.getByTestId('resume-cancel').click();
  await expect(toast(page, 'تم إلغاء الدفع')).toBeVisible();
  await expect(page.getByTestId('resume-panel')).toHaveCount(0);
  await expect(page.getByTestId('pay-button')).toBeEnabled();
  expect((await ordersOf(request, device)).map((o) => [o.status, o.credited])).toEqual([['cancelled', 0]]);
});
