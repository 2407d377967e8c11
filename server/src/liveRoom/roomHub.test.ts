import { openDatabase } from '../db';
import { DIRECTIVE } from '@topup/shared/domain/room/directives';
import { ROOM_MSG } from '@topup/shared/domain/room/socketRules';
import { createRoomHub, type RoomSink } from './roomHub';
import { roomStates } from './roomStates';
import { SEED_ROOMS } from '../db/seed';

// The hub sends each change of a room to its sockets as an incremental status with the frame before it,
// and test mode's faults change what those sockets receive.

const ROOM = SEED_ROOMS.demo.roomId;

function setup() {
  const hub = createRoomHub(roomStates(openDatabase(':memory:')));
  const received: { msg_id: number; data: { type: number; rid: number; status: { sn: number }[] } }[] = [];
  const sink: RoomSink = {
    send: (text) => {
      const m = JSON.parse(text) as { msg_id: number; body: { data: string } };
      received.push({ msg_id: m.msg_id, data: JSON.parse(m.body.data) });
    },
    close: jest.fn(),
  };
  hub.join(ROOM, sink);
  const fans = (n: number) => hub.change(ROOM, [[DIRECTIVE.MSET, 'fans_count', n]]);
  const sns = () => received.map((m) => m.data.status.map((f) => f.sn));
  return { hub, sink, received, fans, sns };
}

describe('room hub', () => {
  it('sends each change as type 2 with the previous frame and the new one', () => {
    const { received, fans, sns } = setup();
    fans(1);
    fans(2);
    expect(received[0]).toMatchObject({ msg_id: ROOM_MSG.INCREMENTAL_STATUS, data: { type: 2, rid: ROOM } });
    expect(sns()).toEqual([[1], [1, 2]]);
  });

  it('keeps the state: sn and table in the database, a bad directive changes nothing', () => {
    const { hub, fans } = setup();
    fans(5);
    expect(hub.change(ROOM, [[DIRECTIVE.LSET, 'room_mics_new', 99, {}]])).toMatch(/range/);
    expect(hub.states.read(ROOM)).toMatchObject({ sn: 1, table: { fans_count: 5 } });
    expect(hub.change(404, [[DIRECTIVE.MSET, 'fans_count', 1]])).toBe('no such room');
  });

  it('drops, duplicates and reorders the next messages as test mode asks', () => {
    const { hub, fans, sns } = setup();
    hub.fault(ROOM, 'drop', 2);
    fans(1);
    fans(2);
    fans(3);
    expect(sns()).toEqual([[2, 3]]);
    hub.fault(ROOM, 'duplicate', 1);
    fans(4);
    expect(sns().slice(1)).toEqual([
      [3, 4],
      [3, 4],
    ]);
    hub.fault(ROOM, 'reorder', 1);
    fans(5);
    expect(sns()).toHaveLength(3);
    fans(6);
    expect(sns().slice(3)).toEqual([
      [5, 6],
      [4, 5],
    ]);
  });

  it('a silent socket receives nothing; close closes every open socket of the room', () => {
    const { hub, sink, received, fans } = setup();
    expect(hub.silence(ROOM)).toBe(1);
    fans(1);
    expect(received).toHaveLength(0);
    expect(hub.closeAll(ROOM)).toBe(1);
    expect(sink.close).toHaveBeenCalledWith(1012, expect.any(String));
  });

  it('a room made for a test starts at sn 0 with a fresh table', () => {
    const { hub } = setup();
    const room = hub.states.create('غرفة');
    expect(room.sn).toBe(0);
    expect(room.table.fans_count).toBe(0);
    expect(room.roomId).toBeGreaterThan(ROOM);
  });
});
