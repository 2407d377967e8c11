import { SuccessEnvelope, UploadRechargeFillRecordResult } from '@topup/shared/contract';
import { SESSION_INVALID } from '@topup/shared/contract/codes';
import { sessionStore } from '../../db/sessions';
import { SEED_ACCOUNTS, SEED_CARD_DEVICE, SEED_RECHARGE_RECORDS } from '../../db/seed';
import { buildTestApp, expectRejected, expectShape, type TestApp } from '../testApp';
import { recordTimeSeconds } from './uploadRechargeFillRecord';

const SEED_DEVICE = SEED_CARD_DEVICE.deviceId;
const NEW_DEVICE = 'd'.repeat(32);
const NOW = Date.UTC(2025, 5, 1, 12) / 1000;
const { normal, banned } = SEED_RECHARGE_RECORDS.records;

interface Row {
  to_uid: number;
  h5_deviceid: string;
  fill_times: number;
  first_fill_time: number;
  last_fill_time: number;
}

describe('upload_recharge_fill_record (spec 01 §3, §6, §7)', () => {
  let t: TestApp;
  let key: string;
  beforeEach(async () => {
    t = await buildTestApp({ now: () => NOW * 1000 });
    key = sessionStore(t.db).create(SEED_ACCOUNTS.testUser.uid);
  });
  afterEach(() => t.close());

  const upload = (records: unknown, sessionKey: string | null = key, device = NEW_DEVICE) => {
    const search = new URLSearchParams({
      h5_deviceid: device,
      records: typeof records === 'string' ? records : JSON.stringify(records),
    });
    if (sessionKey !== null) search.set('session_key', sessionKey);
    return t.app.inject(`/api/web/upload_recharge_fill_record/?${search.toString()}`);
  };
  const rows = (owner = SEED_ACCOUNTS.testUser.uid): Row[] =>
    t.db
      .prepare<[number], Row>(
        `SELECT to_uid, h5_deviceid, fill_times, first_fill_time, last_fill_time
           FROM recharge_target_records WHERE owner_uid = ? ORDER BY to_uid`,
      )
      .all(owner);
  const rowOf = (toUid: number) => rows().find((r) => r.to_uid === toUid);

  it('adds a new recipient with first = last time and the uploading device', async () => {
    const last = NOW - 3600;
    const res = await upload([
      { to_uid: SEED_ACCOUNTS.deleted.uid, uid: 0, fill_times: 2, last_fill_time: last },
    ]);
    const body = res.json();
    expectShape(SuccessEnvelope(UploadRechargeFillRecordResult), body);
    expect(body).toEqual({ result: 0, data: { saved: 1 } });
    expect(rowOf(SEED_ACCOUNTS.deleted.uid)).toEqual({
      to_uid: SEED_ACCOUNTS.deleted.uid,
      h5_deviceid: NEW_DEVICE,
      fill_times: 2,
      first_fill_time: last,
      last_fill_time: last,
    });
  });

  it('merges into an existing record: larger count and last time, smaller first time', async () => {
    const later = normal.lastFillTime + 100;
    await upload([
      { to_uid: normal.toUid, uid: SEED_ACCOUNTS.testUser.uid, fill_times: 1, last_fill_time: later },
    ]);
    expect(rowOf(normal.toUid)).toEqual({
      to_uid: normal.toUid,
      h5_deviceid: NEW_DEVICE,
      fill_times: normal.fillTimes,
      first_fill_time: normal.firstFillTime,
      last_fill_time: later,
    });
    const earlier = normal.firstFillTime - 100;
    await upload(
      [{ to_uid: normal.toUid, uid: 0, fill_times: 9, last_fill_time: earlier }],
      key,
      SEED_DEVICE,
    );
    // An older upload moves the first time back but keeps the device of the latest top-up.
    expect(rowOf(normal.toUid)).toEqual({
      to_uid: normal.toUid,
      h5_deviceid: NEW_DEVICE,
      fill_times: 9,
      first_fill_time: earlier,
      last_fill_time: later,
    });
  });

  it('skips recipients that are not accounts and counts the rest once each', async () => {
    const res = await upload([
      { to_uid: 20_000_000 + 1000009, uid: 0, fill_times: 1, last_fill_time: NOW },
      { to_uid: 1000001, uid: 0, fill_times: 1, last_fill_time: NOW },
      { to_uid: banned.toUid, uid: 0, fill_times: 2, last_fill_time: NOW - 10 },
      { to_uid: banned.toUid, uid: 0, fill_times: 3, last_fill_time: NOW - 20 },
    ]);
    expect(res.json().data).toEqual({ saved: 1 });
    expect(rowOf(banned.toUid)).toMatchObject({ fill_times: 3, last_fill_time: NOW - 10 });
    expect(rows()).toHaveLength(3);
  });

  it("files the records under the session's user, whatever uid the entries carry", async () => {
    const key2 = sessionStore(t.db).create(SEED_ACCOUNTS.normal.uid);
    await upload(
      [{ to_uid: banned.toUid, uid: SEED_ACCOUNTS.testUser.uid, fill_times: 1, last_fill_time: NOW }],
      key2,
    );
    expect(rows(SEED_ACCOUNTS.normal.uid).map((r) => r.to_uid)).toEqual([banned.toUid]);
    expect(rowOf(banned.toUid)?.fill_times).toBe(banned.fillTimes);
  });

  it('reads milliseconds as seconds and keeps future times at now', () => {
    expect(recordTimeSeconds(1_740_000_000, NOW)).toBe(1_740_000_000);
    expect(recordTimeSeconds(1_740_000_000_123, NOW)).toBe(1_740_000_000);
    expect(recordTimeSeconds(NOW + 86_400, NOW)).toBe(NOW);
  });

  it('stores a time sent in milliseconds as seconds', async () => {
    await upload([
      { to_uid: SEED_ACCOUNTS.deleting.uid, uid: 0, fill_times: 1, last_fill_time: (NOW - 5) * 1000 },
    ]);
    expect(rowOf(SEED_ACCOUNTS.deleting.uid)?.last_fill_time).toBe(NOW - 5);
  });

  it('accepts an empty list and numbers sent as strings', async () => {
    expect((await upload([])).json()).toEqual({ result: 0, data: { saved: 0 } });
    const res = await upload([
      { to_uid: String(SEED_ACCOUNTS.guest.uid), uid: '0', fill_times: '1', last_fill_time: String(NOW) },
    ]);
    expect(res.json().data).toEqual({ saved: 1 });
  });

  it('accepts 40 entries and refuses 41', async () => {
    const entry = { to_uid: SEED_ACCOUNTS.normal.uid, uid: 0, fill_times: 1, last_fill_time: NOW - 1 };
    expect((await upload(Array.from({ length: 40 }, () => entry))).json().result).toBe(0);
    expectRejected(await upload(Array.from({ length: 41 }, () => entry)));
  });

  it.each([
    ['text that is not JSON', '[{to_uid:1}'],
    ['an object instead of a list', { to_uid: 1 }],
    ['an entry without to_uid', [{ uid: 0, fill_times: 1, last_fill_time: 1 }]],
    ['a negative count', [{ to_uid: 21000001, uid: 0, fill_times: -1, last_fill_time: 1 }]],
  ])('refuses %s with 400 and an Arabic message', async (_case, records) => {
    const body = expectRejected(await upload(records));
    expect(body.message).toBe('تعذّرت قراءة سجل الشحن المرسل، تحقق من صيغته');
    expect(rows()).toHaveLength(3);
  });

  it('answers -10000 without a valid session and stores nothing', async () => {
    const entry = [{ to_uid: SEED_ACCOUNTS.guest.uid, uid: 0, fill_times: 1, last_fill_time: NOW }];
    expect((await upload(entry, null)).json().result).toBe(SESSION_INVALID);
    expect((await upload(entry, 'c'.repeat(32))).json().result).toBe(SESSION_INVALID);
    expect(rows()).toHaveLength(3);
  });
});
