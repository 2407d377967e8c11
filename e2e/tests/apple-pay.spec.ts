import { expect, test } from './fixtures';
import type { APIRequestContext, Page } from '@playwright/test';
import { applePayLog, installApplePay, type ApplePayStandInOptions } from './applePayStandIn';
import {
  ACCOUNTS,
  ordersOf,
  payFromHome,
  payingDevice,
  repeatDialog,
  resultDialog,
  tier,
  toast,
} from './payHelpers';

// The payment sheet on Apple's ApplePaySession (the e2e stand-in), through the code
// path Safari takes; the sandbox decides from the token's test value (README "Apple Pay").

/** A device that has paid the account before, the stand-in installed, Apple Pay pressed for 9.99$. */
async function payWithApplePay(page: Page, request: APIRequestContext, options: ApplePayStandInOptions = {}) {
  const device = await payingDevice(page, request);
  await installApplePay(page, options);
  await page.goto('/pay');
  await payFromHome(page, '9.99$', 'applePay');
  return device;
}

test('Apple Pay pays: version 14 with mada, one order credited once, the success dialog', async ({
  page,
  request,
  guard,
}) => {
  const device = await payWithApplePay(page, request);
  const dialog = resultDialog(page, 'تم الدفع بنجاح');
  await expect(dialog).toBeVisible();
  await guard.checkA11y('[role="dialog"]');
  const [session] = await applePayLog(page);
  expect(session).toMatchObject({ version: 14, status: 'success' });
  expect(session?.request.supportedNetworks).toEqual(['visa', 'masterCard', 'chinaUnionPay', 'mada']);
  expect(session?.request.total).toMatchObject({ amount: '9.99', label: 'شحن الماس' });
  const orders = await ordersOf(request, device);
  expect(orders).toHaveLength(1);
  expect(orders[0]).toMatchObject({ status: 'paid', credited: 1, pay_type: 26 });
});

test('a browser that supports only Apple Pay JS 3 still pays (no mada below 5)', async ({
  page,
  request,
}) => {
  const device = await payWithApplePay(page, request, { maxVersion: 3 });
  await expect(resultDialog(page, 'تم الدفع بنجاح')).toBeVisible();
  const [session] = await applePayLog(page);
  expect(session?.version).toBe(3);
  expect(session?.request.supportedNetworks).not.toContain('mada');
  expect((await ordersOf(request, device))[0]?.status).toBe('paid');
});

test('closing the sheet: "payment cancelled", and the server hears of it', async ({ page, request }) => {
  const device = await payWithApplePay(page, request, { user: 'cancel' });
  await expect(toast(page, 'تم إلغاء الدفع')).toBeVisible();
  await expect.poll(async () => (await ordersOf(request, device))[0]?.status).toBe('cancelled');
  await expect(page.getByTestId('pay-button')).toBeEnabled();
});

for (const [card, title] of [
  ['Visa 0019', 'تعذّر إتمام الدفع'],
  ['Visa 9995', 'الرصيد غير كافٍ'],
  ['Visa 3184', 'فشل التحقق'],
] as const) {
  test(`a refused token (${card}): the «${title}» dialog, nothing credited`, async ({
    page,
    request,
    guard,
  }) => {
    const device = await payWithApplePay(page, request, { card });
    await expect(resultDialog(page, title)).toBeVisible();
    await guard.checkA11y('[role="dialog"]');
    expect((await applePayLog(page))[0]?.status).toBe('failure');
    const [order] = await ordersOf(request, device);
    expect(order).toMatchObject({ status: 'failed', credited: 0 });
  });
}

for (const [card, text] of [
  ['Visa 0408', 'خطأ في الشبكة، تحقق وأعد المحاولة'],
  ['Visa 0002', 'تعذّر إرسال طلب الدفع، أعد المحاولة أو جرّب طريقة دفع أخرى'],
] as const) {
  test(`a refused token (${card}): the toast «${text}»`, async ({ page, request }) => {
    const device = await payWithApplePay(page, request, { card });
    await expect(toast(page, text)).toBeVisible();
    expect((await ordersOf(request, device))[0]?.status).toBe('failed');
  });
}

