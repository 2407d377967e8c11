import type { Page, Request } from '@playwright/test';
import { expect, test } from './fixtures';
import { fineDevice, fineResult } from './fineHelpers';
import { CARDS, payFromHome, payingDevice, payWithNewCard, resultDialog } from './payHelpers';

// spec 02 §4: the page view id is renewed when the server says the page's payment has finished
// (page_view_id_result), so two payments of one page within 20 minutes never carry the same id — after a
// top-up as after a fine.

const isCall = (path: string) => (r: Request) => new URL(r.url()).pathname === path;
const ASK = '/api/web/page_view_id_result/';

/** The page view id a create_coin_pay request carries in its ext. */
const orderPageView = (r: Request): string | undefined =>
  (JSON.parse(new URL(r.url()).searchParams.get('ext') ?? '{}') as { page_view_id?: string }).page_view_id;

/** What this browser keeps as its page view id (however the storage encodes it). */
const storedPageView = (page: Page) =>
  page.evaluate(() => localStorage.getItem('topup_ksa_page_view_id') ?? '');

test('after a paid top-up the page asks page_view_id_result, and the next order carries a new page view id', async ({
  page,
  request,
}) => {
  const device = await payingDevice(page, request);
  await page.goto('/pay');
  const firstOrder = page.waitForRequest(isCall('/api/order/create_coin_pay/'));
  const asked = page.waitForResponse((r) => isCall(ASK)(r.request()));
  await payWithNewCard(page, '4.99$', CARDS.success);
  const dialog = resultDialog(page, 'تم الدفع بنجاح');
  await expect(dialog).toBeVisible();

  const first = orderPageView(await firstOrder);
  expect(first).toContain(device);
  const answer = await asked;
  expect(new URL(answer.url()).searchParams.get('page_view_id')).toBe(first);
  expect(await answer.json()).toMatchObject({ result: 0, data: { result: true } });
  await expect.poll(() => storedPageView(page)).not.toContain(first!);

  await dialog.locator('[data-action="close"]').click();
  await expect(dialog).toBeHidden();
  // the next payment (the second provider's order is made as the button is pressed): another page view
  const nextOrder = page.waitForRequest(isCall('/api/order/create_coin_pay/'));
  await payFromHome(page, '9.99$', 'second');
  const next = orderPageView(await nextOrder);
  expect(next).toContain(device);
  expect(next).not.toBe(first);
  await expect(page).toHaveURL(/\/sandbox\/checkout\//);
});

// 1000026 (banned permanently, fine 5 USD): only this test pays its fine
test('back from a paid fine the page asks page_view_id_result and renews its page view id', async ({
  page,
  guard,
}) => {
  const device = await fineDevice(page);
  await page.goto('/fines?uid=1000026');
  await expect(fineResult(page)).toContainText('الحساب محظور نهائيًا.');
  const fineOrder = page.waitForRequest(isCall('/api/payer_max/create_fine_pay/'));
  await page.getByTestId('fine-pay-hosted').click();
  await expect(page.getByRole('heading', { name: 'دفع الغرامة' })).toBeVisible();
  const paidFrom = new URL((await fineOrder).url()).searchParams.get('page_view_id');
  expect(paidFrom).toContain(device);

  guard.skipAxeOnLoad();
  const asked = page.waitForResponse((r) => isCall(ASK)(r.request()));
  await page.getByRole('button', { name: 'ادفع الآن' }).click();
  await expect(page).toHaveURL(/\/fines\?uid=1000026&fine_order=TP[0-9]+$/);
  const answer = await asked;
  expect(new URL(answer.url()).searchParams.get('page_view_id')).toBe(paidFrom);
  expect(await answer.json()).toMatchObject({ result: 0, data: { result: true } });
  await expect.poll(() => storedPageView(page)).not.toContain(paidFrom!);
  expect(await storedPageView(page)).toContain(device);
});
