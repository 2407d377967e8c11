import { RechargeFillRecordList, SuccessEnvelope } from '@topup/shared/contract';
import { SESSION_INVALID } from '@topup/shared/contract/codes';
import { sessionStore } from '../../db/sessions';
import { SEED_ACCOUNTS, SEED_CARD_DEVICE, SEED_RECHARGE_RECORDS } from '../../db/seed';
import { buildTestApp, expectRejected, expectShape, type TestApp } from '../testApp';

const DEVICE = SEED_CARD_DEVICE.deviceId;
const { normal, self, banned } = SEED_RECHARGE_RECORDS.records;

describe('recharge_fill_record (spec 01 §3, §6, §7)', () => {
  let t: TestApp;
  let testUserKey: string;
  beforeAll(async () => {
    t = await buildTestApp();
    testUserKey = sessionStore(t.db).create(SEED_ACCOUNTS.testUser.uid);
  });
  afterAll(() => t.close());

  const list = (query: string, headers: Record<string, string> = {}) =>
    t.app.inject({ url: `/api/web/recharge_fill_record/?h5_deviceid=${DEVICE}&${query}`, headers });

  it("lists the logged-in user's records, latest top-up first, with each recipient's account now", async () => {
    const body = (await list(`session_key=${testUserKey}&offset=0&limit=100`)).json();
    expectShape(SuccessEnvelope(RechargeFillRecordList), body);
    expect(body.data.list).toEqual([
      {
        to_uid: normal.toUid,
        to_display_uid: 1000001,
        to_nickname: SEED_ACCOUNTS.normal.nickname,
        to_icon: '/avatars/1000001.svg',
        is_guest: 0,
        uid: SEED_ACCOUNTS.testUser.uid,
        h5_deviceid: DEVICE,
        fill_times: normal.fillTimes,
        first_fill_time: normal.firstFillTime,
        last_fill_time: normal.lastFillTime,
        status2: 0,
      },
      expect.objectContaining({ to_uid: self.toUid, to_display_uid: 1000100, status2: 0 }),
      expect.objectContaining({
        to_uid: banned.toUid,
        to_display_uid: 1000002,
        status2: 2,
        fill_times: 1,
        first_fill_time: banned.firstFillTime,
        last_fill_time: banned.lastFillTime,
      }),
    ]);
  });

  it('pages with offset and limit, 100 and 0 by default', async () => {
    const page = async (q: string) =>
      ((await list(`session_key=${testUserKey}&${q}`)).json().data.list as { to_display_uid: number }[]).map(
        (r) => r.to_display_uid,
      );
    expect(await page('')).toEqual([1000001, 1000100, 1000002]);
    expect(await page('offset=1&limit=1')).toEqual([1000100]);
    expect(await page('offset=2&limit=5')).toEqual([1000002]);
    expect(await page('offset=3')).toEqual([]);
  });

  it('reads the session from the x-session-key header', async () => {
    const res = await list('', { 'x-session-key': testUserKey });
    expect(res.json().data.list).toHaveLength(3);
  });

  it('gives another user only their own records', async () => {
    const key = sessionStore(t.db).create(SEED_ACCOUNTS.normal.uid);
    expect((await list(`session_key=${key}`)).json()).toEqual({ result: 0, data: { list: [] } });
  });

  it.each([
    ['no session', ''],
    ['an unknown session', `session_key=${'1'.repeat(32)}`],
  ])('answers -10000 with %s', async (_case, query) => {
    expect((await list(query)).json()).toEqual({ result: SESSION_INVALID, message: expect.any(String) });
  });

  it.each([
    ['limit 0', 'limit=0'],
    ['limit 101', 'limit=101'],
    ['a negative offset', 'offset=-1'],
    // beyond a safe integer: SQLite refused it, a server error (the API document gives the bound)
    ['an offset of 10^20', 'offset=100000000000000000000'],
    ['a limit in an exponent', 'limit=1e1'],
    ['a limit with a fraction', 'limit=10.5'],
  ])('refuses %s with 400', async (_case, query) => {
    expectRejected(await list(`session_key=${testUserKey}&${query}`));
  });

  it('answers the largest offset the document allows with an empty page', async () => {
    const res = await list(`session_key=${testUserKey}&offset=${Number.MAX_SAFE_INTEGER}`);
    expect(res.json()).toEqual({ result: 0, data: { list: [] } });
  });

  it('refuses a call without a valid h5_deviceid', async () => {
    expectRejected(await t.app.inject(`/api/web/recharge_fill_record/?session_key=${testUserKey}`));
    expectRejected(
      await t.app.inject(`/api/web/recharge_fill_record/?session_key=${testUserKey}&h5_deviceid=xyz`),
    );
  });
});
