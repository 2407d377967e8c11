import { expect, test } from './fixtures';
import {
  ACCOUNTS,
  CARDS,
  inboxCode,
  ordersOf,
  payingDevice,
  payWithNewCard,
  resultDialog,
  verifyDialog,
} from './payHelpers';

// The device's recipient list names an account the server has not
// verified for this device (say, a list copied from before the code existed), so create_coin_pay answers
// 32125. Not a dead end: the code popup opens for that account, and the payment goes on once it is right.

test('32125 opens the code popup for the account, and the payment goes on after the code', async ({
  page,
  request,
  guard,
}) => {
  const device = await payingDevice(page, request, { account: ACCOUNTS.unverified, verified: false });
  await page.goto('/pay');
  await payWithNewCard(page, '9.99$', CARDS.success);

  const dialog = verifyDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('ليلى');
  await expect(dialog.getByLabel('الرقم 1 من 4')).toBeFocused();
  await guard.checkA11y('[role="dialog"]');
  expect(await ordersOf(request, device)).toEqual([]); // refused before any order

  await page.keyboard.type(await inboxCode(request, '1000016'));
  await dialog.getByRole('button', { name: 'تأكيد' }).click();
  await expect(resultDialog(page, 'تم الدفع بنجاح')).toBeVisible();
  expect((await ordersOf(request, device)).map((o) => [o.status, o.credited])).toEqual([['paid', 1]]);
});
