import type { APIRequestContext, Page } from '@playwright/test';
import { APP_SHELL_QUERY, installAppBridge, routerCalls } from './appShell';
import { expect, test } from './fixtures';

// spec 02 §4 "Tapping a user": a tap on a user sitting on the share page's live panel follows the rule — in
// a browser the user dialog (a normal user, an invisible or offline streamer), the ban result (a banned
// normal user), the share page of an online streamer's room, "living" when the page is a streamer's
// (is_anchor=1) or comes from one (from=live); in the app its router opens the streamer's room, and in the
// sawa shell the app's own user page. Each test seats the users it needs in a room of its own (test mode
// /__test/room), with the user fields of spec 02 §3 on each seat (shared/domain/room/seatUser.ts).

const LSET = 11;

async function newRoom(request: APIRequestContext): Promise<number> {
  const r = await request.post('/__test/room', { data: { action: 'create' } });
  expect(r.ok()).toBe(true);
  return ((await r.json()) as { data: { room_id: number } }).data.room_id;
}

/** Seats the users on the room's first seats, in one frame. */
async function seat(request: APIRequestContext, roomId: number, users: object[]): Promise<void> {
  const command = users.map((u, index) => [LSET, 'room_mics_new', index, { index, muted: false, ...u }]);
  const r = await request.post('/__test/room', { data: { action: 'change', room_id: roomId, command } });
  expect(((await r.json()) as { result: number }).result).toBe(0);
}

// internal uids are the display id + 20,000,000 (README "Test accounts"): the dialog shows the display id
const NORMAL = { uid: 20_001_101, display_uid: 1_001_101, nickname: 'ريم' };
const BANNED = { uid: 20_001_102, display_uid: 1_001_102, nickname: 'فهد', status: 2 };
const INVISIBLE = { uid: 20_001_103, nickname: 'هيا', is_streamer: 1, is_invisibility: 1, is_online: 1 };
const OFFLINE = { uid: 20_001_104, nickname: 'سلمان', is_streamer: 1, is_online: 0 };
const streamer = (roomId: number) => ({
  uid: 20_001_105,
  display_uid: 1_001_105,
  nickname: 'نورة',
  is_streamer: 1,
  is_online: 1,
  room_id: roomId,
});

async function openRoom(page: Page, roomId: number, query = ''): Promise<void> {
  await page.goto(`/share.html?room_id=${roomId}${query}`);
  await expect(page.getByTestId('live-panel')).toHaveAttribute('data-status', 'open');
}

const tapSeat = (page: Page, index: number) =>
  page.getByTestId(`live-seat-${index}`).getByRole('button').click();

test('in a browser: the user dialog, the ban result, and the dialog for invisible and offline streamers', async ({
  page,
  request,
  guard,
}) => {
  const roomId = await newRoom(request);
  await seat(request, roomId, [NORMAL, BANNED, INVISIBLE, OFFLINE]);
  await openRoom(page, roomId);
  await expect(page.getByTestId('live-seat-0').getByRole('button')).toHaveText('ريم');
  // an empty seat is no button
  await expect(page.getByTestId('live-seat-5').getByRole('button')).toHaveCount(0);

  await tapSeat(page, 0);
  const dialog = page.getByTestId('user-user');
  await expect(dialog.getByRole('heading')).toHaveText('ريم');
  await expect(dialog.getByTestId('user-id')).toHaveText('1001101');
  await expect(dialog.getByTestId('user-line')).toHaveCount(0);
  await guard.checkA11y('[data-testid="user-user"]');
  await dialog.getByRole('button', { name: 'حسنًا' }).click();
  await expect(dialog).toHaveCount(0);
  // the focus goes back to the seat that opened it
  await expect(page.getByTestId('live-seat-0').getByRole('button')).toBeFocused();

  await tapSeat(page, 1);
  const banned = page.getByTestId('user-banned');
  await expect(banned.getByTestId('user-line')).toHaveText('هذا الحساب محظور.');
  await expect(banned.getByTestId('user-id')).toHaveText('1001102');
  await guard.checkA11y('[data-testid="user-banned"]');
  await page.keyboard.press('Escape');
  await expect(banned).toHaveCount(0);

  // a streamer who hides their presence, and one who is not live: the user dialog, which says nothing of
  // being live
  for (const index of [2, 3]) {
    await tapSeat(page, index);
    const streamerDialog = page.getByTestId('user-user');
    await expect(streamerDialog.getByRole('heading')).toHaveText(index === 2 ? 'هيا' : 'سلمان');
    await expect(streamerDialog.getByTestId('user-line')).toHaveCount(0);
    await streamerDialog.getByRole('button', { name: 'حسنًا' }).click();
    await expect(streamerDialog).toHaveCount(0);
  }
  expect(page.url()).toContain(`room_id=${roomId}`);
});

