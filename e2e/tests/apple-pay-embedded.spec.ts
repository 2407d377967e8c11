import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { pauseClockSoon } from './helpers';
import {
  applePayLog,
  defineApplePayButton,
  installApplePay,
  type ApplePayStandInOptions,
} from './applePayStandIn';
import { ACCOUNTS, CHANNELS, ordersOf, payingDevice, resultDialog, tier, toast } from './payHelpers';

// Spec 01 §2, §7, §8, §9: the embedded button of type 31 (seeded 1000024 gets it from
// applepay_gray_config). Apple's <apple-pay-button> is the stand-in's, defined when the test says, as
// Apple's SDK would once loaded. Time is Playwright's clock: the test holds it still and moves it, so no
// step races the wall clock.

const NETWORK_ERROR = 'خطأ في الشبكة، تحقق وأعد المحاولة';
const REQUEST_FAILED = 'تعذّر إرسال طلب الدفع، أعد المحاولة أو جرّب طريقة دفع أخرى';
const BUTTON = 'الشحن باستخدام Apple Pay';

/** A device that has paid 1000024 before, the stand-in and the clock installed, /pay open on 9.99$. */
async function openEmbedded(page: Page, request: APIRequestContext, options: ApplePayStandInOptions) {
  const device = await payingDevice(page, request, { account: ACCOUNTS.embedded });
  await installApplePay(page, options);
  await page.clock.install();
  await page.goto('/pay');
  await tier(page, '9.99$').click();
  return device;
}

const area = (page: Page) => page.getByTestId('apple-pay-embedded');
const mask = (page: Page) => page.getByTestId('apple-pay-mask');
const chooseApplePay = (page: Page) =>
  page.getByRole('radio', { name: CHANNELS.applePay, exact: true }).check();
/** Holds the page's clock still from now on. */
const holdClock = async (page: Page) => pauseClockSoon(page, 500);

test("Apple's button in place of the pay button: masked until ready and 1.2–1.5 s after, then one tap pays once", async ({
  page,
  request,
  guard,
}) => {
  const device = await openEmbedded(page, request, { button: 'later' });
  await chooseApplePay(page);
  await expect(area(page)).toHaveAttribute('data-phase', 'waiting');
  await expect(mask(page)).toBeVisible();
  await expect(page.getByTestId('pay-button')).toHaveCount(0);

  await holdClock(page);
  await defineApplePayButton(page);
  const button = area(page).getByRole('button', { name: BUTTON });
  await expect(area(page)).toHaveAttribute('data-phase', 'ready');
  // Apple's element with Apple's words: top-up (version 14), black, Arabic
  await expect(button).toHaveAttribute('type', 'top-up');
  await expect(button).toHaveAttribute('buttonstyle', 'black');
  await expect(button).toHaveAttribute('locale', 'ar-AB');
  await page.clock.runFor(1199);
  await expect(mask(page)).toBeVisible();
  await page.clock.runFor(301);
  await expect(mask(page)).toHaveCount(0);

  await page.clock.resume();
  await guard.checkA11y('[data-testid="pay-bar"]');
  await button.click();
  await expect(resultDialog(page, 'تم الدفع بنجاح')).toBeVisible();
  expect((await applePayLog(page))[0]).toMatchObject({ version: 14, status: 'success' });
  const orders = await ordersOf(request, device);
  expect(orders).toHaveLength(1);
  expect(orders[0]).toMatchObject({ status: 'paid', credited: 1, pay_type: 31 });
});

test('waiting for the button gives up at 60 s with the time-out failure; retry waits again', async ({
  page,
  request,
}) => {
  const device = await openEmbedded(page, request, { button: 'later', maxVersion: 11 });
  await holdClock(page);
  await chooseApplePay(page);
  await expect(area(page)).toHaveAttribute('data-phase', 'waiting');
  await page.clock.runFor(59_999);
  await expect(area(page)).toHaveAttribute('data-phase', 'waiting');
  await page.clock.runFor(1);
  await expect(toast(page, NETWORK_ERROR)).toBeVisible();
  await expect(area(page).getByRole('alert')).toContainText('تعذّر تحميل زر Apple Pay');
  expect(await ordersOf(request, device)).toEqual([]);

  await defineApplePayButton(page);
  await area(page).getByRole('button', { name: 'أعد المحاولة' }).click();
  // a session of version 11 shows the plain button (top-up needs 12)
  await expect(area(page).getByRole('button', { name: BUTTON })).toHaveAttribute('type', 'plain');
  await page.clock.runFor(1500);
  await expect(mask(page)).toHaveCount(0);
});

test('an order that cannot be created says "network error"; a declined payment whose reason never comes is asked 100 times, then the default toast', async ({
  page,
  request,
  guard,
}) => {
  // a hundred asks, each a round trip to the server: longer than one journey
  test.setTimeout(test.info().timeout * 3);
  const device = await openEmbedded(page, request, { card: 'Visa 0341' });
  await chooseApplePay(page);
  const button = area(page).getByRole('button', { name: BUTTON });
  await expect(mask(page)).toHaveCount(0);

  guard.allowConsoleError(/Failed to load resource/);
  await page.route('**/api/order/create_coin_pay/**', (route) => route.abort());
  await button.click();
  await expect(toast(page, NETWORK_ERROR)).toBeVisible();
  expect(await ordersOf(request, device)).toEqual([]);
  await page.unroute('**/api/order/create_coin_pay/**');

  let asked = 0;
  page.on('request', (r) => {
    if (r.url().includes('/api/web/get_pay_error_by_order/')) asked += 1;
  });
  await button.click();
  await expect.poll(() => asked).toBe(1);
  const checking = page.getByText('جارٍ التحقق من نتيجة الدفع…');
  await expect(checking).toBeVisible();
  await holdClock(page);
  // every ask waits 500 ms of the page's time: move it on until the asks stop at 100
  await expect
    .poll(
      async () => {
        await page.clock.runFor(500);
        return asked;
      },
      { intervals: [20], timeout: test.info().timeout },
    )
    .toBe(100);
  // the last answer read, the checking state ends and the toast comes 1.2 s later
  await expect(checking).toBeHidden();
  await page.clock.runFor(1199);
  await expect(toast(page, REQUEST_FAILED)).toHaveCount(0);
  await page.clock.runFor(1);
  await expect(toast(page, REQUEST_FAILED)).toBeVisible();
  await page.clock.runFor(10_000);
  expect(asked).toBe(100);
  const [order] = await ordersOf(request, device);
  expect(order).toMatchObject({ status: 'failed', credited: 0, pay_type: 31 });
});
