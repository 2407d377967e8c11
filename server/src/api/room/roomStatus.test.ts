import { ROOM_NOT_FOUND } from '@topup/shared/contract/codes';
import { DIRECTIVE } from '@topup/shared/domain/room/directives';
import { SEED_ROOMS } from '../../db/seed';
import { buildTestApp, type TestApp } from '../testApp';

// The full refresh (ours: spec 02 §7 does not show its path) and the test-mode room steering.

describe('room status and /__test/room', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ testMode: true });
  });
  afterAll(() => t.close());

  const status = async (roomId: number) =>
    (await t.app.inject(`/api/live_room/room_status/?room_id=${roomId}`)).json();
  const steer = async (payload: object) =>
    (await t.app.inject({ method: 'POST', url: '/__test/room', payload })).json();

  it('answers sn and room_status, the JSON text of the whole table', async () => {
    const body = await status(SEED_ROOMS.demo.roomId);
    expect(body.result).toBe(0);
    expect(body.data.sn).toBe(0);
    const table = JSON.parse(body.data.room_status);
    expect(Object.keys(table)).toHaveLength(22);
    expect(table.fans_count).toBe(0);
  });

  it('a room that does not exist is the room-not-found result', async () => {
    expect(await status(999_999)).toMatchObject({ result: ROOM_NOT_FOUND });
  });

  it('test mode makes a room and changes it; the full refresh follows', async () => {
    const made = await steer({ action: 'create' });
    expect(made).toMatchObject({ result: 0, data: { sn: 0 } });
    const room = made.data.room_id;
    expect(
      await steer({ action: 'change', room_id: room, command: [[DIRECTIVE.MSET, 'fans_count', 77]] }),
    ).toMatchObject({ result: 0, data: { room_id: room, sn: 1 } });
    const body = await status(room);
    expect(body.data.sn).toBe(1);
    expect(JSON.parse(body.data.room_status).fans_count).toBe(77);
    const info = (await t.app.inject(`/api/live_room/room_info/?room_id=${room}`)).json();
    expect(info).toMatchObject({ result: 0, data: { room_id: room } });
  });

  it('refuses a change that cannot apply, and a room that does not exist', async () => {
    const bad = await steer({
      action: 'change',
      room_id: SEED_ROOMS.demo.roomId,
      command: [[DIRECTIVE.LSET, 'room_mics_new', 50, {}]],
    });
    expect(bad.result).not.toBe(0);
    expect(await steer({ action: 'drop', room_id: 999_999 })).toMatchObject({ result: ROOM_NOT_FOUND });
  });

  it('does not exist outside test mode', async () => {
    const plain = await buildTestApp();
    const res = await plain.app.inject({
      method: 'POST',
      url: '/__test/room',
      payload: { action: 'create' },
    });
    expect(res.statusCode).toBe(404);
    await plain.close();
  });
});
