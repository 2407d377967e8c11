import { expect, test } from './fixtures';
import {
  inboxCode,
  internalUid,
  newDevice,
  payBar,
  searchAccount,
  testSession,
  toArabicIndic,
  verifyDialog,
} from './payHelpers';

// Whom to pay. Each test uses its own seeded account, so tests running side by side
// never read each other's codes from one inbox.

test('an id typed in Arabic-Indic digits finds the account; a code typed in Arabic-Indic digits verifies it; its name stands beside the pay button', async ({
  page,
  request,
  guard,
}) => {
  await page.goto('/pay');
  const id = page.getByLabel('معرّف الحساب (ID)');
  await id.fill('١٠٠٠٠١١');
  await expect(id).toHaveValue('1000011');
  await page.getByRole('button', { name: 'بحث' }).click();
  const found = page.getByTestId('lookup-result');
  await expect(found).toContainText('هل هذا هو الحساب الذي تريد شحنه؟');
  await expect(found).toContainText('نورة');
  await expect(found).toContainText('1000011');
  // seen, not yet chosen: nothing can be paid
  await expect(payBar(page)).toContainText('اختر الحساب أولًا');
  await expect(page.getByTestId('pay-button')).toBeDisabled();

  await page.getByRole('button', { name: 'شحن هذا الحساب' }).click();
  const dialog = verifyDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('status')).toHaveText('أرسلنا رمز التحقق');
  await expect(dialog.getByLabel('الرقم 1 من 4')).toBeFocused(); // the focus moved into the dialog
  await guard.checkA11y('[role="dialog"]');

  const code = await inboxCode(request, '1000011');
  await page.keyboard.type(toArabicIndic(code));
  for (let i = 0; i < 4; i += 1) await expect(dialog.getByLabel(`الرقم ${i + 1} من 4`)).toHaveValue(code[i]!);
  await dialog.getByRole('button', { name: 'تأكيد' }).click();
  await expect(dialog).toBeHidden();
  await expect(payBar(page)).toContainText('نورة');
  await expect(payBar(page)).toContainText('1000011');
  await expect(page.getByTestId('pay-button')).toBeEnabled();
  expect(await page.evaluate(() => localStorage.getItem('topup_ksa_last_verified_uid'))).toBe(
    internalUid('1000011'),
  );

  // the recipient is kept (history, the last three persisted): a reload names it again with no code
  await page.reload();
  await expect(payBar(page)).toContainText('نورة');
  await expect(verifyDialog(page)).toHaveCount(0);
  const history = await page.evaluate(() =>
    JSON.parse(localStorage.getItem('topup_ksa_recipient_history') ?? '[]'),
  );
  expect(history[0]).toMatchObject({
    uid: Number(internalUid('1000011')),
    display_uid: 1000011,
    nickname: 'نورة',
  });
});

test('every refused account says why, and none can be chosen', async ({ page }) => {
  await page.goto('/pay');
  const id = page.getByLabel('معرّف الحساب (ID)');
  await id.fill('12a٣');
  await expect(id).toHaveValue('123');
  await expect(page.getByText('معرّف المستخدم أرقام فقط، تحقق من الإدخال')).toBeVisible();
  await id.fill('1234');
  await expect(page.getByRole('button', { name: 'بحث' })).toBeDisabled(); // 5 characters at least
  await id.fill('12345');
  await expect(page.getByRole('button', { name: 'بحث' })).toBeEnabled();

  const refusals: [string, string][] = [
    ['1000002', 'هذا الحساب محظور، لا يمكن شحنه'],
    ['1000003', 'هذا الحساب محذوف، لا يمكن شحنه'],
    ['1000004', 'هذا الحساب قيد الحذف، لا يمكن شحنه'],
    ['1000006', 'هذا الحساب تابع لتطبيق آخر، لا يمكن شحنه من هنا'],
    ['1000007', 'شحن حسابات الزوار غير مدعوم'],
    ['1000008', 'الشحن عبر الموقع غير متاح لهذا الحساب، استخدم التطبيق للشحن'],
    ['1000009', 'لا يوجد تطابق، تحقق من الإدخال'],
  ];
  for (const [account, message] of refusals) {
    await searchAccount(page, account);
    await expect(page.getByTestId('lookup-result').getByRole('alert')).toHaveText(message);
    await expect(page.getByRole('button', { name: 'شحن هذا الحساب' })).toHaveCount(0);
    await expect(payBar(page)).toContainText('اختر الحساب أولًا');
  }
});

