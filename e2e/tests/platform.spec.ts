import { expect, test } from './fixtures';
import { testSession } from './payHelpers';

// Each remote's first real call goes through the platform: the pay page's tiers through a real batch
// call, the fines page's lookup, the share page's last joined room.

test('the pay page starts with the init batch of spec 01 §7 and shows its tiers', async ({ page }) => {
  const batch = page.waitForRequest(
    (r) => r.url().endsWith('/api/sys/batch_request/') && r.method() === 'POST',
  );
  await page.goto('/pay');
  const body = (await batch).postDataJSON() as {
    async: boolean;
    timeout: number;
    requests: { path: string; request_id: string }[];
  };
  expect(body.async).toBe(false);
  expect(body.timeout).toBe(5000);
  // a first visit knows no account yet: check_uid and check_user_status join when there is one
  expect(body.requests.map((r) => r.path)).toEqual([
    '/api/third_party_pay/get_recharge_list_v3/',
    '/api/web/get_card_source/',
  ]);
  const tiers = page.getByTestId('tier');
  await expect(tiers).toHaveCount(7);
  await expect(tiers.first()).toContainText('0.99$');
  await expect(tiers.first()).toContainText('99 الماس');
  await expect(tiers.nth(2)).toContainText('25 هدية');
});

test('calls carry the platform headers', async ({ page }) => {
  const req = page.waitForRequest((r) => r.url().endsWith('/api/sys/batch_request/'));
  await page.goto('/pay');
  const headers = (await req).headers();
  expect(headers['x-cli-pn']).toBe('ksa');
  expect(headers['x-cli-id']).toMatch(/^[0-9a-f]{32}$/);
  expect(headers['x-cli-br']).toBeUndefined();
});

test('the fines page looks up a fine and explains a bad id in Arabic', async ({ page }) => {
  await page.goto('/fines');
  const id = page.getByLabel('معرّف الحساب (ID)');
  await id.fill('12a');
  await page.getByRole('button', { name: 'عرض الغرامة' }).click();
  await expect(page.getByText('معرّف الحساب أرقام فقط، تحقق من الإدخال')).toBeVisible();
  await id.fill('١٠٠٠٠٠٢'); // Arabic-Indic digits are accepted
  await page.getByRole('button', { name: 'عرض الغرامة' }).click();
  await expect(page.getByTestId('fine-result')).toContainText('20$');
  await expect(page.getByTestId('fine-result')).toContainText('الحساب محظور حتى 2027-06-30');
  await id.fill('1000010');
  await page.getByRole('button', { name: 'عرض الغرامة' }).click();
  await expect(page.getByTestId('fine-result')).toContainText('الحساب محظور نهائيًا');
  await id.fill('1000009');
  await page.getByRole('button', { name: 'عرض الغرامة' }).click();
  await expect(page.getByTestId('fine-result').getByRole('alert')).toHaveText(
    'لا يوجد تطابق، تحقق من الإدخال',
  );
});

test('the share page shows the last joined room', async ({ page }) => {
  await page.goto('/share.html');
  await expect(page.getByTestId('shared-room')).toContainText('52001');
});

test('a session key from the app is stored, names its user, and leaves the address bar', async ({
  page,
  request,
}) => {
  const key = await testSession(request, '1000100');
  await page.goto(`/pay?session_key=${key}&platform=ios&x=1#tab=2`);
  await expect(page.getByTestId('page-pay')).toBeVisible();
  await expect(page).toHaveURL(
    (u) => !u.search.includes('session_key') && u.search.includes('x=1') && u.hash === '#tab=2',
  );
  expect(await page.evaluate(() => localStorage.getItem('topup_ksa_login_key'))).toBe(key);
  // get_pay_user_info named the user (spec 02 §7)
  await expect
    .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('topup_ksa_login_user') ?? 'null')))
    .toEqual({ uid: 21000100, display_uid: 1000100, icon: '/avatars/1000100.svg', nickname: 'حساب التجربة' });
});

test('a session key the server does not know logs out (spec 02 §4: -10000)', async ({ page }) => {
  await page.goto('/pay?session_key=abc123');
  await expect(page.getByTestId('tier')).toHaveCount(7);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('topup_ksa_login_key'))).toBeNull();
});
