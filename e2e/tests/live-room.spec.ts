import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { pauseClockSoon } from './helpers';

// spec 02 §4, §7, §8, §9: the share page's live panel follows its room over the room socket — changes as
// they come, duplicated and reordered messages without a refresh, a gap by a full refresh, a dropped
// connection by reconnecting, and silence past 121 s as a time-out. Each test steers a room of its own
// (test mode /__test/room), so no other test's room moves.

const MSET = 1;
const HMSET = 2;
const LSET = 11;

async function newRoom(request: APIRequestContext): Promise<number> {
  const r = await request.post('/__test/room', { data: { action: 'create' } });
  expect(r.ok()).toBe(true);
  return ((await r.json()) as { data: { room_id: number } }).data.room_id;
}

function steer(request: APIRequestContext, roomId: number) {
  const post = async (data: object) => {
    const r = await request.post('/__test/room', { data: { room_id: roomId, ...data } });
    expect(((await r.json()) as { result: number }).result).toBe(0);
  };
  return {
    change: (...command: unknown[][]) => post({ action: 'change', command }),
    fault: (action: 'drop' | 'duplicate' | 'reorder', count = 1) => post({ action, count }),
    silence: () => post({ action: 'silence' }),
    close: () => post({ action: 'close' }),
  };
}

/** Counts the page's full refreshes of the room. */
function countRefreshes(page: Page) {
  let n = 0;
  page.on('response', (r) => {
    if (r.url().includes('/api/live_room/room_status/')) n += 1;
  });
  return () => n;
}

const seat = (index: number, nickname: string, muted = false) => ({
  index,
  uid: 3_000 + index,
  nickname,
  muted,
});

async function openPanel(page: Page, roomId: number) {
  await page.goto(`/share.html?room_id=${roomId}`);
  const panel = page.getByTestId('live-panel');
  await expect(panel).toHaveAttribute('data-status', 'open');
  await expect(page.getByTestId('live-fans')).toHaveText('0');
  return panel;
}

test('the panel follows the room: seats, PK and fans; duplicated and reordered messages need no refresh', async ({
  page,
  request,
  guard,
}) => {
  const roomId = await newRoom(request);
  const room = steer(request, roomId);
  const refreshes = countRefreshes(page);
  const panel = await openPanel(page, roomId);
  await expect(panel.getByText('مقعد فارغ')).toHaveCount(8);
  await expect(page.getByTestId('live-pk-status')).toHaveText('لا يوجد تحدٍّ الآن');
  expect(refreshes()).toBe(1);

  await room.change([LSET, 'room_mics_new', 0, seat(0, 'ريم')]);
  await expect(page.getByTestId('live-seat-0')).toHaveText(/ريم/);
  await room.change([HMSET, 'pk_status', 'status', 2, 'left_score', 30, 'right_score', 12]);
  await expect(page.getByTestId('live-pk-status')).toHaveText('التحدي جارٍ');
  await expect(page.getByTestId('live-pk-score')).toContainText('30');
  await expect(page.getByTestId('live-pk-score')).toContainText('12');

  await room.fault('duplicate');
  await room.change([MSET, 'fans_count', 12_500]);
  // spec 02 §9: a live count over 10,000 as X.XXW
  await expect(page.getByTestId('live-fans')).toHaveText('1.25W');
  // held back and sent after the next: the late one is behind the page and ignored
  await room.fault('reorder');
  await room.change([LSET, 'room_mics_new', 0, seat(0, 'ريم', true)]);
  await room.change([MSET, 'fans_count', 12_600]);
  await expect(page.getByTestId('live-fans')).toHaveText('1.26W');
  await expect(page.getByTestId('live-seat-0')).toContainText('المايك مكتوم');
  expect(refreshes()).toBe(1);
  await guard.checkA11y('[data-testid="page-share"]');
});

