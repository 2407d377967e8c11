import type { APIRequestContext, Page } from '@playwright/test';
import { PORT } from '../playwright.config';
import { expect, test } from './fixtures';
import { applePayLog, installApplePay } from './applePayStandIn';
import { ACCOUNTS, ordersOf, payingDevice, resultDialog, tier } from './payHelpers';

// Spec 01 §4, §7: check_domain_payable sends Apple Pay to another configured domain —
// here the sandbox's other name, 127.0.0.1 (the sandbox configuration's applePay.domains names both) — with the
// recipient, tier and type in the address; the high-risk dialog's refresh asks again and goes there too.
// Only these tests change 1000025's list, one after the other.
test.describe.configure({ mode: 'serial' });

const OTHER_HOST = `127.0.0.1:${PORT}`;
const domainsOf1000025 = (request: APIRequestContext, domains: string[]) =>
  request.post('/__test/apple-pay-domains', { data: { display_uid: '1000025', domains } });

/** /pay on a device that has paid 1000025 before, with Apple Pay, 9.99$ and Apple Pay chosen. */
async function chooseApplePay(page: Page, request: APIRequestContext, card?: string) {
  const device = await payingDevice(page, request, { account: ACCOUNTS.domainMove });
  await installApplePay(page, card ? { card } : {});
  const checked = page.waitForResponse((r) => r.url().includes('/api/order/check_domain_payable/'));
  await page.goto('/pay');
  await tier(page, '9.99$').click();
  await page.getByRole('radio', { name: 'Apple Pay', exact: true }).check();
  await checked;
  return device;
}

/** The page moved to the other name with the same choice, and one tap there pays. */
async function paysOnTheOtherName(page: Page, request: APIRequestContext, device: string) {
  await page.waitForURL((url) => url.host === OTHER_HOST && url.searchParams.get('ap_uid') === '1000025');
  await expect(page.getByTestId('recipient-section')).toContainText('1000025');
  await expect(tier(page, '9.99$').getByRole('radio')).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Apple Pay', exact: true })).toBeChecked();
  await page.getByTestId('pay-button').click();
  await expect(resultDialog(page, 'تم الدفع بنجاح')).toBeVisible();
  const paid = (await ordersOf(request, device)).filter((o) => o.status === 'paid');
  expect(paid.map((o) => [o.pay_type, o.credited])).toEqual([[26, 1]]);
}

test.afterEach(async ({ request }) => {
  expect((await domainsOf1000025(request, [])).ok()).toBe(true);
});

test('a domain that may not take Apple Pay sends the tap to the configured one, which pays with the same choice', async ({
  page,
  request,
}) => {
  expect((await domainsOf1000025(request, [OTHER_HOST])).ok()).toBe(true);
  const device = await chooseApplePay(page, request);
  await page.getByTestId('pay-button').click();
  await paysOnTheOtherName(page, request, device);
  // no sheet opened before the move: one session, on the other name
  expect((await applePayLog(page)).map((s) => s.status)).toEqual(['success']);
});

test("high risk: the dialog's refresh asks again, and goes to the domain the server now names", async ({
  page,
  request,
}) => {
  const device = await chooseApplePay(page, request, 'Visa 0019');
  await page.getByTestId('pay-button').click();
  const dialog = resultDialog(page, 'تعذّر إتمام الدفع');
  await expect(dialog).toContainText('اتصال Apple Pay غير مستقر');
  expect((await ordersOf(request, device))[0]).toMatchObject({ status: 'failed', credited: 0 });
  // this domain's Apple Pay is now the unstable one
  expect((await domainsOf1000025(request, [OTHER_HOST])).ok()).toBe(true);
  await installApplePay(page);
  await dialog.getByRole('button', { name: 'تحديث الصفحة' }).click();
  await paysOnTheOtherName(page, request, device);
});
