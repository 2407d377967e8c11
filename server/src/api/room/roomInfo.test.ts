import { RoomInfo, SuccessEnvelope } from '@topup/shared/contract';
import { ROOM_NOT_FOUND } from '@topup/shared/contract/codes';
import { SEED_ACCOUNTS, SEED_ROOMS } from '../../db/seed';
import { buildTestApp, expectShape, type TestApp } from '../testApp';

describe('room_info (ours): the room a share link names', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await buildTestApp();
  });
  afterEach(() => t.close());

  it('answers its name and owner', async () => {
    const body = (
      await t.app.inject(`/api/live_room/room_info/?room_id=${SEED_ROOMS.lastJoined.roomId}`)
    ).json();
    expectShape(SuccessEnvelope(RoomInfo), body);
    expect(body.data).toMatchObject({
      room_id: SEED_ROOMS.lastJoined.roomId,
      title: 'سهرة الأصدقاء',
      owner: { display_uid: SEED_ACCOUNTS.normal.displayUid, nickname: SEED_ACCOUNTS.normal.nickname },
    });
  });

  it('an unknown room is the expired link', async () => {
    const body = (await t.app.inject('/api/live_room/room_info/?room_id=99999')).json();
    expect(body.result).toBe(ROOM_NOT_FOUND);
    expect(body.message).toMatch(/انتهت صلاحية/);
  });
});
