import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { BASE_URL, PORT } from '../playwright.config';
import {
  CARDS,
  cardField,
  cardSubmit,
  fillCard,
  ordersOf,
  payBar,
  payFromHome,
  payingDevice,
  payWithNewCard,
  resultDialog,
  searchAccount,
  serverCards,
  toast,
} from './payHelpers';

// Failure classes through the test-mode fault switch of the contract server: each gives an Arabic
// message and a retry, never a blank page. Runs in its own project, one test at a time.
const BATCH = '/api/sys/batch_request/';
const BACKUP_URL = `http://127.0.0.1:${PORT + 1}`;

test.describe.configure({ mode: 'serial' });

async function fault(request: APIRequestContext, base: string, rule: Record<string, unknown>) {
  const res = await request.post(`${base}/__test/faults`, { data: rule });
  expect(res.ok()).toBe(true);
}

async function clearFaults(request: APIRequestContext) {
  await request.delete(`${BASE_URL}/__test/faults`);
  await request.delete(`${BACKUP_URL}/__test/faults`);
}

/** The tier section's own error: its message, and a retry that brings the tiers once the fault is gone. */
async function expectRetryWorks(page: Page, request: APIRequestContext, message: string) {
  const tiers = page.getByRole('heading', { name: 'اختر الباقة' }).locator('..');
  const error = tiers.getByTestId('error-state');
  await expect(error).toBeVisible();
  await expect(error).toContainText(message);
  await expect(page.getByTestId('page-pay')).toBeVisible(); // the page is there, only its calls failed
  await clearFaults(request);
  await error.getByRole('button', { name: 'إعادة المحاولة' }).click();
  await expect(page.getByTestId('tier')).toHaveCount(7);
}

test.afterEach(async ({ request }) => clearFaults(request));

// the failures these tests switch on reach the console as failed loads; nothing else may. The answers they
// break are not the contract's (the requests the pages send still are checked against it)
test.beforeEach(({ guard }) => {
  guard.allowBrokenAnswers();
  guard.allowConsoleError(/^Failed to load resource: (the server responded with a status of 503|net::ERR_)/);
});

test('an HTTP 503 shows the generic Arabic message and a retry', async ({ page, request }) => {
  await fault(request, BASE_URL, { path: BATCH, status: 503 });
  await page.goto('/pay');
  await expectRetryWorks(page, request, 'حدث خطأ، أعد المحاولة');
});

test('a malformed body shows the network message and a retry', async ({ page, request }) => {
  await fault(request, BASE_URL, { path: BATCH, malformed: true });
  await page.goto('/pay');
  await expectRetryWorks(page, request, 'تعذّر الاتصال بالخادم، تحقق من الإنترنت وأعد المحاولة');
});

test('a slow answer shows the loading state, then the tiers', async ({ page }) => {
  // the answer is held until the test has seen the loading state: no race with a delay on a slow machine
  let release: () => void = () => undefined;
  const held = new Promise<void>((r) => {
    release = r;
  });
  await page.route(`**${BATCH}`, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/pay');
  await expect(page.getByTestId('tiers-skeleton')).toBeVisible();
  await expect(page.getByTestId('tier')).toHaveCount(0);
  release();
  await expect(page.getByTestId('tier')).toHaveCount(7);
  await expect(page.getByTestId('tiers-skeleton')).toHaveCount(0);
});

test('an answer slower than 60 s times out with the Arabic timeout message and a retry', async ({
  page,
  request,
}) => {
  await page.clock.install();
  await fault(request, BASE_URL, { path: BATCH, delayMs: 65_000, times: 1 });
  await page.goto('/pay');
  await expect(page.getByTestId('tiers-skeleton')).toBeVisible();
  await page.clock.fastForward(61_000);
  await expectRetryWorks(page, request, 'انتهت مهلة الطلب، أعد المحاولة');
});

test('a dropped connection everywhere shows the network message and a retry', async ({ page, request }) => {
  await fault(request, BASE_URL, { path: BATCH, drop: true });
  await fault(request, BACKUP_URL, { path: '/api/*', drop: true });
  await page.goto('/pay');
  await expectRetryWorks(page, request, 'تعذّر الاتصال بالخادم، تحقق من الإنترنت وأعد المحاولة');
});

test('with the primary API unreachable the backup domain serves the page', async ({ page, request }) => {
  // a first visit learns the backup domains while the primary works
  await page.goto('/pay');
  await expect(page.getByTestId('tier')).toHaveCount(7);
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('topup_ksa_backup_api_list')))
    .toContain(BACKUP_URL);

  await fault(request, BASE_URL, { path: '/api/*', drop: true });
  const served: string[] = [];
  page.on('response', (r) => {
    if (r.url().includes('/api/')) served.push(new URL(r.url()).origin);
  });
  await page.reload();
  await expect(page.getByTestId('tier')).toHaveCount(7);
  expect(served).toContain(BACKUP_URL);
  expect(await page.evaluate(() => localStorage.getItem('topup_ksa_last_api_base'))).toBe(BACKUP_URL);
});

