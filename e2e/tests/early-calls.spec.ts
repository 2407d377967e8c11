import type { Page, Request } from '@playwright/test';
import { expect, test } from './fixtures';
import { APP_SHELL_QUERY, installAppBridge, relayedCalls } from './appShell';
import { holdHostScriptUntil } from './helpers';
import { internalUid } from './payHelpers';
import { earlyScriptOf } from './earlyScript';

// On a route with a head start, the server writes the early script into the page, and the route's
// first calls leave before the host's own script has arrived; the page takes those answers and asks none of
// them again.

const BATCH = '/api/sys/batch_request/';
const CONFIG = '/api/sys/config/';
const isBatch = (r: Request) => r.url().endsWith(BATCH) && r.method() === 'POST';
const batchIds = (body: string) =>
  (JSON.parse(body) as { requests: { request_id: string }[] }).requests.map((r) => r.request_id);

/** Every batch the page sends, by its request ids. */
function batchesOf(page: Page): string[][] {
  const sent: string[][] = [];
  page.on('request', (r) => {
    if (isBatch(r)) sent.push(batchIds(r.postData() ?? '{}'));
  });
  return sent;
}

const isConfig = (r: Request) => r.url().endsWith(CONFIG) && r.method() === 'POST';

/** True once every one of `requests` has been seen leaving (in any order). */
function allOf(...requests: ((r: Request) => boolean)[]) {
  const seen = new Set<number>();
  return (r: Request) => {
    requests.forEach((matches, i) => matches(r) && seen.add(i));
    return seen.size === requests.length;
  };
}

test("/pay's init batch and package info leave before the host's script arrives, each asked once", async ({
  page,
}) => {
  const batches = batchesOf(page);
  const configs: string[] = [];
  page.on('request', (r) => {
    if (isConfig(r)) configs.push(r.url());
  });
  // the host's script is answered only once both have left: only the early script can have sent them
  await holdHostScriptUntil(page, allOf(isBatch, isConfig));
  await page.goto('/pay');
  await expect(page.getByTestId('tier')).toHaveCount(7);
  // the channels, which the package info decides, are shown
  await expect(page.getByRole('radio', { name: 'البطاقة البنكية', exact: true })).toBeChecked();
  await page.waitForLoadState('networkidle');
  expect(batches).toEqual([['recharge_list', 'card_source']]);
  expect(configs).toHaveLength(1);
});

test("a returning visitor's batch, with the accounts it remembers, is the page's own: asked once", async ({
  page,
}) => {
  const history = [{ uid: Number(internalUid('1000001')), display_uid: 1000001, nickname: 'ليان', icon: '' }];
  await page.addInitScript((h) => {
    localStorage.setItem('topup_ksa_recipient_history', JSON.stringify(h));
  }, history);
  const batches = batchesOf(page);
  await holdHostScriptUntil(page, isBatch);
  await page.goto('/pay');
  await expect(page.getByTestId('tier')).toHaveCount(7);
  await page.waitForLoadState('networkidle');
  // the early script read the same storage as the page: the one batch asks about the remembered account
  expect(batches).toEqual([['recharge_list', 'card_source', 'check_uid', 'user_status']]);
});

test('the share page: the last room joined, then its name, both before the host arrives, each asked once', async ({
  page,
}) => {
  const asked: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/api/live_room/')) asked.push(new URL(r.url()).pathname);
  });
  // room_info can only be asked once last_join_room has answered: the early script asked both
  await holdHostScriptUntil(page, (r) => r.url().includes('/api/live_room/room_info/'));
  await page.goto('/share.html');
  await expect(page.getByTestId('shared-room')).toContainText('سهرة الأصدقاء');
  await page.waitForLoadState('networkidle');
  const roomCalls = ['/api/live_room/last_join_room/', '/api/live_room/room_info/'];
  expect(asked.filter((path) => roomCalls.includes(path))).toEqual(roomCalls);
});

test('a page without a head start carries no early script', async ({ page }) => {
  const html = await (await page.goto('/fines'))?.text();
  expect(html).toContain('__TOPUP_CONFIG__');
  expect(html).not.toContain('__TOPUP_EARLY__');
  const pay = await (await page.goto('/pay'))?.text();
  expect(pay).toContain('__TOPUP_EARLY__');
});

test("the early scripts carry no text: what they ask is the page's to say", async ({ page }) => {
  for (const route of ['/pay', '/share.html']) {
    const early = earlyScriptOf((await (await page.goto(route))?.text()) ?? '');
    expect(early?.length ?? 0, route).toBeGreaterThan(1000);
    // the client's failure texts are there with empty values (webpack/early-texts.mjs); no Arabic letter
    expect(early, route).not.toMatch(/[\u0600-\u06ff]/);
  }
});

/** The bridge's relay, which the host loads only inside the app (host/platform/src/bridge/relay.ts). */
const RELAY_CODE = /\/on-demand-bridge-relay\.[0-9a-f]+\.js$/;

function relayCodeOf(page: Page): string[] {
  const loaded: string[] = [];
  page.on('request', (r) => {
    if (RELAY_CODE.test(r.url())) loaded.push(r.url());
  });
  return loaded;
}

test('inside the app shell the early script sends nothing: the calls go through the bridge', async ({
  page,
}) => {
  const relayCode = relayCodeOf(page);
  await installAppBridge(page);
  await page.goto(`/pay?${APP_SHELL_QUERY}`);
  await expect(page.getByTestId('tier')).toHaveCount(7);
  expect(await page.evaluate(() => '__TOPUP_EARLY__' in window)).toBe(false);
  // the tiers came through the bridge's relay, whose code the page loaded once
  expect(await relayedCalls(page)).toContainEqual(expect.stringContaining(BATCH));
  expect(relayCode).toHaveLength(1);
});

test('a browser never downloads the bridge’s relay: its calls go straight to the server', async ({
  page,
}) => {
  const relayCode = relayCodeOf(page);
  await page.goto('/pay');
  await expect(page.getByTestId('tier')).toHaveCount(7);
  // the start's calls and the after-load work (analytics, the version check) done
  await page.waitForLoadState('networkidle');
  expect(relayCode).toEqual([]);
});