test('a wrong code clears the boxes and marks them; a letter gets the 4-digit hint; too many tries is a toast', async ({
  page,
  request,
}) => {
  await page.goto('/pay');
  await searchAccount(page, '1000014');
  await page.getByRole('button', { name: 'شحن هذا الحساب' }).click();
  const dialog = verifyDialog(page);
  await expect(dialog.getByRole('status')).toHaveText('أرسلنا رمز التحقق');
  const code = await inboxCode(request, '1000014');
  const wrong = String((Number(code) + 1) % 10000).padStart(4, '0');

  const first = dialog.getByLabel('الرقم 1 من 4');
  await first.pressSequentially('x');
  await expect(dialog.getByText('رمز التحقق مكوّن من 4 أرقام')).toBeVisible();
  await expect(first).toHaveValue('');

  await page.keyboard.type(wrong);
  await dialog.getByRole('button', { name: 'تأكيد' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('رمز التحقق غير صحيح، أعد إدخاله');
  for (let i = 0; i < 4; i += 1) {
    const box = dialog.getByLabel(`الرقم ${i + 1} من 4`);
    await expect(box).toHaveValue('');
    await expect(box).toHaveAttribute('aria-invalid', 'true');
  }
  await expect(first).toBeFocused();
  await expect(payBar(page)).toContainText('اختر الحساب أولًا');

  // the server burns the code on the 5th wrong entry (32121): the toast of spec 01 §8
  for (let attempt = 2; attempt <= 5; attempt += 1) {
    await page.keyboard.type(wrong);
    await dialog.getByRole('button', { name: 'تأكيد' }).click();
    if (attempt < 5) await expect(dialog.getByRole('alert')).toHaveText('رمز التحقق غير صحيح، أعد إدخاله');
  }
  await expect(page.getByText('محاولات كثيرة، حاول لاحقًا')).toBeVisible();
});

test('resend waits for the 60 s countdown, which a reload does not restart', async ({ page, request }) => {
  // The page's Date.now() stays where the test puts it; its timers keep running. The page runs its time
  // rules on the server's clock, measured at each load against its own (host/platform/src/serverTime.ts):
  // this device's server clock is told the same fixed time, or the reload would correct the page's fixed
  // time back to the real one.
  const device = newDevice();
  await page.addInitScript((d) => {
    if (!localStorage.getItem('topup_ksa_x_cli_id')) localStorage.setItem('topup_ksa_x_cli_id', d);
  }, device);
  const setTime = async (at: number) => {
    await page.clock.setFixedTime(at);
    const res = await request.post('/__test/server-time', { data: { device, ts: Math.floor(at / 1000) } });
    expect(res.ok()).toBe(true);
  };
  const t0 = Date.now();
  await setTime(t0);
  await page.goto('/pay');
  await searchAccount(page, '1000012');
  await page.getByRole('button', { name: 'شحن هذا الحساب' }).click();
  const dialog = verifyDialog(page);
  await expect(dialog.getByRole('status')).toHaveText('أرسلنا رمز التحقق');
  const resend = dialog.getByTestId('resend');
  await expect(resend).toBeDisabled();
  await expect(resend).toHaveText('إعادة الإرسال بعد 60 ث');
  await setTime(t0 + 25_000);
  await expect(resend).toHaveText('إعادة الإرسال بعد 35 ث');

  await page.reload();
  await searchAccount(page, '1000012');
  const sends: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/send_verify_code/')) sends.push(r.url());
  });
  await page.getByRole('button', { name: 'شحن هذا الحساب' }).click();
  await expect(verifyDialog(page).getByTestId('resend')).toHaveText('إعادة الإرسال بعد 35 ث');
  await expect(verifyDialog(page).getByTestId('resend')).toBeDisabled();
  expect(sends).toEqual([]); // still counting down: opening it again sent nothing

  await setTime(t0 + 59_500);
  await expect(verifyDialog(page).getByTestId('resend')).toHaveText('إعادة الإرسال بعد 1 ث');
  await setTime(t0 + 60_000);
  const again = verifyDialog(page).getByTestId('resend');
  await expect(again).toBeEnabled();
  await expect(again).toHaveText('إعادة إرسال الرمز');
  const sent = page.waitForRequest(
    (r) => r.url().includes('/send_verify_code/') && r.url().includes('is_auto=0'),
  );
  await again.click();
  await sent;
  await request.post('/__test/server-time', { data: { device, ts: 0 } });
});

