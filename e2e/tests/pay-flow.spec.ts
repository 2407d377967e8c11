import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  returnsToPay,
  ACCOUNTS,
  CARDS,
  cardField,
  cardSubmit,
  fillCard,
  ordersOf,
  payFromHome,
  payingDevice,
  repeatDialog,
  resultDialog,
  tier,
  payWithNewCard,
} from './payHelpers';

// Leaving a payment, the keyboard, the second provider's page, the repurchase
// experiment (spec 01 §4: group A goes home with the lower tier, group B pays it with the saved card), and
// a provider that cannot be loaded.

const exitDialog = (page: Page) => page.getByRole('alertdialog', { name: 'إلغاء الدفع؟' });

test("leaving the card step asks first: continue stays, give up goes home (the browser's Back and the page's)", async ({
  page,
  request,
  guard,
}) => {
  await payingDevice(page, request);
  await page.goto('/pay');
  await payFromHome(page, '9.99$');
  await cardField.number(page).fill(CARDS.success);

  await page.goBack();
  await expect(exitDialog(page)).toContainText('بقيت خطوة واحدة لإتمام الطلب، هل تريد التخلي عنه حقًا؟');
  await guard.checkA11y('[role="alertdialog"]');
  await exitDialog(page).getByRole('button', { name: 'متابعة الدفع' }).click();
  await expect(exitDialog(page)).toBeHidden();
  await expect(page).toHaveURL(/PayChildPage=3/);
  await expect(cardField.number(page)).toHaveValue('4242 4242 4242 4242');

  await page.getByRole('button', { name: 'رجوع' }).click();
  await exitDialog(page).getByRole('button', { name: 'التخلي' }).click();
  await expect(page).not.toHaveURL(/PayChildPage/);
  await expect(page.getByTestId('pay-button')).toBeVisible();
});

test('giving up during 3-D Secure cancels the order on the server (click_cancel)', async ({
  page,
  request,
}) => {
  const device = await payingDevice(page, request, { account: ACCOUNTS.testUser });
  await page.goto('/pay');
  await payFromHome(page, '9.99$', 'third');
  await fillCard(page, CARDS.threeDs);
  const cancel = page.waitForRequest((r) => r.url().includes('/api/order/click_cancel/'));
  await cardSubmit(page).click();
  await expect(page.getByRole('heading', { name: /^التحقق من البطاقة/ })).toBeVisible();
  await page.goBack();
  await exitDialog(page).getByRole('button', { name: 'التخلي' }).click();
  const [order] = await ordersOf(request, device);
  expect((await cancel).postData()).toContain(`app_order=${order!.order_id}`);
  await expect.poll(async () => (await ordersOf(request, device))[0]?.status).toBe('cancelled');
  await expect(page.getByTestId('pay-button')).toBeVisible();

  // the next payment is a new order, not the cancelled one
  await payWithNewCard(page, '9.99$', CARDS.success, 'third');
  await expect(resultDialog(page, 'تم الدفع بنجاح')).toBeVisible();
  expect((await ordersOf(request, device)).map((o) => o.status)).toEqual(['paid', 'cancelled']);
});