// One failing sub-call of the init batch shows its own Arabic error with a retry, and the
// rest of the page works (the fault fires inside the batch: only that sub-request fails).
test('a failing recharge list shows the tiers error and retry while the rest of the page works', async ({
  page,
  request,
}) => {
  // the fault fires inside the batch: only that sub-request fails
  await request.post('/__test/faults', {
    data: { path: '/api/third_party_pay/get_recharge_list_v3/', status: 503 },
  });
  await page.goto('/pay');
  const tiers = page.getByRole('heading', { name: 'اختر الباقة' }).locator('..');
  await expect(tiers.getByTestId('error-state')).toContainText('تعذّر تحميل الباقات.');
  await expect(tiers.getByTestId('error-state')).toContainText('حدث خطأ، أعد المحاولة');
  // the rest works: the account can still be searched
  await searchAccount(page, '1000003');
  await expect(page.getByTestId('lookup-result').getByRole('alert')).toHaveText(
    'هذا الحساب محذوف، لا يمكن شحنه',
  );
  await expect(page.getByTestId('error-state')).toHaveCount(1);

  await clearFaults(request);
  await tiers.getByRole('button', { name: 'إعادة المحاولة' }).click();
  await expect(page.getByTestId('tier')).toHaveCount(7);
  await expect(page.getByTestId('error-state')).toHaveCount(0);
  await expect(payBar(page)).toContainText('اختر الحساب أولًا');
});

test('failing saved cards show their own error and retry; the tiers still list', async ({
  page,
  request,
}) => {
  await request.post('/__test/faults', { data: { path: '/api/web/get_card_source/', status: 503 } });
  await page.goto('/pay');
  await expect(page.getByTestId('tier')).toHaveCount(7);
  const cards = page.getByTestId('error-state');
  await expect(cards).toContainText('تعذّر تحميل البطاقات المحفوظة.');
  await clearFaults(request);
  await cards.getByRole('button', { name: 'إعادة المحاولة' }).click();
  await expect(page.getByTestId('error-state')).toHaveCount(0);
});

// The order is made but its answer is lost on the way back (a dropped connection
// after the server committed). Whoever asks again carries the attempt's same X-CLI-RID: the same order, once.
// Chromium itself silently re-sends a GET whose reused connection closed without an answer: those re-sends
// carry the same id too; the answer is lost a few times so that the page notices.
const CREATE = '/api/order/create_coin_pay/';

