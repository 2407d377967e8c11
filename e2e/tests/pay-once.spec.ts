import { expect, test } from './fixtures';
import {
  returnsToPay,
  CARDS,
  cardSubmit,
  fillCard,
  holdOrders,
  ordersHeld,
  ordersOf,
  payFromHome,
  payingDevice,
  releaseOrders,
  repeatDialog,
  resultDialog,
  payWithNewCard,
} from './payHelpers';

// Never charged twice, never a lost result. One X-CLI-RID
// per payment attempt, kept in storage until the attempt is decided; the server makes one order per
// (device, X-CLI-RID), in SQLite. Test mode holds an order in creation until the test releases it, so
// every "while the order is being created" below is a state the test waits for, not a race with a delay.

const CREATE = '/api/order/create_coin_pay/';

test('a double click on pay makes one order, credited once', async ({ page, request }) => {
  const device = await payingDevice(page, request);
  await holdOrders(request, device);
  await page.goto('/pay');
  await payFromHome(page, '9.99$');
  await fillCard(page, CARDS.success);
  const sent: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes(CREATE)) sent.push(r.headers()['x-cli-rid'] ?? '');
  });
  // two clicks in the same instant (before the page can re-render), then a third through the double click
  await cardSubmit(page).evaluate((b: HTMLElement) => {
    b.click();
    b.click();
  });
  await cardSubmit(page)
    .dblclick({ timeout: 1000 })
    .catch(() => undefined); // the loading overlay may already cover it: that is the point
  await ordersHeld(request, device);
  await expect(page.getByRole('alert').filter({ hasText: 'جارٍ إنشاء الطلب…' })).toBeVisible();
  await releaseOrders(request, device);
  await expect(resultDialog(page, 'تم الدفع بنجاح')).toBeVisible();
  const orders = await ordersOf(request, device);
  expect(orders.map((o) => [o.status, o.credited])).toEqual([['paid', 1]]);
  // whatever reached the server carried the attempt's one id
  expect(new Set(sent)).toEqual(new Set([orders[0]!.client_rid]));
});

test('a second tab opened while the first is creating the order waits for that order and shows its result', async ({
  page,
  context,
  request,
}) => {
  const device = await payingDevice(page, request);
  await holdOrders(request, device);
  await page.goto('/pay');
  await payWithNewCard(page, '19.99$', CARDS.success);
  await ordersHeld(request, device);

  // the attempt is this browser's: the second tab picks it up instead of offering to pay again
  const second = await context.newPage();
  await second.goto('/pay');
  await expect(second.getByTestId('resume-panel')).toContainText('ما زال الطلب قيد المعالجة');
  await expect(second.getByTestId('pay-button')).toHaveCount(0);

  await releaseOrders(request, device);
  await expect(resultDialog(page, 'تم الدفع بنجاح')).toBeVisible();
  await expect(resultDialog(second, 'تم الدفع بنجاح')).toBeVisible();
  const orders = await ordersOf(request, device);
  expect(orders.map((o) => [o.status, o.credited, o.amount])).toEqual([['paid', 1, 19.99]]);
  // both tabs name the same order
  await expect(page.getByTestId('result-order-id')).toHaveText(orders[0]!.order_id);
  await expect(second.getByTestId('result-order-id')).toHaveText(orders[0]!.order_id);
});

test('a tab on the card step learns at once that another tab paid the same, and paying again is a second tap', async ({
  page,
  context,
  request,
}) => {
  const device = await payingDevice(page, request);
  await page.goto('/pay');
  await payFromHome(page, '9.99$');
  await fillCard(page, CARDS.success);

  const first = await context.newPage();
  await first.goto('/pay');
  await payWithNewCard(first, '9.99$', CARDS.success);
  await expect(resultDialog(first, 'تم الدفع بنجاح')).toBeVisible();
  const [paid] = await ordersOf(request, device);

  // the waiting tab says so, naming the order, before anything is pressed
  await expect(page.getByTestId('other-tab')).toContainText('9.99$');
  await expect(page.getByTestId('other-tab-order')).toHaveText(paid!.order_id);
  // pressing pay asks first; keeping to the payment made charges nothing
  await cardSubmit(page).click();
  await expect(repeatDialog(page)).toBeVisible();
  await expect(repeatDialog(page).getByTestId('repeat-order-id')).toHaveText(paid!.order_id);
  await repeatDialog(page).getByRole('button', { name: 'لا، لا أريد الدفع مرة أخرى' }).click();
  await expect(repeatDialog(page)).toBeHidden();
  expect(await ordersOf(request, device)).toHaveLength(1);

  // paying again is the conscious second tap: a second order
  await cardSubmit(page).click();
  await repeatDialog(page).getByTestId('pay-again').click();
  await expect(resultDialog(page, 'تم الدفع بنجاح')).toBeVisible();
  expect((await ordersOf(request, device)).map((o) => [o.status, o.amount])).toEqual([
    ['paid', 9.99],
    ['paid', 9.99],
  ]);
});

