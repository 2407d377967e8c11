import { SavedCardList, SuccessEnvelope, UserLookup } from '@topup/shared/contract';
import { USER_NOT_FOUND } from '@topup/shared/contract/codes';
import { sessionStore } from '../../db/sessions';
import { SEED_ACCOUNTS, SEED_CARD_DEVICE, SEED_RECHARGE_RECORDS } from '../../db/seed';
import { buildTestApp, expectShape, type TestApp } from '../testApp';

const DEVICE = SEED_CARD_DEVICE.deviceId;

type Entry = { result: number; message?: string; data?: Record<string, unknown> };

describe('the pay page batches (spec 01 §7)', () => {
  let t: TestApp;
  let key: string;
  beforeAll(async () => {
    t = await buildTestApp();
    key = sessionStore(t.db).create(SEED_ACCOUNTS.testUser.uid);
  });
  afterAll(() => t.close());

  const batch = async (requests: unknown[], header: Record<string, string> = {}) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/sys/batch_request/',
      headers: { 'x-cli-id': DEVICE },
      payload: { async: false, timeout: 5000, header, requests },
    });
    expect(res.statusCode).toBe(200);
    const map = res.json().data.ResultMap as Record<string, string>;
    return Object.fromEntries(Object.entries(map).map(([id, text]) => [id, JSON.parse(text) as Entry]));
  };

  it('answers the init batch: recharge list, check_uid, get_card_source, check_user_status', async () => {
    const e = await batch(
      [
        {
          method: 'POST',
          path: '/api/third_party_pay/get_recharge_list_v3/',
          request_id: 'recharge_list',
          params: { uid: '1000100', source: 1, session_key: key },
        },
        { method: 'POST', path: '/api/user/check_uid/', request_id: 'check_uid', params: { uid: '1000100' } },
        {
          method: 'POST',
          path: '/api/web/get_card_source/',
          request_id: 'card_source',
          params: { h5_deviceid: DEVICE, session_key: key },
        },
        {
          method: 'POST',
          path: '/api/web/check_user_status/',
          request_id: 'user_status',
          params: { source: 1, uids: ['1000001', '1000002', '1000100'] },
        },
      ],
      { 'x-session-key': key },
    );
    expect(e.recharge_list?.result).toBe(0);
    // the seeded card device made the test user's recharge records: it has paid before
    expect(e.recharge_list?.data).toMatchObject({ is_new_h5device: 0, pay_group: 'B' });
    expectShape(SuccessEnvelope(UserLookup), e.check_uid);
    expect(e.check_uid?.data).toMatchObject({ uid: SEED_ACCOUNTS.testUser.uid, display_uid: 1000100 });
    expectShape(SuccessEnvelope(SavedCardList), e.card_source);
    expect((e.card_source?.data?.items as unknown[]).length).toBe(Object.keys(SEED_CARD_DEVICE.cards).length);
    expect(e.user_status?.data).toEqual({
      user_map: {
        '1000001': { status: 0, is_guest: 0 },
        '1000002': { status: 2, is_guest: 0 },
        '1000100': { status: 0, is_guest: 0 },
      },
    });
  });

  it('answers the recent-target batch: one GET check_uid per recorded account, ids uid_<id>', async () => {
    const records = (
      await t.app.inject({
        url: `/api/web/recharge_fill_record/?h5_deviceid=${DEVICE}&offset=0&limit=100`,
        headers: { 'x-session-key': key },
      })
    ).json().data.list as { to_display_uid: number }[];
    expect(records).toHaveLength(Object.keys(SEED_RECHARGE_RECORDS.records).length);
    const ids = [...records.map((r) => r.to_display_uid), 1000009];
    const e = await batch(
      ids.map((uid) => ({
        method: 'GET',
        path: '/api/user/check_uid/',
        request_id: `uid_${uid}`,
        params: { uid },
      })),
    );
    expect(Object.keys(e).sort()).toEqual(ids.map((uid) => `uid_${uid}`).sort());
    expect(e.uid_1000001?.data).toMatchObject({ display_uid: 1000001, status: 0 });
    expect(e.uid_1000002?.data).toMatchObject({ display_uid: 1000002, status: 2 });
    expect(e.uid_1000100?.data).toMatchObject({ display_uid: 1000100, uid: SEED_ACCOUNTS.testUser.uid });
    expect(e.uid_1000009?.result).toBe(USER_NOT_FOUND);
  });

  it('carries the other part-1 calls too, with the session from the batch header', async () => {
    const e = await batch(
      [
        { method: 'GET', path: '/api/coin/get_pay_user_info/', request_id: 'me' },
        {
          method: 'GET',
          path: '/api/web/check_display_id/',
          request_id: 'display',
          params: { display_id: '1000006', source: 1 },
        },
        {
          method: 'GET',
          path: '/api/web/upload_recharge_fill_record/',
          request_id: 'upload',
          params: {
            h5_deviceid: DEVICE,
            records: JSON.stringify([
              { to_uid: SEED_ACCOUNTS.deleted.uid, uid: 0, fill_times: 1, last_fill_time: 1_700_000_000 },
            ]),
          },
        },
        {
          method: 'GET',
          path: '/api/web/recharge_fill_record/',
          request_id: 'records',
          params: { h5_deviceid: DEVICE, offset: 0, limit: 100 },
        },
      ],
      { 'x-session-key': key },
    );
    expect(e.me?.data).toMatchObject({ display_uid: 1000100 });
    expect(e.display?.data).toMatchObject({ status: 5 });
    expect(e.upload?.data).toEqual({ saved: 1 });
    // In order mode the list already holds the uploaded record.
    expect((e.records?.data?.list as { to_display_uid: number }[]).map((r) => r.to_display_uid)).toContain(
      1000003,
    );
  });
});