test('an order whose answer is lost: asking again gets the same order, charged once', async ({
  page,
  request,
}) => {
  const device = await payingDevice(page, request);
  await page.goto('/pay');
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('topup_ksa_backup_api_list')))
    .toContain(BACKUP_URL);
  await payFromHome(page, '9.99$');
  await fillCard(page, CARDS.success);
  await fault(request, BASE_URL, { path: CREATE, loseAnswer: true, times: 4 });
  const sent: { rid: string }[] = [];
  page.on('request', (r) => {
    if (r.url().includes(CREATE)) sent.push({ rid: r.headers()['x-cli-rid'] ?? '' });
  });
  await cardSubmit(page).click();

  await expect(resultDialog(page, 'تم الدفع بنجاح')).toBeVisible();
  const orders = await ordersOf(request, device);
  expect(orders.map((o) => [o.status, o.credited])).toEqual([['paid', 1]]);
  await expect(page.getByTestId('result-order-id')).toHaveText(orders[0]!.order_id);
  // asked again (by the browser, and by the page on the backup domain), always with the attempt's one id
  expect(sent.length).toBeGreaterThan(0);
  expect(new Set(sent.map((s) => s.rid))).toEqual(new Set([orders[0]!.client_rid]));
});

test('an order whose answer is lost everywhere: the network toast, and paying again gets the same order', async ({
  page,
  request,
}) => {
  const device = await payingDevice(page, request);
  await page.goto('/pay');
  await payFromHome(page, '9.99$');
  await fillCard(page, CARDS.success);
  await fault(request, BASE_URL, { path: CREATE, loseAnswer: true });
  await fault(request, BACKUP_URL, { path: '/api/*', drop: true });
  await cardSubmit(page).click();
  // the server made the order, the page heard nothing: it says so and keeps the card step
  await expect(toast(page, 'تعذّر الاتصال بالخادم، تحقق من الإنترنت وأعد المحاولة')).toBeVisible();
  await expect(cardField.number(page)).toBeVisible();
  expect((await ordersOf(request, device)).map((o) => o.status)).toEqual(['paid']);

  await clearFaults(request);
  await cardSubmit(page).click();
  await expect(resultDialog(page, 'تم الدفع بنجاح')).toBeVisible();
  const orders = await ordersOf(request, device);
  expect(orders.map((o) => [o.status, o.credited])).toEqual([['paid', 1]]);
  await expect(page.getByTestId('result-order-id')).toHaveText(orders[0]!.order_id);
});

test('"remember this card" that cannot be saved takes its tick back and says why; a second try saves it', async ({
  page,
  request,
}) => {
  const device = await payingDevice(page, request);
  await page.goto('/pay');
  await payWithNewCard(page, '9.99$', CARDS.success);
  const dialog = resultDialog(page, 'تم الدفع بنجاح');
  const box = dialog.getByTestId('remember-card');
  // the remember call fails on both domains
  const REMEMBER = '/api/web/set_card_remember/';
  await fault(request, BASE_URL, { path: REMEMBER, status: 503 });
  await fault(request, BACKUP_URL, { path: REMEMBER, status: 503 });
  await box.click(); // a click, not check(): the box ticks, then unticks itself
  await expect(toast(page, 'تعذّر حفظ اختيارك لهذه البطاقة، حاول مرة أخرى.')).toBeVisible({ timeout: 15_000 });
  await expect(box).not.toBeChecked();
  expect((await serverCards(request, device)).map((c) => [c.last4, c.is_remember])).toEqual([['4242', 0]]);

  await clearFaults(request);
  await box.check();
  await expect
    .poll(async () => (await serverCards(request, device)).map((c) => [c.last4, c.is_remember]))
    .toEqual([['4242', 1]]);
  await expect(box).toBeChecked();
});

test('a fine payment the server cannot take says to contact support (spec 02 §8 submit failed)', async ({
  page,
  request,
}) => {
  await fault(request, BASE_URL, { path: '/api/payer_max/create_fine_pay/', status: 503 });
  await page.goto('/fines?uid=1000021');
  await page.getByTestId('fine-pay-hosted').click();
  await expect(page.getByTestId('fine-result').getByRole('alert')).toHaveText(
    'تعذّر إرسال الدفع، تواصل مع خدمة العملاء',
  );
  await expect(page.getByTestId('fine-pay-hosted')).toBeEnabled();
});
