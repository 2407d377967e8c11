import { expect, test } from './fixtures';
import { pauseClockSoon } from './helpers';

// spec 02 §2 /test: build versions of the host and each loaded remote, API base, device id, bridge state.
/** spec 01 §1: the site's one version (the root package.json's), reported by the host and every remote. */
const SITE_VERSION = '1.0.334';

test('/test lists the host build, the remotes loaded so far, the API base, device id and bridge', async ({
  page,
}) => {
  const said: string[] = [];
  page.on('console', (m) => {
    if (m.text().includes('sandbox configuration')) said.push(m.text());
  });
  await page.goto('/pay');
  await expect(page.getByTestId('page-pay')).toBeVisible();
  await page.evaluate(() => {
    window.history.pushState({}, '', '/test');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  const diag = page.getByTestId('page-test');
  await expect(diag).toBeVisible();
  const hostRow = diag.locator('dl > div').filter({ hasText: 'إصدار الواجهة الرئيسية' });
  // the version, no build time (reproducible builds): the release id is in the releases card
  await expect(hostRow.locator('dd')).toHaveText(SITE_VERSION);
  await expect(page.getByTestId('loaded-remotes')).toContainText(`pay ${SITE_VERSION}`);
  await expect(page.getByTestId('loaded-remotes')).not.toContainText('fines');
  await expect(diag).toContainText('النطاق نفسه'); // API on the same origin
  // The environment's configuration is the sandbox's, and /test says so
  await expect(diag.locator('dl > div').filter({ hasText: 'الإعداد' }).locator('dd')).toHaveText(
    'بيئة تجريبية: خادم العقد، وتسجيل دخول بديل، وبطاقات اختبار',
  );
  // and the console, once for the page
  expect(said).toEqual([
    'topup-web: sandbox configuration (the contract server, stand-in sign-in SDKs, test cards)',
  ]);
  await expect(diag).toContainText('غير متوفر (متصفح)'); // no app bridge in a browser
  const id = await page.evaluate(() => localStorage.getItem('topup_ksa_x_cli_id'));
  expect(id).toMatch(/^[0-9a-f]{32}$/);
  await expect(diag).toContainText(id!);
  // spec 02 §3: the country of the position call
  await expect(diag.locator('dl > div').filter({ hasText: 'البلد (حسب الموقع)' }).locator('dd')).toHaveText(
    'SA',
  );
});

test('/test says the country is unknown once the position call failed 1 + 5 times, and reports it', async ({
  page,
}) => {
  let asked = 0;
  await page.route('**/api/timeline/position/**', (route) => {
    asked += 1;
    // the API answers, with a failure (an HTTP error would send the client to the backup domain too)
    return route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: '{"result":503,"message":"down"}',
    });
  });
  const reported = page.waitForRequest(
    (r) => r.url().includes('/api/sys/add_event/') && (r.postData() ?? '').includes('position_failed'),
  );
  await page.clock.install();
  await page.goto('/test');
  await pauseClockSoon(page, 100);
  const row = page.getByTestId('page-test').locator('dl > div').filter({ hasText: 'البلد (حسب الموقع)' });
  // each retry waits a second on the page's clock: moved on until the next ask has gone, five times
  for (let ask = 2; ask <= 6; ask += 1) {
    await expect
      .poll(async () => {
        await page.clock.runFor(250);
        return asked;
      })
      .toBeGreaterThanOrEqual(ask);
  }
  await expect(row.locator('dd')).toHaveText('تعذّر التحديد');
  await page.clock.runFor(10_000);
  expect(asked).toBe(6);
  await page.clock.runFor(2000); // the analytics' next batch
  await reported;
});
