import type { Page, Request } from '@playwright/test';
import { expect, test } from './fixtures';
import { holdPageCodeUntil } from './helpers';

// The critical path of /pay: the host sends the page's init batch (spec 01 §7) as it starts,
// beside the pay remote's download, and the page takes that answer instead of asking again.

const BATCH = '/api/sys/batch_request/';
/** The host's own head start code, loaded only where no early script sent the calls (bootstrap.tsx). */
const HEAD_START_CODE = /\/on-demand-head-start\.[0-9a-f]+\.js$/;
/** The early script the server writes into the page (host/src/early/). */
const EARLY_SCRIPT = /<script nonce="[^"]*">(?:(?!<\/script>)[\s\S])*__TOPUP_EARLY__[\s\S]*?<\/script>/;

const isBatch = (r: Request) => r.url().endsWith(BATCH) && r.method() === 'POST';

/** What a visit asks for: the bodies of its init batches, and the host's head start code if it is loaded. */
function recordHeadStart(page: Page) {
  const batches: string[] = [];
  const hostCode: string[] = [];
  page.on('request', (r) => {
    if (isBatch(r)) batches.push(r.postData() ?? '');
    if (HEAD_START_CODE.test(r.url())) hostCode.push(r.url());
  });
  return { batches, hostCode };
}

test('the init batch of /pay leaves without waiting for the pay page, and is asked once', async ({
  page,
}) => {
  const { batches, hostCode } = recordHeadStart(page);
  // the pay page's own code is answered only once the batch has left
  await holdPageCodeUntil(page, 'pay', 'pay', isBatch);
  await page.goto('/pay');
  await expect(page.getByTestId('tier')).toHaveCount(7);
  await expect(page.getByRole('radio', { name: 'البطاقة البنكية', exact: true })).toBeChecked();
  await page.waitForLoadState('networkidle');
  expect(batches).toHaveLength(1);
  // the early script sent it: the host's own head start is not even downloaded
  expect(hostCode).toEqual([]);
  const ids = (JSON.parse(batches[0] ?? '{}') as { requests: { request_id: string }[] }).requests.map(
    (r) => r.request_id,
  );
  expect(ids).toEqual(['recharge_list', 'card_source']); // a first visit: nobody to ask about yet
});

test('without the early script (a static host, inside the app) the host sends the init batch itself, once', async ({
  page,
}) => {
  const { batches, hostCode } = recordHeadStart(page);
  await page.route('**/pay', async (route) => {
    const res = await route.fetch();
    const html = (await res.text()).replace(EARLY_SCRIPT, '');
    expect(html).not.toContain('__TOPUP_EARLY__');
    await route.fulfill({ response: res, body: html });
  });
  await holdPageCodeUntil(page, 'pay', 'pay', isBatch);
  await page.goto('/pay');
  await expect(page.getByTestId('tier')).toHaveCount(7);
  await page.waitForLoadState('networkidle');
  expect(batches).toHaveLength(1);
  expect(hostCode).toHaveLength(1);
});

test('a provider callback on /pay sends its own batch, not the init batch', async ({ page }) => {
  const bodies: string[] = [];
  page.on('request', (r) => {
    if (isBatch(r)) bodies.push(r.postData() ?? '');
  });
  await page.goto('/pay?zp_show=1&zp_orderid=TP1234567890');
  await expect.poll(() => bodies.length).toBeGreaterThan(0);
  await page.waitForLoadState('networkidle');
  const ids = bodies.map((b) =>
    (JSON.parse(b) as { requests: { request_id: string }[] }).requests.map((r) => r.request_id),
  );
  // the page's first batch is the callback batch (a first visit: no account to check), never the init batch
  expect(ids[0]).toEqual(['recharge_list', 'card_source', 'pay_result', 'order_info']);
});

for (const [link, call, room] of [
  ['/share.html', '/api/live_room/last_join_room/', 'سهرة الأصدقاء'],
  ['/share.html?room_id=52100', '/api/live_room/room_info/?room_id=52100', 'غرفة التجربة'],
] as const) {
  test(`${link}: the room's first call leaves without waiting for the share page, and is asked once`, async ({
    page,
  }) => {
    const asked: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname.startsWith('/api/live_room/'))
        asked.push(r.url().replace(/^https?:\/\/[^/]+/, ''));
    });
    // the share page's own code is answered only once its first call has left
    await holdPageCodeUntil(page, 'share', 'share', (r) => r.url().endsWith(call));
    await page.goto(link);
    await expect(page.getByTestId('shared-room')).toContainText(room);
    await page.waitForLoadState('networkidle');
    expect(asked.filter((u) => u === call)).toHaveLength(1);
  });
}
