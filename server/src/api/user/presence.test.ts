import { SuccessEnvelope, UserAccount } from '@topup/shared/contract';
import { SEED_ACCOUNTS, SEED_ROOMS } from '../../db/seed';
import { buildTestApp, expectShape, type TestApp } from '../testApp';
import { presenceOf } from './presence';

// spec 02 §3: the user fields a tap on a user reads (is_streamer, is_invisibility, is_online, room_id),
// as the id lookups answer them from the seeded values.

const row = (over: Partial<Parameters<typeof presenceOf>[0]> = {}) => ({
  is_streamer: 1 as const,
  is_invisibility: 0 as const,
  is_online: 1 as const,
  live_room_id: 7 as number | null,
  ...over,
});

describe('presenceOf', () => {
  it('answers an online streamer with the room they are live in', () => {
    expect(presenceOf(row())).toEqual({ is_streamer: 1, is_invisibility: 0, is_online: 1, room_id: 7 });
  });

  it('hides the presence of a streamer who hides it: offline and in no room, still flagged invisible', () => {
    expect(presenceOf(row({ is_invisibility: 1 }))).toEqual({
      is_streamer: 1,
      is_invisibility: 1,
      is_online: 0,
      room_id: 0,
    });
  });

  it('an offline user is in no room, whatever room was stored; online without a room is offline', () => {
    expect(presenceOf(row({ is_online: 0 }))).toMatchObject({ is_online: 0, room_id: 0 });
    expect(presenceOf(row({ live_room_id: null }))).toMatchObject({ is_online: 0, room_id: 0 });
    expect(presenceOf(row({ is_streamer: 0, is_online: 0, live_room_id: null }))).toEqual({
      is_streamer: 0,
      is_invisibility: 0,
      is_online: 0,
      room_id: 0,
    });
  });
});

describe('the lookups answer the seeded presence (spec 02 §3)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const both = async (displayUid: number) => {
    const byUid = (await t.app.inject(`/api/user/check_uid/?uid=${displayUid}`)).json();
    const byDisplayId = (
      await t.app.inject(`/api/web/check_display_id/?display_id=${displayUid}&source=1`)
    ).json();
    expectShape(SuccessEnvelope(UserAccount), byUid);
    expectShape(SuccessEnvelope(UserAccount), byDisplayId);
    return [byUid.data, byDisplayId.data] as UserAccount[];
  };

  const { normal, testUser, hiddenStreamer, bannedUntilDate } = SEED_ACCOUNTS;
  it.each([
    [
      normal.displayUid,
      'live',
      { is_streamer: 1, is_invisibility: 0, is_online: 1, room_id: SEED_ROOMS.demo.roomId },
    ],
    [
      testUser.displayUid,
      'offline streamer',
      { is_streamer: 1, is_invisibility: 0, is_online: 0, room_id: 0 },
    ],
    [hiddenStreamer.displayUid, 'hidden', { is_streamer: 1, is_invisibility: 1, is_online: 0, room_id: 0 }],
    [
      bannedUntilDate.displayUid,
      'no streamer',
      { is_streamer: 0, is_invisibility: 0, is_online: 0, room_id: 0 },
    ],
  ])('%i (%s), from check_uid and check_display_id alike', async (displayUid, _what, presence) => {
    for (const data of await both(displayUid)) expect(data).toMatchObject(presence);
  });

  it('every seeded live room of a streamer is a seeded room', () => {
    const rooms = new Set(Object.values(SEED_ROOMS).map((r) => r.roomId));
    for (const a of Object.values(SEED_ACCOUNTS))
      if (a.presence.liveRoomId !== null) expect(rooms).toContain(a.presence.liveRoomId);
  });
});
