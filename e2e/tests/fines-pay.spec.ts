import { expect, test } from './fixtures';

// The fine from a link, paid through the hosted page,
// pending, then lifted with the page updating by itself; and the page's messages (spec 02 §2, §4, §8).

const result = (page: import('@playwright/test').Page) => page.getByTestId('fine-result');

test('a fine from a link, paid on the hosted page: pending, then lifted by itself', async ({
  page,
  request,
  guard,
}) => {
  await page.goto('/fines?uid=1000020');
  await expect(result(page)).toContainText('مبلغ الغرامة: 15$');
  await expect(result(page)).toContainText('الحساب محظور حتى');
  const pay = page.getByTestId('fine-pay-hosted');
  await pay.click();
  await expect(page.getByRole('heading', { name: 'دفع الغرامة' })).toBeVisible();
  guard.skipAxeOnLoad();
  await page.getByRole('button', { name: 'ادفع الآن' }).click();

  await expect(page).toHaveURL(/\/fines\?uid=1000020&fine_order=TP[0-9]+$/);
  const pending = page.getByTestId('fine-pending');
  await expect(pending).toHaveText(
    'تم دفع الغرامة. سيُرفع الحظر تلقائيًا خلال دقائق، وتتحدّث هذه الصفحة وحدها.',
  );
  await expect(page.getByTestId('fine-pay-hosted')).toHaveCount(0);
  await guard.checkA11y(pending);

  // the server lifts the ban (test mode: now); the page asks again by itself and says so
  expect((await request.post('/__test/fine-lift', { data: { display_uid: '1000020' } })).ok()).toBe(true);
  await expect(page.getByTestId('fine-lifted')).toHaveText(
    'تم رفع الحظر عن الحساب. يمكنك استخدام التطبيق الآن.',
    {
      timeout: 15_000,
    },
  );
});

// 1000010 (banned permanently, fine 50 USD): nothing here changes its fine, but each of these opens a hosted
// order for it, and a new order replaces (cancels) the ban's open one: in order, in one worker, so neither
// test's hosted page is cancelled by the other's tap (they raced when the file's tests ran in parallel).
test.describe('1000010, whose open order each hosted-page tap replaces', () => {
  test.describe.configure({ mode: 'default' });

  test('cancelling on the hosted page comes back with the fine still to pay', async ({ page }) => {
    await page.goto('/fines?uid=1000010');
    await expect(result(page)).toContainText('الحساب محظور نهائيًا.');
    await page.getByTestId('fine-pay-hosted').click();
    await page.getByRole('link', { name: 'إلغاء الدفع والعودة' }).click();
    await expect(page).toHaveURL(/\/fines\?uid=1000010&fine_order=/);
    await expect(result(page).getByRole('alert')).toHaveText(
      'أُلغي الدفع ولم يُخصم أي مبلغ، يمكنك الدفع مرة أخرى',
    );
    // paying again is a new attempt: the hosted page opens again for it
    await page.getByTestId('fine-pay-hosted').click();
    await expect(page.getByRole('button', { name: 'ادفع الآن' })).toBeVisible();
    await page.getByRole('link', { name: 'إلغاء الدفع والعودة' }).click();
    await expect(page.getByTestId('fine-pay-hosted')).toBeVisible();
  });

  // The hosted page's order code loads at the tap, not with the page: a tap whose load fails (the connection
  // dropped) says the payment could not be sent, and the next tap pays.
  test('a tap whose payment code cannot load says so, and the next tap opens the hosted page', async ({
    page,
    guard,
  }) => {
    guard.allowConsoleError(/ERR_INTERNET_DISCONNECTED/);
    await page.goto('/fines?uid=1000010');
    await expect(result(page)).toContainText('الحساب محظور نهائيًا.');
    let refused = 0;
    await page.route(/\/fine-order\.[0-9a-f]+\.js$/, (route) => {
      // the page's script tag; the fetch that follows it asks whether its bytes were refused for their hash
      // (host/src/integrity/reportRefused.ts), and finds none, so nothing is reported
      if (route.request().resourceType() === 'script') refused += 1;
      return route.abort('internetdisconnected');
    });
    await page.getByTestId('fine-pay-hosted').click();
    await expect(result(page).getByRole('alert')).toHaveText('تعذّر إرسال الدفع، تواصل مع خدمة العملاء');
    expect(refused).toBe(1);
    await page.unroute(/\/fine-order\.[0-9a-f]+\.js$/);
    await page.getByTestId('fine-pay-hosted').click();
    await expect(page.getByRole('button', { name: 'ادفع الآن' })).toBeVisible();
  });
});

// These two change 1000021's fine on the server (maintenance, a new amount): in order, in one worker, so
// neither sees the other's change (they raced when the file's tests ran in parallel).
test.describe('1000021, whose fine the tests change', () => {
  test.describe.configure({ mode: 'default' });

  test('the service under maintenance, a link that is not valid, an account not banned: each says so', async ({
    page,
    request,
  }) => {
    await request.post('/__test/fine-maintenance', { data: { display_uid: '1000021', on: true } });
    try {
      await page.goto('/fines?uid=1000021');
      await page.getByTestId('fine-pay-hosted').click();
      // the page's own words (the server's text under 20113 is not what the page says)
      await expect(result(page).getByRole('alert')).toHaveText(
        'خدمة دفع الغرامة قيد الصيانة الآن، استخدم الشحن داخل التطبيق',
      );
    } finally {
      await request.post('/__test/fine-maintenance', { data: { display_uid: '1000021', on: false } });
    }
    await page.goto('/fines?uid=12ab');
    await expect(page.getByRole('alert').first()).toHaveText('الرابط غير صالح أو انتهت صلاحيته');
    await page.goto('/fines?uid=1000001');
    await expect(result(page)).toContainText('هذا الحساب غير محظور');
  });

  test('a fine that changed since the page showed it says to refresh', async ({ page, request }) => {
    const setFine = (usd: number) =>
      request.post('/__test/fine-set', { data: { display_uid: '1000021', fine_usd: usd } });
    await page.goto('/fines?uid=1000021');
    await expect(result(page)).toContainText('مبلغ الغرامة: 10$');
    expect((await setFine(12)).ok()).toBe(true);
    try {
      await page.getByTestId('fine-pay-hosted').click();
      // the page's own words (the server's text under 20111 is not what the page says)
      await expect(result(page).getByRole('alert')).toHaveText(
        'تغيّر مبلغ الغرامة منذ عرضها، حدّث الصفحة لترى المبلغ الجديد',
      );
    } finally {
      await setFine(10);
    }
  });
});
