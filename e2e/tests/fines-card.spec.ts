import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { fineDevice, fineOrdersOf } from './fineHelpers';
import { CARDS, fillCard, holdOrders, ordersHeld, releaseOrders } from './payHelpers';

// The fine paid by card through the payments package's
// providers, as coins are — declined with its reason, 3-D Secure failed and said so on return, then a
// double tap on pay while the order is held in creation: one order, paid once, pending, lifted.

const ACCOUNT = '1000022'; // banned until 2027-06-30, fine 20 USD
const CREATE = '/api/order/create_fine_pay/';

const result = (page: Page) => page.getByTestId('fine-result');
const cardForm = (page: Page) => page.getByTestId('fine-card-form');
const submit = (page: Page) => page.getByTestId('fine-card-submit');

test('a fine paid by card: declined, 3-D Secure failed, then a double tap pays it once', async ({
  page,
  request,
  guard,
}) => {
  const device = await fineDevice(page);
  await page.goto(`/fines?uid=${ACCOUNT}`);
  await expect(result(page)).toContainText('مبلغ الغرامة: 20$');

  // the card's fields open below, focus on their title; closing gives the focus back
  await page.getByTestId('fine-pay-card').click();
  await expect(cardForm(page).getByRole('heading', { name: 'البطاقة البنكية' })).toBeFocused();
  await expect(submit(page)).toHaveText('ادفع 20$');
  await page.getByRole('button', { name: 'إغلاق الدفع بالبطاقة' }).click();
  await expect(page.getByTestId('fine-pay-card')).toBeFocused();

  // pressed before the fields are filled: each says what is missing, no order
  await page.getByTestId('fine-pay-card').click();
  await expect(submit(page)).toHaveAttribute('aria-disabled', 'true');
  await submit(page).dispatchEvent('click');
  await expect(cardForm(page)).toContainText('يرجى إدخال رقم البطاقة');

  // declined by the bank: its reason, the fields still there
  await fillCard(page, CARDS.insufficient);
  await submit(page).click();
  await expect(result(page).getByRole('alert')).toHaveText(
    'الرصيد غير كافٍ، تحقق من رصيد البطاقة أو جرّب بطاقة أخرى',
  );
  await guard.checkA11y(result(page));

  // 3-D Secure on the bank's page, failed: back on /fines, which says so
  await fillCard(page, CARDS.threeDs);
  await submit(page).click();
  await expect(page.getByRole('heading', { name: 'تأكيد الدفع بالبطاقة' })).toBeVisible();
  guard.skipAxeOnLoad();
  await page.getByRole('button', { name: 'فشل التحقق' }).click();
  await expect(page).toHaveURL(new RegExp(`/fines\\?uid=${ACCOUNT}&fine_order=TP[0-9]+$`));
  await expect(result(page).getByRole('alert')).toHaveText(
    'فشل التحقق من البطاقة، حاول مرة أخرى أو جرّب بطاقة أخرى',
  );

  // a double tap while the order is held in creation: one order, paid once
  await holdOrders(request, device);
  const sent: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes(CREATE)) sent.push(r.headers()['x-cli-rid'] ?? '');
  });
  await page.getByTestId('fine-pay-card').click();
  await fillCard(page, CARDS.success);
  await submit(page).evaluate((b: HTMLElement) => {
    b.click();
    b.click();
  });
  await ordersHeld(request, device);
  await expect(submit(page)).toHaveText('جارٍ الدفع…');
  // a third press while it is busy does nothing either
  await submit(page).dispatchEvent('click');
  await releaseOrders(request, device);
  await expect(page.getByTestId('fine-pending')).toBeVisible();
  const orders = await fineOrdersOf(request, device);
  expect(orders.map((o) => [o.channel, o.status])).toEqual([
    ['card', 'failed'],
    ['card', 'failed'],
    ['card', 'paid'],
  ]);
  expect(new Set(sent)).toEqual(new Set([orders[2]!.client_rid]));

  expect((await request.post('/__test/fine-lift', { data: { display_uid: ACCOUNT } })).ok()).toBe(true);
  await expect(page.getByTestId('fine-lifted')).toBeVisible({ timeout: 15_000 });
});