/** Presses Tab until the locator has the focus (at most `max` times). */
async function tabTo(page: Page, target: ReturnType<Page['locator']>, max = 40) {
  for (let i = 0; i < max; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

/** What has the focus: 'body' for the page itself, else the element's tag and its name. */
const focusedControl = () => {
  const el = document.activeElement;
  if (!el || el === document.body) return 'body';
  return `${el.tagName.toLowerCase()} ${el.getAttribute('data-testid') ?? el.textContent?.trim() ?? ''}`;
};

test('the whole payment is done with the keyboard alone', async ({ page, request }) => {
  const device = await payingDevice(page, request);
  await page.goto('/pay');
  // the tiers are one radio group: Tab reaches the chosen one (4.99$), an arrow moves the choice
  await tabTo(page, tier(page, '4.99$').getByRole('radio'));
  await page.keyboard.press('ArrowDown');
  await expect(tier(page, '9.99$').getByRole('radio')).toBeChecked();
  await expect(page.getByTestId('pay-button')).toContainText('9.99$');
  await tabTo(page, page.getByTestId('pay-button'));
  await page.keyboard.press('Enter');

  // the step's title takes the focus; the four fields follow in order
  await expect(page.getByRole('heading', { name: 'البطاقة البنكية' })).toBeFocused();
  await tabTo(page, cardField.number(page));
  await page.keyboard.type(CARDS.success);
  await page.keyboard.press('Tab');
  await expect(cardField.expiry(page)).toBeFocused();
  await page.keyboard.type('1230');
  await page.keyboard.press('Tab');
  await expect(cardField.cvv(page)).toBeFocused();
  await page.keyboard.type('123');
  await page.keyboard.press('Tab');
  await expect(cardField.name(page)).toBeFocused();
  await page.keyboard.type('Test User');
  await tabTo(page, cardSubmit(page));
  await page.keyboard.press('Enter');

  const dialog = resultDialog(page, 'تم الدفع بنجاح');
  await expect(dialog).toBeVisible();
  // the focus is in the dialog and stays there
  await expect(dialog).toBeFocused();
  for (let i = 0; i < 8; i += 1) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  }
  await tabTo(page, dialog.locator('[data-action="close"]'));
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  // what opened the dialog is gone (the card step): the focus goes on to the pay button, not the top
  await expect(page.getByTestId('pay-button')).toBeFocused();
  // and the next Tab goes on from there, to the next control — not to the page itself (<body>)
  await page.keyboard.press('Tab');
  expect(await page.evaluate(focusedControl)).not.toBe('body');
  expect(await page.evaluate(focusedControl)).toMatch(/^(a|button|input|select|textarea)\b/);
  await page.keyboard.press('Shift+Tab');
  await expect(page.getByTestId('pay-button')).toBeFocused();
  expect((await ordersOf(request, device)).map((o) => [o.status, o.amount])).toEqual([['paid', 9.99]]);
});

// spec 01 §4: the second provider's card has no card step: «جارٍ الانتقال إلى صفحة الدفع…», the provider's
// own page (here the sandbox's, in Arabic), then back to this page with zp_show=1 and the callback's dialog.
const SECOND_OUTCOMES = [
  { card: CARDS.success, title: 'تم الدفع بنجاح', status: 'paid' },
  { card: CARDS.successMastercard, title: 'تم الدفع بنجاح', status: 'paid' },
  { card: CARDS.insufficient, title: 'الرصيد غير كافٍ', status: 'failed' },
  { card: CARDS.expired, title: 'انتهت صلاحية البطاقة', status: 'failed' },
  { card: CARDS.cvc, title: 'لم يتم الدفع', status: 'failed' },
  { card: CARDS.highRisk, title: 'لم يتم الدفع', status: 'failed' },
  { card: CARDS.generic, title: 'لم يتم الدفع', status: 'failed' },
] as const;

for (const outcome of SECOND_OUTCOMES) {
  test(`second-provider card ${outcome.card}: its own page, then the «${outcome.title}» dialog`, async ({
    page,
    request,
  }) => {
    const device = await payingDevice(page, request);
    await page.goto('/pay');
    await payFromHome(page, '9.99$', 'second');
    await expect(page).toHaveURL(/\/sandbox\/checkout\//);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await fillCard(page, outcome.card);
    await returnsToPay(page, () => page.getByRole('button', { name: /ادفع/ }).click());
    await expect(resultDialog(page, outcome.title)).toBeVisible();
    const orders = await ordersOf(request, device);
    expect(orders.map((o) => [o.status, o.pay_type, o.credited])).toEqual([
      [outcome.status, 24, outcome.status === 'paid' ? 1 : 0],
    ]);
    await expect(page.getByTestId('result-order-id')).toHaveText(orders[0]!.order_id);
  });
}

test("second-provider card with 3-D Secure: the provider's page, the bank's page, then the result", async ({
  page,
  request,
}) => {
  const device = await payingDevice(page, request);
  await page.goto('/pay');
  await payFromHome(page, '9.99$', 'second');
  await fillCard(page, CARDS.threeDs);
  await page.getByRole('button', { name: /ادفع/ }).click();
  await expect(page).toHaveURL(/\/sandbox\/3ds\//);
  await page.getByRole('button', { name: 'نجح التحقق' }).click();
  await expect(resultDialog(page, 'تم الدفع بنجاح')).toBeVisible();
  expect((await ordersOf(request, device))[0]).toMatchObject({ status: 'paid', credited: 1, pay_type: 24 });
});

test('repurchase, group A: "try 4.99$" after insufficient funds comes back home with that tier chosen', async ({
  page,
  request,
}) => {
  // 1000001 is in group A (seed)
  const device = await payingDevice(page, request);
  await page.goto('/pay');
  await payFromHome(page, '9.99$', 'second');
  await fillCard(page, CARDS.insufficient);
  await page.getByRole('button', { name: /ادفع/ }).click();
  const dialog = resultDialog(page, 'الرصيد غير كافٍ');
  await expect(dialog).toContainText('جرّب باقة أخرى أو بطاقة أخرى.');
  await dialog.getByRole('button', { name: 'جرّب 4.99$' }).click();

  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('pay-button')).toContainText('4.99$');
  await expect(tier(page, '4.99$').getByRole('radio')).toBeChecked();
  await expect(page).not.toHaveURL(/zp_show|PayChildPage/);
  expect(await ordersOf(request, device)).toHaveLength(1);
});

test('repurchase, group B: "try 4.99$" pays the lower tier at once with the remembered card', async ({
  page,
  request,
}) => {
  // the test user is in group B (seed). First a remembered third-provider card that is short of funds
  // above 5 $ (4000 0000 0000 9995 pays up to 5 $).
  const device = await payingDevice(page, request, { account: ACCOUNTS.testUser });
  await page.goto('/pay');
  await payWithNewCard(page, '4.99$', CARDS.insufficient, 'third');
  const first = resultDialog(page, 'تم الدفع بنجاح');
  await first.getByTestId('remember-card').check();
  await expect
    .poll(async () => {
      const res = await request.get(`/api/web/get_card_source/?h5_deviceid=${device}`);
      return ((await res.json()) as { data: { items: { is_remember: number }[] } }).data.items[0]
        ?.is_remember;
    })
    .toBe(1);
  await first.locator('[data-action="close"]').click();

  // the remembered card is the recent one: its CVV, 9.99 $, refused for funds
  await payFromHome(page, '9.99$', 'third');
  await page.getByTestId('cvv-input').fill('123');
  // the card of the refused order is fetched after it (spec 01 §4: B falls back to A while it is fetching)
  const fetched = page.waitForResponse(
    async (r) =>
      r.url().includes('/api/web/get_card_info_by_order/') &&
      ((await r.json()) as { result: number }).result === 0,
  );
  await page.getByTestId('cvv-submit').click();
  const balance = resultDialog(page, 'الرصيد غير كافٍ');
  await expect(balance).toBeVisible();
  await fetched;
  await balance.getByRole('button', { name: 'جرّب 4.99$' }).click();

  // no card step in between; 4.99 $ was paid for this account minutes ago, so the page asks first
  await expect(repeatDialog(page).getByTestId('repeat-order-id')).toHaveText(
    (await ordersOf(request, device))[1]!.order_id,
  );
  await repeatDialog(page).getByTestId('pay-again').click();
  // the order for 4.99 $ with the same card, and its result
  await expect(resultDialog(page, 'تم الدفع بنجاح')).toBeVisible();
  await expect(resultDialog(page, 'تم الدفع بنجاح')).toContainText('4.99$');
  const orders = await ordersOf(request, device);
  expect(orders.map((o) => [o.status, o.amount])).toEqual([
    ['paid', 4.99],
    ['failed', 9.99],
    ['paid', 4.99],
  ]);
  expect(orders[0]!.source_id).toBe(orders[1]!.source_id);
});

test('a saved third-provider card pays with its CVV', async ({ page, request }) => {
  const device = await payingDevice(page, request, { account: ACCOUNTS.testUser, cards: true });
  await page.goto('/pay');
  await page.getByRole('radio', { name: 'بطاقة Visa أو Mastercard', exact: true }).check();
  await expect(page.getByTestId('recent-card')).toContainText('411111******1111');
  await page.getByTestId('pay-button').click();
  await page.getByTestId('cvv-input').fill('737');
  await page.getByTestId('cvv-submit').click();
  await expect(resultDialog(page, 'تم الدفع بنجاح')).toBeVisible();
  expect((await ordersOf(request, device))[0]).toMatchObject({
    status: 'paid',
    pay_type: 27,
    source_id: `adyen_tok_seed_visa_1111_${device}`,
  });
});

test('a card provider that cannot be loaded says so in Arabic and offers the other channels', async ({
  page,
  request,
  guard,
}) => {
  guard.allowConsoleError(/Failed to load resource|ERR_FAILED/);
  const device = await payingDevice(page, request);
  await page.route(/pay-provider-sandbox/, (route) => route.abort());
  await page.goto('/pay');
  await payFromHome(page, '9.99$');
  const alert = page.getByRole('alert').filter({ hasText: 'تعذّر تحميل الدفع بهذه البطاقة الآن' });
  await expect(alert).toBeVisible();
  await guard.checkA11y('[data-testid="step-card-frame"]');
  await alert.getByRole('button', { name: 'اختيار طريقة دفع أخرى' }).click();
  await expect(page.getByTestId('pay-button')).toBeVisible();

  // once it can be loaded again, the same channel works
  await page.unroute(/pay-provider-sandbox/);
  await payWithNewCard(page, '9.99$', CARDS.success);
  await expect(resultDialog(page, 'تم الدفع بنجاح')).toBeVisible();
  expect(await ordersOf(request, device)).toHaveLength(1);
});

test('Apple Pay in a browser without it: Apple\'s SDK cannot load here, so the "not supported" dialog, and another channel from there', async ({
  page,
  request,
  guard,
}) => {
  const device = await payingDevice(page, request);
  // Apple's SDK is asked for only once Apple Pay is chosen; the sandbox's policy lets no Apple script in
  // (a production configuration's policy allows its applePay.sdkUrl), as an offline machine could not fetch it either
  guard.expectCspViolation(/^script-src-elem blocked https:\/\/applepay\.cdn-apple\.com/);
  await page.goto('/pay');
  await expect(page.getByTestId('pay-button')).toBeVisible();
  expect(await page.locator('script[src*="apple-pay-sdk"]').count()).toBe(0);
  await payFromHome(page, '9.99$', 'applePay');
  const dialog = resultDialog(page, 'Apple Pay غير مدعوم');
  await expect(dialog).toContainText('المتصفح لا يدعم Apple Pay، جرّب طرق دفع أخرى أو استخدم Safari.');
  // the load has failed by now (the dialog says so), and its tag was removed; checked right after the tap it
  // raced the script's load on a quick machine
  await expect(page.locator('script[src*="apple-pay-sdk"]')).toHaveCount(0);
  await guard.checkA11y('[role="dialog"]');
  await dialog.getByRole('button', { name: 'جرّب طريقة أخرى' }).click();
  await expect(dialog).toBeHidden();
  expect(await ordersOf(request, device)).toEqual([]);
});
