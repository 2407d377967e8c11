import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';

// Facebook and Google sign-in (spec 02 §4, §5, §8) against the contract server's sandbox
// identity provider: its SDK stand-ins load only when a button is pressed and hand out the README's test
// tokens. Unreachable SDKs are the offline machine's case: the button says so, the other methods go on.

const FACEBOOK = 'المتابعة عبر فيسبوك';
const GOOGLE = 'المتابعة عبر Google';
const TEST_ACCOUNT = 'حساب التجربة (1000100)';
const UNLINKED = 'حساب غير مرتبط بأي حساب في التطبيق';

const sdkRequests = (page: Page) => {
  const urls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/sandbox/social/')) urls.push(new URL(r.url()).pathname);
  });
  return urls;
};

for (const [provider, button, title] of [
  ['facebook', FACEBOOK, 'فيسبوك (تجريبي)'],
  ['google', GOOGLE, 'Google (تجريبي)'],
] as const) {
  test(`${provider}: the test token signs in and opens the pay page with the query and hash`, async ({
    page,
    guard,
  }) => {
    const sdk = sdkRequests(page);
    await page.goto('/login?x=1#tab=2');
    await expect(page.getByRole('button', { name: button })).toBeVisible();
    expect(sdk, 'no SDK before the button is pressed').toEqual([]);

    await page.getByRole('button', { name: button }).click();
    const chooser = page.getByRole('dialog', { name: title });
    await expect(chooser).toBeVisible();
    await guard.checkA11y(chooser);
    await chooser.getByRole('button', { name: TEST_ACCOUNT }).click();

    await expect(page).toHaveURL((u) => u.pathname === '/pay' && u.search === '?x=1' && u.hash === '#tab=2');
    await expect(page.getByTestId('session-badge')).toContainText('حساب التجربة');
    expect(await page.evaluate(() => localStorage.getItem('topup_ksa_login_type'))).toContain(provider);
    expect(sdk).toHaveLength(1);
  });

  test(`${provider}: an identity with no account says to download the app (21266), with the link`, async ({
    page,
    guard,
  }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: button }).click();
    await page.getByRole('dialog', { name: title }).getByRole('button', { name: UNLINKED }).click();
    const failure = page.getByTestId('login-failure');
    await expect(failure).toContainText('لم يُعثر على حساب مرتبط، حمّل التطبيق وسجّل فيه أولًا.');
    await guard.checkA11y(failure);
    await failure.getByRole('link', { name: 'تحميل التطبيق' }).click();
    await expect(page.getByTestId('page-home')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('topup_ksa_login_key'))).toBeNull();
  });

  test(`${provider}: closing the provider's window is "user canceled", focus back on the button`, async ({
    page,
  }) => {
    await page.goto('/login');
    const press = page.getByRole('button', { name: button });
    await press.click();
    await page.getByRole('dialog', { name: title }).getByRole('button', { name: 'إلغاء' }).click();
    await expect(page.getByTestId('login-failure')).toHaveText('ألغى المستخدم تسجيل الدخول');
    await expect(press).toBeFocused();
    await expect(page).toHaveURL(/\/login$/);
  });
}

test('SDKs that cannot load say so on their buttons; the account login still works', async ({
  page,
  guard,
}) => {
  guard.allowConsoleError(/Failed to load resource|ERR_INTERNET_DISCONNECTED/);
  await page.route('**/sandbox/social/**', (route) => route.abort('internetdisconnected'));
  await page.goto('/login');
  await page.getByRole('button', { name: FACEBOOK }).click();
  await expect(page.getByTestId('login-facebook')).toHaveText(
    'تعذّر تحميل فيسبوك، استخدم طريقة أخرى أو أعد المحاولة',
  );
  await page.getByRole('button', { name: GOOGLE }).click();
  await expect(page.getByTestId('login-google')).toHaveText(
    'تعذّر تحميل Google، استخدم طريقة أخرى أو أعد المحاولة',
  );
  await expect(page.getByTestId('login-failure')).toHaveCount(0);

  // the network is back: pressing again loads it
  await page.unroute('**/sandbox/social/**');
  await page.getByTestId('login-facebook').click();
  await expect(page.getByRole('dialog', { name: 'فيسبوك (تجريبي)' })).toBeVisible();
  await page.getByRole('button', { name: 'إلغاء' }).click();

  await page.getByLabel('معرّف الحساب (ID)').fill('1000100');
  await page.getByLabel('كلمة المرور').fill('test1234');
  await page.getByRole('button', { name: 'تسجيل الدخول', exact: true }).click();
  await expect(page.getByTestId('session-badge')).toContainText('حساب التجربة');
});