test('an account sent 5 codes within the hour gets no 6th, whatever the device: the popup says so', async ({
  page,
  request,
  guard,
}) => {
  // five other browsers (device ids are the client's choice) asked for codes for 1000030 this hour
  for (let i = 0; i < 5; i += 1) {
    const res = await request.get(
      `/api/third_party_pay/send_verify_code/?uid=${internalUid('1000030')}&is_auto=1`,
      {
        headers: { 'x-cli-id': newDevice() },
      },
    );
    expect(((await res.json()) as { result: number }).result).toBe(0);
  }
  await page.goto('/pay');
  await searchAccount(page, '1000030');
  await page.getByRole('button', { name: 'شحن هذا الحساب' }).click();
  const dialog = verifyDialog(page);
  // spec 01 §8: a verify error other than a wrong code or 32120 is "too many attempts, try later"
  await expect(dialog.getByRole('alert')).toHaveText('محاولات كثيرة، حاول لاحقًا');
  await expect(dialog.getByRole('status')).toHaveText('');
  await guard.checkA11y('[role="dialog"]');
});

test('the logged-in user pays for their own account with no code, and sees their recent targets first', async ({
  page,
  request,
  guard,
}) => {
  const key = await testSession(request, '1000100');
  await page.goto(`/pay?session_key=${key}`);
  await expect(payBar(page)).toContainText('حساب التجربة'); // own account, no verification
  await expect(verifyDialog(page)).toHaveCount(0);

  const change = page.getByRole('button', { name: 'تغيير الحساب' });
  await change.click();
  const dialog = page.getByRole('dialog', { name: 'اختر الحساب' });
  const items = dialog.getByTestId('recent-targets').getByRole('listitem');
  await expect(items).toHaveCount(3);
  await expect(items.nth(0)).toContainText('حسابي'); // the logged-in user's own record first
  await expect(items.nth(1)).toContainText('ليان');
  await expect(items.nth(2)).toContainText('أبو فيصل');
  await expect(items.nth(2)).toContainText('هذا الحساب محظور، لا يمكن شحنه');
  await expect(items.nth(2).getByRole('button')).toBeDisabled();

  await dialog.getByRole('button', { name: 'أين أجد معرّف الحساب؟' }).click();
  await expect(
    dialog.getByText('تجد معرّف الحساب (ID) في صفحتك الشخصية داخل التطبيق، تحت اسمك مباشرةً.'),
  ).toBeVisible();
  await guard.checkA11y('[role="dialog"]');

  // Escape closes it and gives the focus back to what opened it
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(change).toBeFocused();

  // a recent target needs no code: it is in the user's recharge records
  await change.click();
  await items.nth(1).getByRole('button').click();
  await expect(dialog).toBeHidden();
  await expect(payBar(page)).toContainText('ليان');
  await expect(verifyDialog(page)).toHaveCount(0);
});

test('/recharge-list lists the recent targets and opens the top-up page for the one picked', async ({
  page,
  request,
}) => {
  const key = await testSession(request, '1000100');
  await page.goto(`/recharge-list?session_key=${key}`);
  const items = page.getByTestId('recent-targets').getByRole('listitem');
  await expect(items).toHaveCount(3);
  await expect(items.nth(1)).toContainText('ليان');
  await expect(items.nth(1)).toContainText('آخر شحن: 2025-03-20');
  await items.nth(1).getByRole('button').click();
  await expect(page).toHaveURL(/\/pay$/);
  await expect(payBar(page)).toContainText('ليان');
});
