import { expect, test } from './fixtures';
import { applePayLog, installApplePay, nextSheet } from './applePayStandIn';
import { fineDevice, fineOrdersOf, fineResult } from './fineHelpers';

// spec 02 §4 and README "Paying": the fine paid with Apple Pay where the browser has it — the sheet
// begun in the tap, the order made at the merchant validation, the token verified (adyen_verify_pay),
// then back on /fines pending; a closed sheet says "payment cancelled" (its order waits for the next sheet),
// a refused card says why (that order is over: the next tap makes a new one).

const ACCOUNT = '1000023'; // banned permanently, fine 12 USD

test('no Apple Pay in the browser: the fine offers no Apple Pay button', async ({ page }) => {
  // an account no test pays (the one below is paid, after which it offers no channel at all)
  await page.goto('/fines?uid=1000010');
  await expect(page.getByTestId('fine-pay-card')).toBeVisible();
  await expect(page.getByTestId('fine-pay-applePay')).toHaveCount(0);
});

test('the fine paid with Apple Pay: a closed sheet is "payment cancelled", a failed validation and a refused card say why, the next tap pays', async ({
  page,
  request,
}) => {
  const device = await fineDevice(page);
  await installApplePay(page, { user: 'cancel' });
  await page.goto(`/fines?uid=${ACCOUNT}`);
  const applePay = page.getByTestId('fine-pay-applePay');
  await expect(applePay).toHaveText('ادفع 12$ عبر Apple Pay');
  await applePay.click();
  await expect(fineResult(page).getByRole('alert')).toHaveText('تم إلغاء الدفع');
  const [closed] = await applePayLog(page);
  expect(closed?.request.total).toMatchObject({ amount: '12.00', label: 'غرامة رفع الحظر' });

  // Adyen gives no merchant session (both tries): "validation failed", no sheet left open
  const session = '**/api/order/adyen_apple_pay_session_data/**';
  await page.route(session, (route) => route.fulfill({ json: { result: 1, message: 'refused' } }));
  await nextSheet(page, { user: 'pay' });
  await applePay.click();
  await expect(fineResult(page).getByRole('alert')).toHaveText(
    'تعذّر التحقق من Apple Pay، أعد المحاولة أو جرّب طريقة دفع أخرى',
  );
  expect((await applePayLog(page)).at(-1)?.status).toBe('aborted');
  await page.unroute(session);

  // a card the bank refuses: its reason; that order is over
  await nextSheet(page, { user: 'pay', card: 'Visa 9995' });
  await applePay.click();
  await expect(fineResult(page).getByRole('alert')).toHaveText(
    'الرصيد غير كافٍ، جرّب بطاقة أخرى أو طريقة دفع أخرى',
  );
  // the next sheet pays: back on /fines, pending
  await nextSheet(page, { card: 'Visa 4242' });
  await applePay.click();
  await expect(page).toHaveURL(new RegExp(`/fines\\?uid=${ACCOUNT}&fine_order=TP[0-9]+$`));
  await expect(page.getByTestId('fine-pending')).toBeVisible();
  const orders = await fineOrdersOf(request, device);
  // the closed sheet's order went on to the refused card; the tap after that made a new one
  expect(orders.map((o) => [o.channel, o.status])).toEqual([
    ['apple_pay', 'failed'],
    ['apple_pay', 'paid'],
  ]);
});