test('a reload while the order is being created picks the attempt up: a waiting state, then its result', async ({
  page,
  request,
}) => {
  const device = await payingDevice(page, request);
  await holdOrders(request, device);
  await page.goto('/pay');
  await payWithNewCard(page, '9.99$', CARDS.success);
  await ordersHeld(request, device);
  await page.reload();

  // never the card again: the order being created, named, and a state that resolves on its own
  await expect(page.getByTestId('resume-panel')).toBeVisible();
  await expect(page.getByLabel('رقم البطاقة')).toHaveCount(0);
  const [order] = await ordersOf(request, device);
  await expect(page.getByTestId('resume-order-id')).toHaveText(order!.order_id);
  await releaseOrders(request, device);
  const success = resultDialog(page, 'تم الدفع بنجاح');
  await expect(success).toBeVisible();
  await expect(success.getByTestId('result-order-id')).toHaveText(order!.order_id);
  expect((await ordersOf(request, device)).map((o) => [o.status, o.credited])).toEqual([['paid', 1]]);

  // the money is taken: closing goes home, and nothing asks "only one step left"
  await success.locator('[data-action="close"]').click();
  await expect(page.getByTestId('pay-button')).toBeVisible();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
});

test('a reload while the order is being created, then refused: its dialog, and the card is not asked again', async ({
  page,
  request,
}) => {
  const device = await payingDevice(page, request);
  await holdOrders(request, device);
  await page.goto('/pay');
  await payWithNewCard(page, '9.99$', CARDS.generic);
  await ordersHeld(request, device);
  await page.reload();
  await expect(page.getByTestId('resume-panel')).toBeVisible();
  await releaseOrders(request, device);
  await expect(resultDialog(page, 'لم يتم الدفع')).toBeVisible();
  await expect(page.getByLabel('رقم البطاقة')).toHaveCount(0);
  expect((await ordersOf(request, device)).map((o) => o.status)).toEqual(['failed']);
});

test('reloading the payment-result page shows the same result and charges nothing again', async ({
  page,
  request,
}) => {
  const device = await payingDevice(page, request);
  await page.goto('/pay');
  await payWithNewCard(page, '9.99$', CARDS.threeDs);
  await returnsToPay(page, () => page.getByRole('button', { name: 'نجح التحقق' }).click());
  await expect(resultDialog(page, 'تم الدفع بنجاح')).toBeVisible();
  const [order] = await ordersOf(request, device);

  for (let i = 0; i < 2; i += 1) {
    await page.reload();
    await expect(resultDialog(page, 'تم الدفع بنجاح')).toBeVisible();
    await expect(page.getByTestId('result-order-id')).toHaveText(order!.order_id);
  }
  expect((await ordersOf(request, device)).map((o) => [o.order_id, o.credited])).toEqual([
    [order!.order_id, 1],
  ]);

  // once read, the result leaves the address: a reload then shows the page itself
  await resultDialog(page, 'تم الدفع بنجاح').locator('[data-action="close"]').click();
  await expect(page).not.toHaveURL(/zp_show/);
  await page.reload();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByTestId('pay-button')).toBeVisible();
});

test('the result is read from the hash when the provider puts it there, the hash beating the query', async ({
  page,
  request,
}) => {
  const device = await payingDevice(page, request);
  await page.goto('/pay');
  await payWithNewCard(page, '9.99$', CARDS.threeDs);
  await page.getByRole('button', { name: 'فشل التحقق' }).click();
  await expect(resultDialog(page, 'فشل التحقق')).toBeVisible();
  const [order] = await ordersOf(request, device);

  // a provider that returns with the result in the hash, and a stale order id in the query
  await page.goto(`/pay?zp_show=1&zp_orderid=TP0000000000#zp_show=1&zp_orderid=${order!.order_id}`);
  await expect(resultDialog(page, 'فشل التحقق')).toBeVisible();
  await expect(page.getByTestId('result-order-id')).toHaveText(order!.order_id);
});
