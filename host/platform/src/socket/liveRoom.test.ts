import { DIRECTIVE as D } from '@topup/shared/domain/room/directives';
import { createLiveRoom } from './liveRoom';
import { FakeRoomSocket as FakeSocket } from '../testing/fakeRoomSocket';

// One room followed: sync messages into the store, full refreshes when the store asks (one at a time),
// the status for the page, a reset sn.

const flush = () => new Promise((r) => setTimeout(r, 0));

function setup(serverTable: Record<string, unknown> = { fans_count: 5 }, serverSn = 4) {
  const sockets: FakeSocket[] = [];
  let answer = { sn: serverSn, room_status: JSON.stringify(serverTable) };
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
  });
  room.start();
  const socket = () => sockets.at(-1) as FakeSocket;
  const serverAt = (sn: number, table: Record<string, unknown>) => {
    answer = { sn, room_status: JSON.stringify(table) };
  };
  return { room, socket, refresh, serverAt, sockets };
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
});