test('in a browser: an online streamer opens the share page of their room; Back comes back', async ({
  page,
  request,
}) => {
  const roomId = await newRoom(request);
  const theirRoom = await newRoom(request);
  await seat(request, roomId, [streamer(theirRoom)]);
  await seat(request, theirRoom, [NORMAL]);
  await openRoom(page, roomId, '&darkmode=1&utm_source=x');

  await tapSeat(page, 0);
  // the page's app parameters go along, the rest of its query stays with the room it belongs to
  await expect(page).toHaveURL(new RegExp(`/share\\.html\\?room_id=${theirRoom}&darkmode=1$`));
  await expect(page.getByTestId('live-panel')).toHaveAttribute('data-status', 'open');
  await expect(page.getByTestId('live-seat-0')).toContainText('ريم');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`room_id=${roomId}&`));
  await expect(page.getByTestId('live-seat-0')).toContainText('نورة');
});

test('in a browser: the streamer of the room shown gets the user dialog, which says they are live', async ({
  page,
  request,
}) => {
  const roomId = await newRoom(request);
  await seat(request, roomId, [streamer(roomId)]);
  await openRoom(page, roomId);
  await tapSeat(page, 0);
  await expect(page.getByTestId('user-user').getByTestId('user-line')).toHaveText('يبثّ مباشرة الآن.');
  expect(new URL(page.url()).search).toBe(`?room_id=${roomId}`);
});

for (const query of ['&is_anchor=1', '&from=live']) {
  test(`"living" for an online streamer when the page says ${query.slice(1)}: no room switch`, async ({
    page,
    request,
    guard,
  }) => {
    const roomId = await newRoom(request);
    const theirRoom = await newRoom(request);
    await seat(request, roomId, [streamer(theirRoom), NORMAL]);
    await openRoom(page, roomId, query);

    await tapSeat(page, 0);
    const living = page.getByTestId('user-living');
    await expect(living.getByRole('heading')).toHaveText('نورة');
    await expect(living.getByTestId('user-line')).toHaveText('يبثّ مباشرة الآن.');
    await guard.checkA11y('[data-testid="user-living"]');
    await living.getByRole('button', { name: 'حسنًا' }).click();
    expect(page.url()).toContain(`room_id=${roomId}`);
    // a normal user is still the user dialog
    await tapSeat(page, 1);
    await expect(page.getByTestId('user-user')).toBeVisible();
  });
}

test("in the app: an online streamer's room opens through the wrapper's router; a user is the dialog", async ({
  page,
  request,
}) => {
  await installAppBridge(page);
  const roomId = await newRoom(request);
  const theirRoom = await newRoom(request);
  await seat(request, roomId, [streamer(theirRoom), BANNED]);
  await openRoom(page, roomId, `&${APP_SHELL_QUERY}`);

  await tapSeat(page, 0);
  await expect.poll(() => routerCalls(page)).toEqual([{ room_id: String(theirRoom) }]);
  expect(page.url()).toContain(`room_id=${roomId}`);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await tapSeat(page, 1);
  await expect(page.getByTestId('user-banned')).toBeVisible();
  expect(await routerCalls(page)).toHaveLength(1);
});

test("in the sawa shell: any user opens the app's own user page, by the internal id", async ({
  page,
  request,
}) => {
  await installAppBridge(page);
  const roomId = await newRoom(request);
  await seat(request, roomId, [NORMAL, BANNED, streamer(roomId)]);
  await openRoom(page, roomId, `&${APP_SHELL_QUERY}&bundleid=com.sawa.live`);

  for (const index of [0, 1, 2]) await tapSeat(page, index);
  await expect
    .poll(() => routerCalls(page))
    .toEqual([{ uid: '20001101' }, { uid: '20001102' }, { uid: '20001105' }]);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
