import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { inboxCode, payBar, searchAccount, testSession, tier, verifyDialog } from './payHelpers';

// Tiers and channels (spec 01 §2, §3; spec 02 §4), and the whole choice by keyboard.

const channelNames = (page: Page) => page.getByTestId('channels').locator('label');

test('a new user sees the recommended tiers, the first preselected, and the channels without the gray-released card', async ({
  page,
}) => {
  await page.goto('/pay');
  await expect(page.getByTestId('tier')).toHaveCount(7);
  // spec 01 §3: base diamonds and the bonus on each tier, so the bonus is seen before paying
  await expect(tier(page, '4.99$')).toContainText('499 الماس');
  await expect(tier(page, '4.99$')).toContainText('+ 25 هدية');
  for (const price of ['4.99$', '9.99$', '19.99$']) await expect(tier(page, price)).toContainText('مقترحة');
  for (const price of ['0.99$', '1.99$', '49.99$', '99.99$'])
    await expect(tier(page, price)).not.toContainText('مقترحة');
  await expect(tier(page, '4.99$').getByRole('radio')).toBeChecked();
  await expect(channelNames(page)).toHaveText([
    'Apple Pay',
    'البطاقة البنكية',
    'البطاقة البنكية عبر صفحة الدفع',
  ]);
  // spec 01 §3: the default pay type is the card-checkout card
  await expect(page.getByRole('radio', { name: 'البطاقة البنكية', exact: true })).toBeChecked();

  // the chosen tier is remembered: after a reload it is still the one selected
  await tier(page, '49.99$').click();
  await expect(page.getByTestId('pay-button')).toContainText('49.99$');
  await page.reload();
  await expect(tier(page, '49.99$').getByRole('radio')).toBeChecked();
});

test('a returning user sees the tier paid last time, and the third-provider card its gray release grants', async ({
  page,
  request,
}) => {
  const key = await testSession(request, '1000100');
  // a device that has topped up before (its recharge records are seeded), and its last amount
  await page.addInitScript(() => {
    localStorage.setItem('topup_ksa_x_cli_id', 'c0ffee00000000000000000000000001');
    localStorage.setItem('topup_ksa_last_amount', '19.99');
  });
  const init = page.waitForRequest((r) => r.url().endsWith('/api/sys/batch_request/'));
  await page.goto(`/pay?session_key=${key}`);
  // the init batch of spec 01 §7 with an account to ask about: all four calls in one request
  const body = (await init).postDataJSON() as {
    requests: { path: string; params: Record<string, unknown> }[];
  };
  expect(body.requests.map((r) => r.path).sort()).toEqual([
    '/api/third_party_pay/get_recharge_list_v3/',
    '/api/user/check_uid/',
    '/api/web/check_user_status/',
    '/api/web/get_card_source/',
  ]);
  expect(body.requests.find((r) => r.path.includes('recharge_list'))?.params).toMatchObject({ source: 1 });

  await expect(payBar(page)).toContainText('حساب التجربة');
  await expect(page.getByTestId('tier')).toHaveCount(7);
  await expect(tier(page, '19.99$')).toContainText('آخر شحن');
  await expect(tier(page, '19.99$').getByRole('radio')).toBeChecked();
  await expect(page.getByText('مقترحة')).toHaveCount(0);
  // adyen_card_whitelist holds the test user (seed): the third-provider card is offered to this recipient
  await expect(channelNames(page)).toHaveText([
    'Apple Pay',
    'البطاقة البنكية',
    'البطاقة البنكية عبر صفحة الدفع',
    'بطاقة Visa أو Mastercard',
  ]);
});

test('the whole choice of recipient, tier and channel is done with the keyboard alone', async ({
  page,
  request,
}) => {
  await page.goto('/pay');
  await expect(page.getByTestId('tier')).toHaveCount(7);
  // from the top of the page, Tab reaches the account field
  for (let i = 0; i < 12; i += 1) {
    await page.keyboard.press('Tab');
    if (await page.getByLabel('معرّف الحساب (ID)').evaluate((el) => el === document.activeElement)) break;
  }
  await expect(page.getByLabel('معرّف الحساب (ID)')).toBeFocused();
  await page.keyboard.type('1000013');
  await page.keyboard.press('Enter');
  // the account found takes the focus on its "top up this account" button
  await expect(page.getByRole('button', { name: 'شحن هذا الحساب' })).toBeFocused();
  await page.keyboard.press('Enter');
  const dialog = verifyDialog(page);
  await expect(dialog.getByLabel('الرقم 1 من 4')).toBeFocused();
  await page.keyboard.type(await inboxCode(request, '1000013'));
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(payBar(page)).toContainText('سارة');
  // the search it used is gone: the focus waits on "change account", the next Tab reaches the tiers
  await expect(page.getByRole('button', { name: 'تغيير الحساب' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(tier(page, '4.99$').getByRole('radio')).toBeFocused();

  // tiers: one radio group, arrows move the choice
  await page.keyboard.press('ArrowDown');
  await expect(tier(page, '9.99$').getByRole('radio')).toBeChecked();
  await expect(tier(page, '9.99$').getByRole('radio')).toBeFocused();
  // channels: Tab into the group, an arrow to the next channel
  await page.keyboard.press('Tab');
  await expect(page.getByRole('radio', { name: 'البطاقة البنكية', exact: true })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('radio', { name: 'البطاقة البنكية عبر صفحة الدفع' })).toBeChecked();
  // and on to the pay button, which names the recipient and the amount
  for (
    let i = 0;
    i < 6 && !(await page.getByTestId('pay-button').evaluate((el) => el === document.activeElement));
    i += 1
  )
    await page.keyboard.press('Tab');
  await expect(page.getByTestId('pay-button')).toBeFocused();
  await expect(page.getByTestId('pay-button')).toBeEnabled();
  await expect(page.getByTestId('pay-button')).toContainText('9.99$');
});

test('the recipient checked at start names its own refusal and offers the id field', async ({ page }) => {
  // the last recipient, kept from an earlier visit, has been banned since
  await page.addInitScript(() =>
    localStorage.setItem(
      'topup_ksa_recipient_history',
      JSON.stringify([
        { uid: 21000002, display_uid: 1000002, nickname: 'أبو فيصل', icon: '/avatars/1000002.svg' },
      ]),
    ),
  );
  await page.goto('/pay');
  await expect(page.getByTestId('recipient-section').getByRole('alert')).toHaveText(
    'هذا الحساب محظور، لا يمكن شحنه',
  );
  await expect(payBar(page)).toContainText('اختر الحساب أولًا');
  await expect(page.getByLabel('معرّف الحساب (ID)')).toBeVisible();
  await searchAccount(page, '1000007');
  await expect(page.getByTestId('lookup-result').getByRole('alert')).toHaveText(
    'شحن حسابات الزوار غير مدعوم',
  );
});
