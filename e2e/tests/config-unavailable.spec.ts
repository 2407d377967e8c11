import type { Page } from '@playwright/test';
import { readFixture } from '../../shared/config/testFixtures';
import { expect, test } from './fixtures';
import { expectArabicRtl } from './helpers';

// The page never runs half-configured. Served as a static host serves it (nothing inlined: the
// page reads config.json), a configuration it cannot read or one that would pay through the sandbox in
// production leaves it "unavailable": in Arabic, right to left, with a retry, reported — and no API call
// but the report.

/** The page as a static host serves it: index.html without the server's inlined configuration. */
async function servedStatic(page: Page, config: (route: import('@playwright/test').Route) => Promise<void>) {
  await page.route(/\/pay$/, async (route) => {
    const res = await route.fetch();
    const body = (await res.text()).replace(/<script[^>]*>window\.__TOPUP_CONFIG__=.*?<\/script>/s, '');
    await route.fulfill({ response: res, body });
  });
  await page.route(/\/config\.json$/, config);
}

function apiCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith('/api/')) calls.push(`${url.pathname}?${url.searchParams.get('event_name')}`);
  });
  return calls;
}

const unavailable = (page: Page) => page.getByTestId('config-unavailable');

test('no config.json beside the page: unavailable in Arabic, reported, and the retry loads the page once it is there', async ({
  page,
  guard,
}) => {
  guard.allowConsoleError(/^configuration: config\.json: HTTP 404$/);
  guard.allowConsoleError(/status of 404/);
  const calls = apiCalls(page);
  let present = false;
  await servedStatic(page, async (route) =>
    present ? route.continue() : route.fulfill({ status: 404, body: 'not found' }),
  );
  await page.goto('/pay');
  await expect(unavailable(page).getByRole('heading', { level: 1 })).toHaveText('الخدمة غير متاحة حاليًا');
  await expect(unavailable(page)).toContainText('ولن يُخصم منك أي مبلغ');
  await expectArabicRtl(page);
  await expect.poll(() => calls).toEqual(['/api/sys/add_event/?config_unavailable']);
  await guard.checkA11y(unavailable(page));

  present = true;
  await page.getByRole('button', { name: 'إعادة المحاولة' }).click();
  await expect(page.getByTestId('pay-bar')).toBeVisible();
});

test('a production configuration naming the sandbox’s card provider: unavailable, and no payment can start', async ({
  page,
  guard,
}) => {
  guard.allowConsoleError(/^configuration: pay\.providers\.23: the sandbox's card provider$/);
  const calls = apiCalls(page);
  const config = readFixture('production');
  config.pay.providers['23'] = 'sandbox';
  await servedStatic(page, (route) => route.fulfill({ json: config }));
  await page.goto('/pay');
  await expect(unavailable(page)).toBeVisible();
  await expect(page.getByTestId('pay-bar')).toHaveCount(0);
  await expect.poll(() => calls).toEqual(['/api/sys/add_event/?config_unavailable']);
});
