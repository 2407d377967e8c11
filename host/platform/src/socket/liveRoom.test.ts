import { DIRECTIVE as D } from '@topup/shared/domain/room/directives';
import { createLiveRoom, type FullRefresh } from './liveRoom';
import type { RoomProblem } from './roomProblems';
import { FakeRoomSocket as FakeSocket } from '../testing/fakeRoomSocket';

// One room followed: sync messages into the store, full refreshes when the store asks (one at a time),
// the status for the page, a reset sn, and what it reports.

const flush = () => new Promise((r) => setTimeout(r, 0));

function setup(serverTable: Record<string, unknown> = { fans_count: 5 }, serverSn = 4) {
  const sockets: FakeSocket[] = [];
  const problems: RoomProblem[] = [];
  let answer: Awaited<ReturnType<FullRefresh>> = { sn: serverSn, room_status: JSON.stringify(serverTable) };
  const refresh = jest.fn(async () => answer);
  const room = createLiveRoom({
    roomId: '9',
    url: 'ws://x/ws/room?room_id=9',
    open: () => {
      const s = new FakeSocket();
      sockets.push(s);
      return s;
    },
    refresh,
    report: (p) => problems.push(p),
  });
  room.start();
  const socket = () => sockets.at(-1) as FakeSocket;
  const serverAt = (sn: number, table: Record<string, unknown>) => {
    answer = { sn, room_status: JSON.stringify(table) };
  };
  const refreshFails = () => {
    answer = null;
  };
  return { room, socket, refresh, serverAt, refreshFails, sockets, problems };
}

describe('a live room followed', () => {
  it('joins: the sync sn makes it read the whole table, then frames apply', async () => {
    const t = setup();
    const statuses: string[] = [];
    t.room.onStatus((s) => statuses.push(s));
    t.socket().onopen?.({});
    t.socket().room(11008, { type: 3, rid: 9, sn: 4 });
    await flush();
    expect(t.refresh).toHaveBeenCalledTimes(1);
    expect(t.room.store.state()).toMatchObject({ sn: 4, table: { fans_count: 5 } });
    t.socket().room(11002, { type: 2, rid: 9, status: [{ sn: 5, command: [[D.MSET, 'fans_count', 6]] }] });
    expect(t.room.store.get('fans_count')).toBe(6);
    expect(t.refresh).toHaveBeenCalledTimes(1);
    expect(statuses).toEqual(['open']);
    expect(t.room.status()).toBe('open');
  });

  it('a gap asks for one full refresh; asks made while it is in flight are asked once more after', async () => {
    const t = setup();
    t.socket().onopen?.({});
    t.socket().room(11008, { type: 3, rid: 9, sn: 4 });
    t.socket().room(11008, { type: 3, rid: 9, sn: 4 });
    t.socket().room(11008, { type: 3, rid: 9, sn: 4 });
    await flush();
    expect(t.refresh).toHaveBeenCalledTimes(2);
    t.serverAt(9, { fans_count: 9 });
    t.socket().room(11002, {
      type: 2,
      rid: 9,
      status: [
        { sn: 8, command: [] },
        { sn: 9, command: [[D.MSET, 'fans_count', 9]] },
      ],
    });
    await flush();
    expect(t.refresh).toHaveBeenCalledTimes(3);
    expect(t.room.store.state()).toMatchObject({ sn: 9, table: { fans_count: 9 } });
  });

  it('a reset sn takes the next refresh even at a lower sn', async () => {
    const t = setup();
    t.socket().onopen?.({});
    t.socket().room(11008, { type: 3, rid: 9, sn: 4 });
    await flush();
    t.serverAt(1, { fans_count: 1 });
    t.socket().room(11006, { rid: 9, sn: 1 });
    await flush();
    expect(t.room.store.state()).toMatchObject({ sn: 1, table: { fans_count: 1 } });
  });

  it('a message of another room changes nothing; close closes the socket', async () => {
    const t = setup();
    t.socket().onopen?.({});
    t.socket().room(11008, { type: 3, rid: 10, sn: 4 });
    await flush();
    expect(t.refresh).not.toHaveBeenCalled();
    t.room.close();
    expect(t.socket().close).toHaveBeenCalled();
    expect(t.room.status()).toBe('closed');
  });

  it('reports a frame the engine refuses, a sync message without data and a failed full refresh', async () => {
    const t = setup({ fans_count: 5, face_list: { f: 1 } });
    t.socket().onopen?.({});
    t.socket().room(11008, { type: 3, rid: 9, sn: 4 });
    await flush();
    t.refreshFails();
    // a list pushed onto a hash: Redis's WRONGTYPE; the frame is not applied and the room read again
    t.socket().room(11002, { type: 2, rid: 9, status: [{ sn: 5, command: [[D.RPUSH, 'face_list', 1]] }] });
    t.socket().room(11008, null);
    await flush();
    expect(t.problems).toEqual([
      { kind: 'sync', detail: 'sn 5: WRONGTYPE face_list holds a hash, not a list' },
      { kind: 'dropped', detail: 'a sync message without data' },
      { kind: 'refresh', detail: 'the full refresh of room 9 failed' },
    ]);
    expect(t.room.store.state()).toMatchObject({ sn: 4, table: { face_list: { f: 1 } } });
  });

  it("passes on the socket's own reports", () => {
    const t = setup();
    t.socket().onopen?.({});
    t.socket().onerror?.({});
    expect(t.problems).toEqual([{ kind: 'error', detail: 'the socket failed (try 1)' }]);
    t.room.close();
  });
});