test('a gap in the frames is mended by a full refresh', async ({ page, request }) => {
  const roomId = await newRoom(request);
  const room = steer(request, roomId);
  const refreshes = countRefreshes(page);
  await openPanel(page, roomId);
  // two messages lost: the next one starts a frame past the page's, so the page reads the whole room
  await room.fault('drop', 2);
  await room.change([MSET, 'fans_count', 1]);
  await room.change([LSET, 'room_mics_new', 3, seat(3, 'فهد')]);
  const refreshed = page.waitForResponse((r) => r.url().includes('/api/live_room/room_status/'));
  await room.change([HMSET, 'pk_status', 'status', 1]);
  await refreshed;
  await expect(page.getByTestId('live-seat-3')).toHaveText(/فهد/);
  await expect(page.getByTestId('live-fans')).toHaveText('1');
  await expect(page.getByTestId('live-pk-status')).toHaveText('جارٍ البحث عن منافس…');
  expect(refreshes()).toBe(2);
});

test('a dropped connection shows the reconnecting state, reconnects after 250 ms and catches up', async ({
  page,
  request,
}) => {
  const roomId = await newRoom(request);
  const room = steer(request, roomId);
  await page.clock.install();
  const panel = await openPanel(page, roomId);
  await pauseClockSoon(page, 500);

  await room.close();
  await expect(panel).toHaveAttribute('data-status', 'reconnecting');
  await expect(page.getByTestId('live-status')).toHaveText('انقطع الاتصال بالغرفة، جارٍ إعادة الاتصال…');
  // the last state stays shown while away; a change made meanwhile arrives with the reconnection
  await expect(page.getByTestId('live-fans')).toHaveText('0');
  await room.change([MSET, 'fans_count', 42]);
  await page.clock.runFor(249);
  await expect(panel).toHaveAttribute('data-status', 'reconnecting');
  await page.clock.runFor(1);
  await expect(panel).toHaveAttribute('data-status', 'open');
  await expect(page.getByTestId('live-fans')).toHaveText('42');
  await expect(page.getByTestId('live-status')).toHaveText('');
});

test('silence past 121 s closes the socket as a time-out, recorded, and reconnects', async ({
  page,
  request,
  analytics,
}) => {
  const roomId = await newRoom(request);
  const room = steer(request, roomId);
  await page.clock.install();
  const panel = await openPanel(page, roomId);
  await pauseClockSoon(page, 500);
  // the last thing heard, at a time the test knows: the clock stands still until it is moved
  await room.change([MSET, 'fans_count', 5]);
  await expect(page.getByTestId('live-fans')).toHaveText('5');

  await room.silence();
  await room.change([MSET, 'fans_count', 6]); // not sent to the silent socket
  await page.clock.runFor(120_999);
  await expect(panel).toHaveAttribute('data-status', 'open');
  await expect(page.getByTestId('live-fans')).toHaveText('5');
  await page.clock.runFor(1);
  await expect(panel).toHaveAttribute('data-status', 'reconnecting');
  await page.clock.runFor(250);
  await expect(panel).toHaveAttribute('data-status', 'open');
  await expect(page.getByTestId('live-fans')).toHaveText('6');
  // spec 02 §8: the time-out is recorded, as an analytics error event (sent with the queue's next batch)
  await page.clock.runFor(2_000);
  await expect
    .poll(() =>
      analytics.events.some(({ event }) => String(event.str_param2).includes('room socket: timeout')),
    )
    .toBe(true);
});

test('the room socket answers a heartbeat with msg_id 3 and an empty body', async ({ page, request }) => {
  const roomId = await newRoom(request);
  await page.goto('/test');
  const reply = await page.evaluate(
    (id) =>
      new Promise<string>((resolve, reject) => {
        const ws = new WebSocket(`${location.origin.replace(/^http/, 'ws')}/ws/room?room_id=${id}`);
        ws.onopen = () => ws.send(JSON.stringify({ msg_id: 3, seq: 7, body: {} }));
        ws.onmessage = (e) => {
          const m = JSON.parse(String(e.data)) as { msg_id: number };
          if (m.msg_id !== 3) return; // the room's sn comes first
          resolve(String(e.data));
          ws.close();
        };
        ws.onerror = () => reject(new Error('socket error'));
      }),
    roomId,
  );
  expect(JSON.parse(reply)).toEqual({ msg_id: 3, seq: 7, body: '{}' });
});