test('Apple Pay that cannot pay here makes no order: the "not supported" dialog', async ({
  page,
  request,
}) => {
  const device = await payWithApplePay(page, request, { canPay: false });
  await expect(resultDialog(page, 'Apple Pay غير مدعوم')).toBeVisible();
  expect(await applePayLog(page)).toEqual([]);
  expect(await ordersOf(request, device)).toEqual([]);
});

test('after an Apple Pay success it is the recent method: preselected next time, and pay opens the sheet at once', async ({
  page,
  request,
}) => {
  const device = await payWithApplePay(page, request);
  const dialog = resultDialog(page, 'تم الدفع بنجاح');
  await expect(dialog).toBeVisible();
  const kept = await page.evaluate(() => localStorage.getItem('topup_ksa_last_success_card'));
  expect(JSON.parse(kept ?? 'null')).toMatchObject({
    source_id: 'apple_pay',
    fingerprint: 'apple_pay',
    last4: '0000',
    bin: '000000',
  });

  await page.reload();
  await expect(page.getByRole('radio', { name: 'Apple Pay', exact: true })).toBeChecked();
  // spec 01 §4: the pseudo-card joined the saved cards as the recent method, and pressing pay with it
  // starts Apple Pay (its sheet, in the tap)
  await expect(page.getByTestId('recent-card')).toContainText('آخر طريقة دفع استخدمتها');
  await expect(page.getByTestId('recent-card')).toContainText('Apple Pay');
  await expect(page.getByTestId('switch-card')).toHaveCount(0);
  await page
    .getByTestId('tier')
    .filter({ has: page.locator('bdi').getByText('4.99$', { exact: true }) })
    .click();
  await page.getByTestId('pay-button').click();
  await expect(resultDialog(page, 'تم الدفع بنجاح')).toBeVisible();
  expect((await applePayLog(page)).map((s) => s.status)).toEqual(['success']);
  expect((await ordersOf(request, device)).map((o) => o.status)).toEqual(['paid', 'paid']);
});

test('a domain that may not take Apple Pay, with no configured one to go to: "not supported", no sheet, no order', async ({
  page,
  request,
}) => {
  // only this account's check sees it (the tests beside this one keep every domain payable)
  const only = (domains: string[]) =>
    request.post('/__test/apple-pay-domains', { data: { display_uid: '1000100', domains } });
  expect((await only(['pay.topup.example'])).ok()).toBe(true);
  try {
    const device = await payingDevice(page, request, { account: ACCOUNTS.testUser });
    await installApplePay(page);
    const checked = page.waitForResponse((r) => r.url().includes('/api/order/check_domain_payable/'));
    await page.goto('/pay');
    await tier(page, '9.99$').click();
    await page.getByRole('radio', { name: 'Apple Pay', exact: true }).check();
    await checked;
    await page.getByTestId('pay-button').click();
    await expect(resultDialog(page, 'Apple Pay غير مدعوم')).toBeVisible();
    expect(await applePayLog(page)).toEqual([]);
    expect(await ordersOf(request, device)).toEqual([]);
  } finally {
    await only([]);
  }
});

test('paying again with Apple Pay what was just paid asks first; "pay again" then needs a second tap', async ({
  page,
  request,
  guard,
}) => {
  const device = await payWithApplePay(page, request);
  await expect(resultDialog(page, 'تم الدفع بنجاح')).toBeVisible();
  await page.reload();
  await tier(page, '9.99$').click();
  await expect(page.getByRole('radio', { name: 'Apple Pay', exact: true })).toBeChecked();
  await page.getByTestId('pay-button').click();
  await expect(repeatDialog(page)).toBeVisible();
  await guard.checkA11y('[role="alertdialog"]');
  // the answer is not the tap Safari needs for the sheet: no session is opened by it
  await repeatDialog(page).getByTestId('pay-again').click();
  await expect(toast(page, 'اضغط زر الدفع مرة أخرى لفتح Apple Pay وإتمام الدفع')).toBeVisible();
  expect(await applePayLog(page)).toEqual([]);
  expect(await ordersOf(request, device)).toHaveLength(1);

  // the second tap opens the sheet and pays, without asking again
  await page.getByTestId('pay-button').click();
  await expect(resultDialog(page, 'تم الدفع بنجاح')).toBeVisible();
  expect((await applePayLog(page)).map((s) => s.status)).toEqual(['success']);
  expect((await ordersOf(request, device)).map((o) => o.status)).toEqual(['paid', 'paid']);
});
