import { expect, test } from './fixtures';
import {
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
  toArabicIndic,
  toast,
  payWithNewCard,
} from './payHelpers';

// A new card in the card step (spec 01 §4, §5), paid through the sandbox gateway,
// and every outcome of the test-card table on both card channels.

test('a new card pays: the four fields, one order credited once, and the success dialog that names it', async ({
  page,
  request,
  guard,
}) => {
  const device = await payingDevice(page, request);
  await page.goto('/pay');
  await payFromHome(page, '9.99$');
  // the step is mirrored in the address (spec 01 §2 PayChildPage) and Back is the step's own
  await expect(page).toHaveURL(/PayChildPage=/);
  await expect(cardField.number(page)).toBeVisible();

  // spec 01 §5: the submit gate: pressed with nothing typed, every field says what it needs, tied to it
  await expect(cardSubmit(page)).toHaveAttribute('aria-disabled', 'true');
  // a user can still press it (aria-disabled, so it stays focusable and says why): force past the check
  await cardSubmit(page).click({ force: true });
  const empty = {
    number: 'يرجى إدخال رقم البطاقة',
    expiry: 'يرجى إدخال تاريخ الانتهاء',
    cvv: 'يرجى إدخال رمز CVV',
    name: 'يرجى إدخال اسم حامل البطاقة',
  } as const;
  for (const [field, message] of Object.entries(empty)) {
    await expect(cardField[field as keyof typeof cardField](page)).toHaveAccessibleDescription(message);
  }
  expect(await ordersOf(request, device)).toEqual([]);

  // a number that fails Luhn, a past month and a name of symbols only are each called incorrect
  await cardField.number(page).fill('4242424242424241');
  await cardField.expiry(page).fill('01/20');
  await cardField.name(page).fill('😀!!');
  await expect(cardField.number(page)).toHaveAccessibleDescription('رقم البطاقة غير صحيح');
  await expect(cardField.expiry(page)).toHaveAccessibleDescription('تاريخ الانتهاء غير صحيح');
  await expect(cardField.name(page)).toHaveValue('');
  await expect(cardField.name(page)).toHaveAccessibleDescription('يرجى إدخال اسم حامل البطاقة');

  // Arabic-Indic digits are typed as digits; the number is grouped and written left to right
  await cardField.number(page).fill(toArabicIndic(CARDS.success));
  await expect(cardField.number(page)).toHaveValue('4242 4242 4242 4242');
  await expect(cardField.number(page)).toHaveAttribute('dir', 'ltr');
  await expect(page.getByTestId('card-brand')).toHaveText('Visa');
  await cardField.expiry(page).fill(toArabicIndic('1230'));
  await expect(cardField.expiry(page)).toHaveValue('12/30');
  await cardField.cvv(page).fill('۱۲۳'); // Persian digits
  await expect(cardField.cvv(page)).toHaveValue('123');
  await cardField.name(page).fill('Test User 😀');
  await expect(cardField.name(page)).toHaveValue('Test User ');
  await expect(cardSubmit(page)).toHaveAttribute('aria-disabled', 'false');
  await expect(cardSubmit(page)).toContainText('9.99$');
  await guard.checkA11y('[data-testid="step-card-frame"]');

  await cardSubmit(page).click();
  const dialog = resultDialog(page, 'تم الدفع بنجاح');
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('يصل الماس إلى الحساب خلال دقائق.');
  await expect(dialog).toContainText('9.99$');
  await expect(dialog).toContainText('ليان');
  await expect(dialog.getByRole('button', { name: 'اشحن مرة أخرى 9.99$' })).toBeVisible();
  await expect(dialog.locator('[data-action="close"]')).toHaveText('إغلاق');
  // a new card that is not remembered yet: the dialog offers to remember it
  await expect(dialog.getByRole('checkbox', { name: 'تذكّر هذه البطاقة للمرة القادمة' })).toBeVisible();
  await guard.checkA11y('[role="dialog"]');

  const orders = await ordersOf(request, device);
  expect(orders).toHaveLength(1);
  expect(orders[0]).toMatchObject({ status: 'paid', credited: 1, amount: 9.99, pay_type: 23 });
  await expect(dialog.getByTestId('result-order-id')).toHaveText(orders[0]!.order_id);

  // the dialog's report link opens the feedback page about this order and this account
  await dialog.getByRole('link', { name: 'الإبلاغ عن مشكلة في هذا الطلب' }).click();
  await expect(page).toHaveURL(new RegExp(`/feedback\\?.*order_id=${orders[0]!.order_id}`));
  await expect(page.getByLabel('رقم الطلب')).toHaveValue(orders[0]!.order_id);
  await expect(page.getByLabel('الحساب')).toHaveValue(String(ACCOUNTS.normal.display_uid));

  // back on the page nothing is paid again, and no dialog comes back
  await page.goBack();
  await expect(page.getByTestId('pay-button')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(await ordersOf(request, device)).toHaveLength(1);
});

test('closing the success dialog starts over on the home step, and the next payment is a new order', async ({
  page,
  request,
}) => {
  const device = await payingDevice(page, request);
  await page.goto('/pay');
  await payWithNewCard(page, '0.99$', CARDS.successMastercard);
  const dialog = resultDialog(page, 'تم الدفع بنجاح');
  await dialog.locator('[data-action="close"]').click();
  await expect(dialog).toBeHidden();
  await expect(page).not.toHaveURL(/zp_show|PayChildPage/);
  await expect(page.getByTestId('pay-button')).toBeVisible();
  // the card the payment saved is read back (spec 01 §4, polled every 2 s): it is now the recent card, so
  // paying again goes through its CVV (waited for: paying before it is read would take a new card instead)
  await expect(page.getByTestId('recent-card')).toContainText('555555******4444');

  // the same amount for the same account minutes later: the page names the paid order and asks first
  const [first] = await ordersOf(request, device);
  await payFromHome(page, '0.99$');
  await expect(repeatDialog(page).getByTestId('repeat-order-id')).toHaveText(first!.order_id);
  await repeatDialog(page).getByTestId('pay-again').click();
  await page.getByTestId('cvv-input').fill('123');
  await page.getByTestId('cvv-submit').click();
  await resultDialog(page, 'تم الدفع بنجاح')
    .getByRole('button', { name: /اشحن مرة أخرى/ })
    .click();
  const orders = await ordersOf(request, device);
  expect(orders.map((o) => [o.status, o.credited])).toEqual([
    ['paid', 1],
    ['paid', 1],
  ]);
  expect(orders[0]!.client_rid).not.toBe(orders[1]!.client_rid);
});

// spec 01 §8: the card-checkout provider declines while the order is created: a toast says why, the
// card step stays, and paying again (another card) is a new order.
const CKO_DECLINES = [
  { card: CARDS.insufficient, code: '20051', text: 'الرصيد غير كافٍ، تحقق من رصيد البطاقة أو جرّب بطاقة أخرى' },
  {
    card: CARDS.expired,
    code: '20054',
    text: 'انتهت صلاحية البطاقة، تحقق من تاريخ الانتهاء أو جرّب بطاقة أخرى',
  },
  { card: CARDS.cvc, code: '20087', text: 'أعد المحاولة أو جرّب بطاقة أخرى' },
  { card: CARDS.highRisk, code: '200P1', text: 'جرّب بطاقة بنكية أخرى أو طريقة دفع أخرى' },
  { card: CARDS.generic, code: '20005', text: 'أعد المحاولة أو جرّب بطاقة أخرى' },
] as const;

for (const decline of CKO_DECLINES) {
  test(`card-checkout card ${decline.card}: declined ${decline.code}, its toast, and the next card is a new order`, async ({
    page,
    request,
  }) => {
    const device = await payingDevice(page, request);
    await page.goto('/pay');
    await payFromHome(page, '9.99$');
    await fillCard(page, decline.card);
    await cardSubmit(page).click();
    await expect(toast(page, decline.text)).toBeVisible();
    await expect(cardField.number(page)).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect((await ordersOf(request, device)).map((o) => [o.status, o.err_code, o.credited])).toEqual([
      ['failed', decline.code, 0],
    ]);

    await cardField.number(page).fill(CARDS.success);
    await cardSubmit(page).click();
    await expect(resultDialog(page, 'تم الدفع بنجاح')).toBeVisible();
    expect((await ordersOf(request, device)).map((o) => o.status)).toEqual(['paid', 'failed']);
  });
}

test('insufficient funds pays up to 5$: the same card pays the 4.99$ tier', async ({ page, request }) => {
  const device = await payingDevice(page, request);
  await page.goto('/pay');
  await payWithNewCard(page, '4.99$', CARDS.insufficient);
  await expect(resultDialog(page, 'تم الدفع بنجاح')).toBeVisible();
  expect((await ordersOf(request, device))[0]).toMatchObject({ status: 'paid', amount: 4.99 });
});

// spec 01 §4: the third provider answers with a result code and a refusal reason; each has its dialog,
// with its buttons and its tip.
const TIP = {
  success: 'يصل الماس إلى الحساب خلال دقائق.',
  balance: 'جرّب باقة أخرى أو بطاقة أخرى.',
  // spec 01 §4 expire: "update the expiry or use another card"
  expire: 'حدّث تاريخ الانتهاء أو استخدم بطاقة أخرى.',
  // spec 01 §4 verify: "verification failed, retry or try another card"
  verify: 'فشل التحقق، أعد المحاولة أو جرّب بطاقة أخرى.',
  other: 'جرّب بطاقة أخرى أو طريقة دفع أخرى.',
} as const;
const THIRD_OUTCOMES = [
  {
    card: CARDS.success,
    title: 'تم الدفع بنجاح',
    buttons: ['اشحن مرة أخرى 9.99$', 'إغلاق'],
    tip: TIP.success,
    status: 'paid',
  },
  {
    card: CARDS.insufficient,
    title: 'الرصيد غير كافٍ',
    buttons: ['جرّب 4.99$'],
    tip: TIP.balance,
    status: 'failed',
  },
  // the update-and-pay button is the card-checkout card's only
  {
    card: CARDS.expired,
    title: 'انتهت صلاحية البطاقة',
    buttons: ['استخدم بطاقة أخرى'],
    tip: TIP.expire,
    status: 'failed',
  },
  {
    card: CARDS.cvc,
    title: 'فشل التحقق',
    buttons: ['أعد المحاولة 9.99$'],
    tip: TIP.verify,
    status: 'failed',
  },
  {
    card: CARDS.highRisk,
    title: 'لم يتم الدفع',
    buttons: ['جرّب طريقة أخرى'],
    tip: TIP.other,
    status: 'failed',
  },
  {
    card: CARDS.generic,
    title: 'لم يتم الدفع',
    buttons: ['جرّب طريقة أخرى'],
    tip: TIP.other,
    status: 'failed',
  },
  {
    card: CARDS.successMastercard,
    title: 'تم الدفع بنجاح',
    buttons: ['اشحن مرة أخرى 9.99$', 'إغلاق'],
    tip: TIP.success,
    status: 'paid',
  },
] as const;

for (const outcome of THIRD_OUTCOMES) {
  test(`third-provider card ${outcome.card}: the «${outcome.title}» dialog with its buttons`, async ({
    page,
    request,
    guard,
  }) => {
    const device = await payingDevice(page, request, { account: ACCOUNTS.testUser });
    await page.goto('/pay');
    await payFromHome(page, '9.99$', 'third');
    await fillCard(page, outcome.card);
    await cardSubmit(page).click();
    const dialog = resultDialog(page, outcome.title);
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('[data-action]')).toHaveText([...outcome.buttons]);
    await expect(dialog.getByText(outcome.tip, { exact: true })).toBeVisible();
    await expect(dialog).toContainText('حساب التجربة');
    const orders = await ordersOf(request, device);
    expect(orders.map((o) => [o.status, o.pay_type, o.credited])).toEqual([
      [outcome.status, 27, outcome.status === 'paid' ? 1 : 0],
    ]);
    await expect(dialog.getByTestId('result-order-id')).toHaveText(orders[0]!.order_id);
    await guard.checkA11y('[role="dialog"]');
  });
}

