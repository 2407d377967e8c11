import { FineInfo, SuccessEnvelope } from '@topup/shared/contract';
import { ACCOUNT_NOT_BANNED, USER_NOT_FOUND } from '@topup/shared/contract/codes';
import { SEED_BAN_UNTIL } from '../../db/seed';
import { buildTestApp, expectRejected, expectShape, type TestApp } from '../testApp';

describe('get_fine_info (spec 02 §7)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const get = (id: string) => t.app.inject(`/api/fine/get_fine_info/?id=${encodeURIComponent(id)}`);

  it('gives the fine and end date of an account banned until a date', async () => {
    const body = (await get('1000002')).json();
    expectShape(SuccessEnvelope(FineInfo), body);
    expect(body.data).toEqual({
      id: 1000002,
      uid: 21000002, // the internal uid, as check_uid answers it (the fine's Apple Pay sends it)
      amount: 20,
      status: 2,
      ban_until: SEED_BAN_UNTIL,
      permanent: false,
    });
  });

  it('marks a permanent ban with no end date', async () => {
    const body = (await get('1000010')).json();
    expect(body.data).toEqual({
      id: 1000010,
      uid: 21000010,
      amount: 50,
      status: 2,
      ban_until: null,
      permanent: true,
    });
  });

  it.each(['1000001', '1000003', '1000100'])('answers "not banned" for %s', async (id) => {
    const body = (await get(id)).json();
    expect(body).toEqual({ result: ACCOUNT_NOT_BANNED, message: expect.stringMatching(/غير محظور/) });
  });

  it('treats a ban whose end date has passed as over', async () => {
    t.db.prepare('UPDATE users SET ban_until = 1000 WHERE display_uid = 1000002').run();
    expect((await get('1000002')).json().result).toBe(ACCOUNT_NOT_BANNED);
    t.db.prepare('UPDATE users SET ban_until = ? WHERE display_uid = 1000002').run(SEED_BAN_UNTIL);
  });

  it('answers the not-found code for an unknown id', async () => {
    expect((await get('1000009')).json()).toEqual({
      result: USER_NOT_FOUND,
      message: 'لا يوجد تطابق، تحقق من الإدخال',
    });
  });

  it('refuses a non-digit id and a missing id with 400', async () => {
    expect(expectRejected(await get('12ab')).message).toBe('معرّف المستخدم أرقام فقط، تحقق من الإدخال');
    expectRejected(await t.app.inject('/api/fine/get_fine_info/'));
  });
});
