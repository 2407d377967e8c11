import { expect, test } from './fixtures';
import {
  CARDS,
  cardSubmit,
  fillCard,
  ordersOf,
  payFromHome,
  payingDevice,
  resultDialog,
  payWithNewCard,
} from './payHelpers';

// Issue "Top-up, part 2": never charged twice, never a lost result. One X-CLI-RID per payment attempt,
// kept in storage until the attempt is decided; the server makes one order per (device, X-CLI-RID), in
// SQLite. The slow test card (4000 0000 0000 0077) keeps the order in creation for 5 s.

const CREATE = '/api/order/create_coin_pay/';

test('a double click on pay makes one order, credited once', async ({ page, request }) => {
  const device = await payingDevice(page, request);
  await page.goto('/pay');
  await payFromHome(page, '9.99$');
  await fillCard(page, CARDS.slow);
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
  await expect(resultDialog(page, 'تم الدفع بنجاح')).toBeVisible({ timeout: 15_000 });
  const orders = await ordersOf(request, device);
  expect(orders.map((o) => [o.status, o.credited])).toEqual([['paid', 1]]);
  // whatever reached the server carried the attempt's one id
  expect(new Set(sent)).toEqual(new Set([orders[0]!.client_rid]));
});

test('a second tab paying the same thing while the first is creating the order gets the same order', async ({
  page,
  context,
  request,
}) => {
  const device = await payingDevice(page, request);
  await page.goto('/pay');
  await payFromHome(page, '19.99$');
  await fillCard(page, CARDS.slow);
  const first = page.waitForRequest((r) => r.url().includes(CREATE));
  await cardSubmit(page).click();
  await first;

  const second = await context.newPage();
  await second.goto('/pay');
  await payWithNewCard(second, '19.99$', CARDS.slow);

  await expect(resultDialog(page, 'تم الدفع بنجاح')).toBeVisible({ timeout: 15_000 });
  await expect(resultDialog(second, 'تم الدفع بنجاح')).toBeVisible({ timeout: 15_000 });
  const orders = await ordersOf(request, device);
  expect(orders.map((o) => [o.status, o.credited, o.amount])).toEqual([['paid', 1, 19.99]]);
  // both tabs name the same order
  await expect(page.getByTestId('result-order-id')).toHaveText(orders[0]!.order_id);
  await expect(second.getByTestId('result-order-id')).toHaveText(orders[0]!.order_id);
});

test('a reload while the order is being created, then paying again: still one order, and its result', async ({
  page,
  request,
}) => {
  const device = await payingDevice(page, request);
  await page.goto('/pay');
  await payFromHome(page, '9.99$');
  await fillCard(page, CARDS.slow);
  const first = page.waitForRequest((r) => r.url().includes(CREATE));
  await cardSubmit(page).click();
  await first;
  await page.reload();

  // the page comes back on the card step it was on; paying the same thing again is the same attempt
  await expect(page.getByLabel('رقم البطاقة')).toBeVisible();
  await fillCard(page, CARDS.slow);
  await cardSubmit(page).click();
  await expect(resultDialog(page, 'تم الدفع بنجاح')).toBeVisible({ timeout: 15_000 });
  const orders = await ordersOf(request, device);
  expect(orders.map((o) => [o.status, o.credited])).toEqual([['paid', 1]]);
  await expect(page.getByTestId('result-order-id')).toHaveText(orders[0]!.order_id);
});

test('reloading the payment-result page shows the same result and charges nothing again', async ({
  page,
  request,
}) => {
  const device = await payingDevice(page, request);
  await page.goto('/pay');
  await payWithNewCard(page, '9.99$', CARDS.threeDs);
  await page.getByRole('button', { name: 'نجح التحقق' }).click();
  await expect(page).toHaveURL(/zp_show=1/);
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
