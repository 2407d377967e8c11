import type { APIRequestContext, Page } from '@playwright/test';
import { secretsSent } from './analyticsGuard';
import { expect, test } from './fixtures';
import { pauseClockSoon } from './helpers';
import { payingDevice, testSession } from './payHelpers';

// The analytics queue sends page views and events in batches every 2 s, keeps
// them in local storage while the API is down (across a reload) and sends them once it answers; no event
// ever carries a secret (every test's events are checked by the guard, analyticsGuard.ts).

const BACKUP_KEY = 'topup_ksa_backup_analytics_list';

interface StoredEvent {
  event_name: string;
  str_param2: string | null;
  str_param3: string | null;
}

async function serverEvents(request: APIRequestContext, device: string): Promise<StoredEvent[]> {
  const r = await request.get(`/__test/events?uuid=${device}`);
  return ((await r.json()) as { data: { events: StoredEvent[] } }).data.events;
}

const pageViews = async (request: APIRequestContext, device: string) =>
  (await serverEvents(request, device))
    .filter((e) => e.event_name === 'page_view')
    .map((e) => `${e.str_param2} ${e.str_param3}`);

const kept = (page: Page) =>
  page.evaluate((key) => {
    const list = JSON.parse(localStorage.getItem(key) ?? '[]') as { params?: StoredEvent }[];
    return list.map((e) => JSON.stringify(e));
  }, BACKUP_KEY);

const nav = (page: Page, name: string) =>
  page.getByRole('navigation').getByRole('link', { name, exact: true }).click();

test('page views of each remote go to the server together, one request every 2 s', async ({
  page,
  request,
  analytics,
}) => {
  const device = await payingDevice(page, request);
  await page.clock.install();
  // the analytics start once the page's content is ready (afterContentReady.ts), in a task of their own:
  // their file is on its way before the clock stops, so their queue runs on the clock the test moves
  const analyticsLoaded = page.waitForResponse((r) => r.url().includes('/after-load-analytics.'));
  await page.goto('/pay');
  await expect(page.getByTestId('pay-bar')).toBeVisible();
  await analyticsLoaded;
  await pauseClockSoon(page, 100);
  await nav(page, 'الغرامة');
  await expect(page.getByTestId('page-fines')).toBeVisible();
  await nav(page, 'الملاحظات');
  await expect(page.getByTestId('page-feedback')).toBeVisible();
  const sent = page.waitForRequest((r) => r.url().includes('/api/sys/add_event/'));
  await page.clock.runFor(2_000);
  await sent;
  await expect
    .poll(() => pageViews(request, device))
    .toEqual(expect.arrayContaining(['pay /pay', 'fines /fines', 'feedback /feedback']));
  // the three page views of the paused clock travelled in one request
  expect(Math.max(...analytics.requests)).toBeGreaterThanOrEqual(2);
});

test('events survive a reload while the API is down, and reach it once it answers', async ({
  page,
  request,
  guard,
}) => {
  guard.allowConsoleError(/Failed to load resource|ERR_FAILED/);
  const device = await payingDevice(page, request);
  await page.route('**/api/sys/add_event/**', (route) => route.abort());
  // the page learns the API is down from a send that fails (until then, leaving would beacon what it has)
  const failed = page.waitForEvent('requestfailed', (r) => r.url().includes('/api/sys/add_event/'));
  await page.goto('/pay');
  await expect(page.getByTestId('pay-bar')).toBeVisible();
  await failed;
  await expect.poll(async () => (await kept(page)).some((e) => e.includes('/pay'))).toBe(true);

  await page.reload();
  await expect(page.getByTestId('pay-bar')).toBeVisible();
  // the first load's page view is still kept, beside the second's
  await expect
    .poll(async () => (await kept(page)).filter((e) => e.includes('page_view') && e.includes('/pay')).length)
    .toBeGreaterThanOrEqual(2);
  expect(await pageViews(request, device)).toEqual([]);

  await page.unroute('**/api/sys/add_event/**');
  await nav(page, 'الغرامة');
  await expect(page.getByTestId('page-fines')).toBeVisible();
  await expect
    .poll(async () => (await pageViews(request, device)).filter((v) => v === 'pay /pay').length)
    .toBe(2);
  await expect.poll(async () => (await kept(page)).length).toBe(0);
});

test('signed in from the app: its session key is in the address, never in an event', async ({
  page,
  request,
  analytics,
}) => {
  const key = await testSession(request, '1000001');
  await page.goto(`/pay?session_key=${key}`);
  await expect(page.getByTestId('session-badge')).toContainText('ليان');
  await expect.poll(() => analytics.events.length).toBeGreaterThan(0);
  expect(analytics.known.has(key)).toBe(true);
  expect(secretsSent(analytics)).toEqual([]);
});

test('the guard names an event that carries a secret', () => {
  const watch = {
    events: [
      { event: { event_name: 'page_view', str_param1: '{"href":"/pay?x=abc123def456abc1"}' }, url: '' },
      { event: { event_name: 'typed', str_param2: 'card 4242 4242 4242 4242' }, url: '' },
      { event: { event_name: 'fine', str_param2: 'all well' }, url: '' },
    ],
    requests: [3],
    known: new Set(['abc123def456abc1']),
  };
  expect(secretsSent(watch)).toEqual([
    'page_view: a sessionKey in str_param1',
    'typed: a cardNumber in str_param2',
  ]);
});
