import { expect, test } from './fixtures';
import { applePayLog, installApplePay } from './applePayStandIn';
import { APP_SHELL_QUERY, installAppBridge, routerCalls } from './appShell';
import {
  ACCOUNTS,
  inboxCode,
  ordersOf,
  payFromHome,
  payingDevice,
  resultDialog,
  tier,
  toast,
  verifyDialog,
} from './payHelpers';

// The app's webview on iOS has no Apple Pay, so pressing pay with it hands the page to
// Safari through the app's router (external), with the account, the tier and the type in the address and
// the app's own parameters left out; Safari lands on that same choice, and one tap opens the sheet.

interface RouterCall {
  url: string;
  external: number;
}

test('the iOS webview hands Apple Pay to Safari, which lands on the same choice and pays', async ({
  page,
  request,
  browser,
}, testInfo) => {
  await payingDevice(page, request, { account: ACCOUNTS.handoff });
  await installAppBridge(page);
  await page.goto(`/pay?${APP_SHELL_QUERY}`);
  await payFromHome(page, '19.99$', 'applePay');
  await expect(toast(page, 'فُتحت صفحة الدفع في Safari، أكمل الدفع بـ Apple Pay هناك')).toBeVisible();
  const [call] = (await routerCalls(page)) as RouterCall[];
  expect(call?.external).toBe(1);
  const handed = new URL(call!.url);
  expect(handed.pathname).toBe('/pay');
  expect(handed.searchParams.get('ap_uid')).toBe('1000017');
  expect(handed.searchParams.get('ap_pay_type')).toBe('26');
  expect(handed.searchParams.get('platform')).toBeNull();

  // Safari: another browser, with Apple Pay, whose own history knows only another account: the code first
  const safari = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  try {
    const landing = await safari.newPage();
    const device = await payingDevice(landing, request, { account: ACCOUNTS.testUser });
    await installApplePay(landing);
    await landing.goto(`${handed.pathname}${handed.search}`);
    const dialog = verifyDialog(landing);
    await expect(dialog).toContainText('ريان');
    await landing.keyboard.type(await inboxCode(request, '1000017'));
    await dialog.getByRole('button', { name: 'تأكيد' }).click();
    await expect(landing.getByTestId('recipient-section')).toContainText('1000017');
    await expect(tier(landing, '19.99$').getByRole('radio')).toBeChecked();
    await expect(landing.getByRole('radio', { name: 'Apple Pay', exact: true })).toBeChecked();
    await expect(landing.getByTestId('pay-button')).toContainText('19.99$');
    await landing.getByTestId('pay-button').click();
    await expect(resultDialog(landing, 'تم الدفع بنجاح')).toBeVisible();
    expect((await applePayLog(landing)).map((s) => s.status)).toEqual(['success']);
    expect((await ordersOf(request, device)).map((o) => [o.status, o.pay_type])).toEqual([['paid', 26]]);
  } finally {
    await safari.close();
  }
});
