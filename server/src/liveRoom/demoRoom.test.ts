import { readFansCount, readMics, readPk, PK_STATUS } from '@topup/shared/domain/room/panelValues';
import { openDatabase } from '../db';
import { SEED_ACCOUNTS, SEED_ROOMS } from '../db/seed';
import { DEMO_STEPS, demoStep } from './demoRoom';
import { createRoomHub } from './roomHub';
import { roomStates } from './roomStates';

describe('the demo room', () => {
  it('every step of two cycles applies, and the room goes through a seat, a PK and fans', () => {
    const hub = createRoomHub(roomStates(openDatabase(':memory:')));
    const room = SEED_ROOMS.demo.roomId;
    const seen = new Set<number>();
    let guestSeated = false;
    for (let n = 0; n < DEMO_STEPS * 2; n += 1) {
      const state = hub.change(room, demoStep(n));
      if (typeof state === 'string') throw new Error(`step ${n}: ${state}`);
      seen.add(readPk(state.table.pk_status).status);
      if (readMics(state.table.room_mics_new)[1]?.uid) guestSeated = true;
      expect(state.sn).toBe(n + 1);
    }
    expect([...seen].sort()).toEqual(Object.values(PK_STATUS).sort());
    expect(guestSeated).toBe(true);
    const end = hub.states.read(room);
    expect(readMics(end?.table.room_mics_new)[0]?.nickname).not.toBe('');
    // the owner is the seed's streamer, live in this room: a tap reads it so (spec 02 §4)
    expect(readMics(end?.table.room_mics_new)[0]?.user).toMatchObject({
      displayUid: SEED_ACCOUNTS.normal.displayUid,
      isStreamer: true,
      online: true,
      roomId: String(room),
    });
    expect(readFansCount(end?.table.fans_count)).toBeGreaterThan(1_000);
  });
});
