import { LastJoinRoom, SuccessEnvelope } from '@topup/shared/contract';
import { SEED_ROOMS } from '../../db/seed';
import { buildTestApp, expectRejected, expectShape, type TestApp } from '../testApp';

describe('last_join_room (spec 02 §7)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('answers the seeded room, and no own room for an anonymous visitor', async () => {
    const body = (await t.app.inject('/api/live_room/last_join_room/')).json();
    expectShape(SuccessEnvelope(LastJoinRoom), body);
    expect(body.data).toEqual({ room_id: SEED_ROOMS.lastJoined.roomId, my_room_id: 0 });
    expect(body.data.room_id).toBe(52001);
  });

  it('answers room 0 once the room is gone', async () => {
    t.db.prepare('DELETE FROM live_rooms WHERE room_id = 52001').run();
    expect((await t.app.inject('/api/live_room/last_join_room')).json().data).toEqual({
      room_id: 0,
      my_room_id: 0,
    });
  });

  it('refuses an over-long session key with 400', async () => {
    expectRejected(await t.app.inject(`/api/live_room/last_join_room/?session_key=${'k'.repeat(300)}`));
  });
});
