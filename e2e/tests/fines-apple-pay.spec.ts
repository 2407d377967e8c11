import { expect, test } from './fixtures';
import { applePayLog, installApplePay, nextSheetUser } from './applePayStandIn';
import { fineDevice, fineOrdersOf, fineResult } from './fineHelpers';

// spec 02 §4 and issue "Apple Pay": the fine paid with Apple Pay where the browser has it — the sheet
// begun in the tap, the order made at the merchant validation, the token verified (adyen_verify_pay),
// then back on /fines pending; a closed sheet says "payment cancelled" and the next tap pays.

const ACCOUNT = '1000023'; // banned permanently, fine 12 USD

test('no Apple Pay in the browser: the fine offers no Apple Pay button', async ({ page }) => {
  await page.goto(`/fines?uid=${ACCOUNT}`);
  await expect(page.getByTestId('fine-pay-card')).toBeVisible();
  await expect(page.getByTestId('fine-pay-applePay')).toHaveCount(0);
});

test('the fine paid with Apple Pay: a closed sheet is "payment cancelled", the next tap pays it once', async ({
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

  // the next sheet is paid: back on /fines, pending
  await nextSheetUser(page, 'pay');
  await applePay.click();
  await expect(page).toHaveURL(new RegExp(`/fines\\?uid=${ACCOUNT}&fine_order=TP[0-9]+$`));
  await expect(page.getByTestId('fine-pending')).toBeVisible();
  const orders = await fineOrdersOf(request, device);
  expect(orders.map((o) => [o.channel, o.status])).toEqual([['apple_pay', 'paid']]);
});