test('the one real 5 s processor delay (4000 0000 0000 0077): the loading state stays until it answers', async ({
  page,
  request,
}) => {
  // the only test that waits on the sandbox's own delay; every other "in creation" is held by test mode
  test.slow();
  const device = await payingDevice(page, request, { account: ACCOUNTS.testUser });
  await page.goto('/pay');
  await payWithNewCard(page, '9.99$', CARDS.slow, 'third');
  await expect(page.getByRole('alert').filter({ hasText: 'جارٍ إنشاء الطلب…' })).toBeVisible();
  const dialog = resultDialog(page, 'تم الدفع بنجاح');
  await expect(dialog).toBeVisible({ timeout: 30_000 });
  await expect(dialog.locator('[data-action]')).toHaveText(['اشحن مرة أخرى 9.99$', 'إغلاق']);
  expect((await ordersOf(request, device)).map((o) => [o.status, o.pay_type, o.credited])).toEqual([
    ['paid', 27, 1],
  ]);
});

test('the Visa/Mastercard channel refuses American Express in the field, before any order (spec 01 §9)', async ({
  page,
  request,
}) => {
  const device = await payingDevice(page, request, { account: ACCOUNTS.testUser });
  await page.goto('/pay');
  await payFromHome(page, '9.99$', 'third');
  const refused = 'هذه الطريقة تقبل بطاقات Visa وMastercard فقط، استخدم بطاقة أخرى أو طريقة دفع أخرى';
  for (const amex of ['378282246310005', '370000000000002']) {
    await fillCard(page, amex);
    await expect(cardField.number(page)).toHaveAccessibleDescription(refused);
    await expect(cardSubmit(page)).toHaveAttribute('aria-disabled', 'true');
    await cardSubmit(page).click({ force: true });
  }
  expect(await ordersOf(request, device)).toEqual([]);
  // a Visa card on the same channel pays
  await cardField.number(page).fill(CARDS.success);
  await expect(cardField.number(page)).not.toHaveAccessibleDescription(refused);
  await cardSubmit(page).click();
  await expect(resultDialog(page, 'تم الدفع بنجاح')).toBeVisible();
});

test('the third-provider dialogs lead on: retry comes back to the card step, try-another to the home step', async ({
  page,
  request,
}) => {
  await payingDevice(page, request, { account: ACCOUNTS.testUser });
  await page.goto('/pay');
  await payWithNewCard(page, '9.99$', CARDS.cvc, 'third');
  await resultDialog(page, 'فشل التحقق').getByRole('button', { name: 'أعد المحاولة 9.99$' }).click();
  // back on the card step for the same amount, the card as typed, to correct or replace
  await expect(resultDialog(page, 'فشل التحقق')).toBeHidden();
  await expect(cardField.number(page)).toBeVisible();
  await expect(cardSubmit(page)).toContainText('9.99$');

  await fillCard(page, CARDS.generic);
  await cardSubmit(page).click();
  await resultDialog(page, 'لم يتم الدفع').getByRole('button', { name: 'جرّب طريقة أخرى' }).click();
  await expect(page.getByTestId('pay-button')).toBeVisible();
  await expect(page).not.toHaveURL(/PayChildPage/);
});
