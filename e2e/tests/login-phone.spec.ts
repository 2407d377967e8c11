import { expect, test } from './fixtures';

// README "Signing in": a phone account (registered in the app with a phone number) signs in
// with its phone login's password and the form's box (spec 02 §7 pass_phone_login); its wrong password
// has its own Arabic text (20125). The seeded phone account is 1000101 / phone1234 (README "Test accounts").

const ID = 'معرّف الحساب (ID)';
const PASSWORD = 'كلمة المرور';
const PHONE_BOX = 'سجّلت في التطبيق برقم هاتفي';
const SUBMIT = 'تسجيل الدخول';

test('a phone account signs in with its box ticked; a wrong phone password, or the box left out, says which', async ({
  page,
  guard,
}) => {
  const account = page.getByLabel(ID);
  const password = page.getByLabel(PASSWORD);
  const box = page.getByRole('checkbox', { name: PHONE_BOX });
  const failure = page.getByTestId('login-failure');
  const sent: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/user/account_login/'))
      sent.push(new URL(r.url()).searchParams.get('pass_phone_login') ?? '');
  });

  await page.goto('/login?x=1#tab=2');
  await expect(box).not.toBeChecked();

  // the phone password without the box: an account password, the account login's text
  await account.fill('1000101');
  await password.fill('phone1234');
  await page.getByRole('button', { name: SUBMIT }).click();
  await expect(failure).toHaveText('معرّف الحساب أو كلمة المرور غير صحيحة');

  // with the box, a wrong password has the phone account's own text
  await box.check();
  await password.fill('not-the-password');
  await page.getByRole('button', { name: SUBMIT }).click();
  await expect(failure).toHaveText(
    'كلمة مرور حساب الهاتف غير صحيحة، أدخل كلمة المرور التي تسجّل بها الدخول برقم هاتفك',
  );
  await guard.checkA11y(failure);
  expect(await page.evaluate(() => localStorage.getItem('topup_ksa_login_key'))).toBeNull();

  // with the box and its password: signed in, on the pay page with the query and hash
  await password.fill('phone1234');
  await page.getByRole('button', { name: SUBMIT }).click();
  await expect(page).toHaveURL((u) => u.pathname === '/pay' && u.search === '?x=1' && u.hash === '#tab=2');
  const badge = page.getByTestId('session-badge');
  await expect(badge).toContainText('حساب الهاتف');
  await expect(badge).toContainText('المعرّف: 1000101');
  expect(await page.evaluate(() => localStorage.getItem('topup_ksa_login_type'))).toContain('account');
  expect(sent).toEqual(['0', '1', '1']);
});

test('the box is a labelled checkbox reached by keyboard, between the password and the button', async ({
  page,
}) => {
  await page.goto('/login');
  await page.getByLabel(PASSWORD).focus();
  await page.keyboard.press('Tab');
  const box = page.getByRole('checkbox', { name: PHONE_BOX });
  await expect(box).toBeFocused();
  await page.keyboard.press('Space');
  await expect(box).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: SUBMIT })).toBeFocused();
});
