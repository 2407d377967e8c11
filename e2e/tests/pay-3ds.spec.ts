import { expect, test } from './fixtures';
import {
  returnsToPay,
  ACCOUNTS,
  CARDS,
  cardSubmit,
  fillCard,
  ordersOf,
  payFromHome,
  payingDevice,
  resultDialog,
  payWithNewCard,
  toast,
} from './payHelpers';

// 3-D Secure (spec 01 §4). The card-checkout card goes to the bank's page and
// comes back to the callback (zp_show=1); the third-provider card shows the challenge where the card
// fields were (challenge window size 05) and submits the authentication result.

const PASS = 'نجح التحقق';
const FAIL = 'فشل التحقق';

for (const outcome of ['pass', 'fail'] as const) {
  test(`card-checkout 3-D Secure, ${outcome}: the bank's page, then the callback's dialog`, async ({
    page,
    request,
    guard,
  }) => {
    const device = await payingDevice(page, request);
    await page.goto('/pay');
    await payWithNewCard(page, '9.99$', CARDS.threeDs);

    // the sandbox's own Arabic challenge page, on this origin (a configured provider host when live)
    await expect(page).toHaveURL(/\/sandbox\/3ds\//);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByText('9.99$')).toBeVisible();
    await guard.checkA11y('body');
    expect((await ordersOf(request, device))[0]).toMatchObject({ status: 'challenge', credited: 0 });
    await returnsToPay(page, () =>
      page.getByRole('button', { name: outcome === 'pass' ? PASS : FAIL }).click(),
    );

    const [order] = await ordersOf(request, device);
    if (outcome === 'pass') {
      await expect(resultDialog(page, 'تم الدفع بنجاح')).toBeVisible();
      expect(order).toMatchObject({ status: 'paid', credited: 1 });
    } else {
      // spec 01 §4: a 3-D Secure failure is the verify dialog, retrying the same amount
      const dialog = resultDialog(page, 'فشل التحقق');
      await expect(dialog).toBeVisible();
      await expect(dialog.locator('[data-action]')).toHaveText(['أعد المحاولة 9.99$']);
      // spec 01 §4 verify's tip: "verification failed, retry or try another card"
      await expect(
        dialog.getByText('فشل التحقق، أعد المحاولة أو جرّب بطاقة أخرى.', { exact: true }),
      ).toBeVisible();
      expect(order).toMatchObject({ status: 'failed', credited: 0 });
    }
    await expect(page.getByTestId('result-order-id')).toHaveText(order!.order_id);
    await guard.checkA11y('[role="dialog"]');
    expect(await ordersOf(request, device)).toHaveLength(1);
  });
}

for (const outcome of ['pass', 'fail'] as const) {
  test(`third-provider 3-D Secure, ${outcome}: the challenge in the page, then its dialog`, async ({
    page,
    request,
  }) => {
    const device = await payingDevice(page, request, { account: ACCOUNTS.testUser });
    await page.goto('/pay');
    await payWithNewCard(page, '19.99$', CARDS.threeDs, 'third');

    // the page stays; the challenge takes the place of the card fields
    await expect(page.getByRole('heading', { name: /^التحقق من البطاقة/ })).toBeVisible();
    await expect(page).toHaveURL(/\/pay\?PayChildPage=3$/);
    const challenge = page.frameLocator('[data-testid="challenge-area"] iframe');
    await expect(challenge.getByText('19.99$')).toBeVisible();
    await challenge.getByRole('button', { name: outcome === 'pass' ? PASS : FAIL }).click();

    await expect(resultDialog(page, outcome === 'pass' ? 'تم الدفع بنجاح' : 'فشل التحقق')).toBeVisible();
    const orders = await ordersOf(request, device);
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject(
      outcome === 'pass'
        ? { status: 'paid', credited: 1, pay_type: 27 }
        : { status: 'failed', credited: 0, pay_type: 27 },
    );
    await expect(page.getByTestId('result-order-id')).toHaveText(orders[0]!.order_id);
  });
}

// The sandbox's hosted pages have a way back. Leaving by it cancels the order and
// the page says so; nothing is charged, and paying again is a new order.
const CANCEL = 'إلغاء الدفع والعودة';
const CANCELLED = 'تم إلغاء الدفع';

test('the bank’s page (card-checkout 3-D Secure) has a way back: cancelled, said, nothing charged', async ({
  page,
  request,
}) => {
  const device = await payingDevice(page, request);
  await page.goto('/pay');
  await payWithNewCard(page, '9.99$', CARDS.threeDs);
  await expect(page).toHaveURL(/\/sandbox\/3ds\//);
  // "3-D Secure" stays on one line, left to right, inside the Arabic page
  await expect(page.locator('bdi', { hasText: '3-D Secure' }).first()).toHaveCSS('white-space', 'nowrap');
  await returnsToPay(page, () => page.getByRole('link', { name: CANCEL }).click());
  await expect(toast(page, CANCELLED)).toBeVisible();
  await expect(page).not.toHaveURL(/zp_show/); // read, so dropped from the address
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect((await ordersOf(request, device)).map((o) => [o.status, o.credited])).toEqual([['cancelled', 0]]);
});

test('the second provider’s payment page has a way back, groups the number in fours and keeps Latin text left to right', async ({
  page,
  request,
}) => {
  const device = await payingDevice(page, request);
  await page.goto('/pay');
  await payFromHome(page, '9.99$', 'second');
  await expect(page).toHaveURL(/\/sandbox\/checkout\//);
  const number = page.getByLabel('رقم البطاقة');
  await number.pressSequentially(CARDS.success);
  await expect(number).toHaveValue('4242 4242 4242 4242');
  await expect(page.getByLabel('اسم حامل البطاقة')).toHaveAttribute('dir', 'ltr');
  await returnsToPay(page, () => page.getByRole('link', { name: CANCEL }).click());
  await expect(toast(page, CANCELLED)).toBeVisible();
  await expect(page).not.toHaveURL(/zp_show/); // read, so dropped from the address
  expect((await ordersOf(request, device)).map((o) => o.status)).toEqual(['cancelled']);
});

test('the challenge in the page (third provider) has a way back: cancelled, and the card step starts afresh', async ({
  page,
  request,
}) => {
  const device = await payingDevice(page, request, { account: ACCOUNTS.testUser });
  await page.goto('/pay');
  await payWithNewCard(page, '19.99$', CARDS.threeDs, 'third');
  const challenge = page.frameLocator('[data-testid="challenge-area"] iframe');
  await challenge.getByRole('link', { name: CANCEL }).click();
  await expect(toast(page, CANCELLED)).toBeVisible();
  await expect(page).not.toHaveURL(/zp_show/); // read, so dropped from the address
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // fresh card fields where the challenge was: the next card is a new order
  await expect(page.getByLabel('رقم البطاقة')).toHaveValue('');
  expect((await ordersOf(request, device)).map((o) => o.status)).toEqual(['cancelled']);
  await fillCard(page, CARDS.success);
  await cardSubmit(page).click();
  await expect(resultDialog(page, 'تم الدفع بنجاح')).toBeVisible();
  expect((await ordersOf(request, device)).map((o) => o.status)).toEqual(['paid', 'cancelled']);
});
