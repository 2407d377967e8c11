import { expect, test } from './fixtures';
import type { APIRequestContext } from '@playwright/test';
import { payBar, testSession } from './payHelpers';

// Signing in with the account id and password (spec 02 §4, §5), who is signed in in the
// header of every page, and signing out.

const ID = 'معرّف الحساب (ID)';
const PASSWORD = 'كلمة المرور';

test('both fields are required, each with its own message; a wrong password says so', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
  await expect(page.getByText('أدخل معرّف الحساب', { exact: true })).toBeVisible();
  await expect(page.getByText('أدخل كلمة المرور', { exact: true })).toBeVisible();

  await page.getByLabel(ID).fill('1000100');
  await page.getByLabel(PASSWORD).fill('not-the-password');
  await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
  await expect(page.getByTestId('login-failure')).toHaveText('معرّف الحساب أو كلمة المرور غير صحيحة');
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('topup_ksa_login_key'))).toBeNull();
});

test('signing in goes to the pay page with the query and hash, names the user in the header; signing out ends it', async ({
  page,
}) => {
  await page.goto('/login?darkmode=1&x=1#tab=2');
  await page.getByLabel(ID).fill('١٠٠٠١٠٠'); // Arabic-Indic digits, as typed on an Arabic keyboard
  await page.getByLabel(PASSWORD).fill('test1234');
  await page.getByRole('button', { name: 'تسجيل الدخول' }).click();

  await expect(page).toHaveURL(
    (u) => u.pathname === '/pay' && u.search === '?darkmode=1&x=1' && u.hash === '#tab=2',
  );
  const badge = page.getByTestId('session-badge');
  await expect(badge).toContainText('حساب التجربة');
  await expect(badge).toContainText('المعرّف: 1000100');
  // the signed-in user pays for their own account, with no code
  await expect(payBar(page)).toContainText('حساب التجربة');
  expect(await page.evaluate(() => localStorage.getItem('topup_ksa_login_type'))).toContain('account');

  // on every page
  await page.getByRole('navigation').getByRole('link', { name: 'الغرامة', exact: true }).click();
  await expect(badge).toContainText('حساب التجربة');
  await expect(page.getByRole('navigation').getByRole('link', { name: 'تسجيل الدخول' })).toHaveCount(0);

  await badge.getByRole('button', { name: 'تسجيل الخروج' }).click();
  await expect(page.getByTestId('session-badge')).toHaveCount(0);
  await expect(page.getByRole('navigation').getByRole('link', { name: 'تسجيل الدخول' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('topup_ksa_login_key'))).toBeNull();
});

async function ticketFor(request: APIRequestContext, displayUid: string): Promise<string> {
  const res = await request.post('/__test/ticket', { data: { display_uid: displayUid } });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { data: { ticket: string } }).data.ticket;
}

test('the app’s ticket in the URL signs in, and leaves the address', async ({ page, request }) => {
  const ticket = await ticketFor(request, '1000100');
  await page.goto(`/pay?ticket=${ticket}&x=1`);
  await expect(page.getByTestId('session-badge')).toContainText('حساب التجربة');
  await expect(page).toHaveURL((u) => u.pathname === '/pay' && u.search === '?x=1');
  expect(await page.evaluate(() => localStorage.getItem('topup_ksa_login_type'))).toContain('ticket');
  // a reload of the same address (the ticket already used) changes nothing
  await page.goto(`/pay?ticket=${ticket}&x=1`);
  await expect(page.getByTestId('session-badge')).toContainText('حساب التجربة');
});

test('a ticket sign-in on the index opens the pay route, with the query and hash carried along', async ({
  page,
  request,
}) => {
  // spec 02 §2: after a successful login the user is sent to the pay route
  const ticket = await ticketFor(request, '1000100');
  await page.goto(`/?ticket=${ticket}&x=1#darkmode=1`);
  await expect(page.getByTestId('session-badge')).toContainText('حساب التجربة');
  await expect(page).toHaveURL(
    (u) => u.pathname === '/pay' && u.search === '?x=1' && u.hash === '#darkmode=1',
  );
  await expect(page.getByTestId('page-pay')).toBeVisible();
});

test('a ticket on a page the app opened for its own purpose signs in and stays: a ban, a complaint', async ({
  page,
  request,
}) => {
  // the app opens /fines for a ban and /feedback for a complaint about an order: what they are for stays
  await page.goto(`/fines?uid=1000002&ticket=${await ticketFor(request, '1000100')}#darkmode=1`);
  await expect(page.getByTestId('session-badge')).toContainText('حساب التجربة');
  await expect(page).toHaveURL(
    (u) => u.pathname === '/fines' && u.search === '?uid=1000002' && u.hash === '#darkmode=1',
  );
  await expect(page.getByTestId('page-fines')).toBeVisible();

  await page.goto(`/feedback?order_id=TP1234567890&ticket=${await ticketFor(request, '1000100')}`);
  await expect(page).toHaveURL((u) => u.pathname === '/feedback' && u.search === '?order_id=TP1234567890');
  await expect(page.getByTestId('page-feedback')).toBeVisible();
  await expect(page.getByTestId('session-badge')).toContainText('حساب التجربة');
});

test('a ticket for another account than the one signed in asks first: no keeps the user, yes switches', async ({
  page,
  request,
  guard,
}) => {
  const key = await testSession(request, '1000001');
  await page.goto(`/pay?session_key=${key}`);
  const badge = page.getByTestId('session-badge');
  await expect(badge).toContainText('ليان');

  await page.goto(`/pay?ticket=${await ticketFor(request, '1000100')}`);
  const ask = page.getByRole('dialog', { name: 'تبديل الحساب' });
  await expect(ask).toContainText('هل تريد تسجيل الدخول إلى الحساب المسجّل حاليًا في التطبيق (ID: 1000100)؟');
  await guard.checkA11y('[role="dialog"]');
  await ask.getByRole('button', { name: 'البقاء في الحساب الحالي' }).click();
  await expect(ask).toHaveCount(0);
  await expect(badge).toContainText('ليان');

  // on a page the app opened for its own purpose: the switch opens that page afresh as the app's account
  await page.goto(`/feedback?ticket=${await ticketFor(request, '1000100')}&x=1`);
  await page
    .getByRole('dialog', { name: 'تبديل الحساب' })
    .getByRole('button', { name: 'تسجيل الدخول إليه' })
    .click();
  await expect(page).toHaveURL((u) => u.pathname === '/feedback' && u.search === '?x=1');
  await expect(badge).toContainText('حساب التجربة');
  expect(await page.evaluate(() => localStorage.getItem('topup_ksa_login_type'))).toContain('ticket');
});
