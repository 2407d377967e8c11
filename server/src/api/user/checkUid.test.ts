import { FailureEnvelope, SuccessEnvelope, UserAccount } from '@topup/shared/contract';
import { USER_NOT_FOUND, WEB_RECHARGE_UNAVAILABLE } from '@topup/shared/contract/codes';
import { SEED_ACCOUNTS } from '../../db/seed';
import { buildTestApp, expectRejected, expectShape, type TestApp } from '../testApp';

describe('check_uid (spec 01 §7)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const post = (uid: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/user/check_uid/', payload: { uid } });

  it('finds an account by the display id and returns the lookup fields', async () => {
    const res = await post('1000001');
    const body = res.json();
    expectShape(SuccessEnvelope(UserAccount), body);
    expect(body.data).toEqual({
      uid: SEED_ACCOUNTS.normal.uid,
      display_uid: 1000001,
      nickname: SEED_ACCOUNTS.normal.nickname,
      icon: '/avatars/1000001.svg',
      is_guest: 0,
      source: 1,
      status: 0,
      // spec 02 §3: a streamer, live in the demo room
      is_streamer: 1,
      is_invisibility: 0,
      is_online: 1,
      room_id: 52300,
    });
  });

  it('answers GET with the same data (recent-target batch)', async () => {
    const byGet = (await t.app.inject('/api/user/check_uid/?uid=1000001')).json();
    expect(byGet).toEqual((await post('1000001')).json());
  });

  it('accepts the id as a JSON number', async () => {
    expect((await post(1000001)).json().data.display_uid).toBe(1000001);
  });

  it.each([
    [1000002, { status: 2, is_guest: 0 }],
    [1000003, { status: 1 }],
    [1000004, { status: 4 }],
    [1000006, { status: 5, source: 4 }],
    [1000007, { status: 0, is_guest: 1 }],
    [1000010, { status: 2 }],
  ])('reports %i with its status and flags, leaving refusal to the page', async (uid, expected) => {
    const body = (await post(String(uid))).json();
    expect(body.result).toBe(0);
    expect(body.data).toMatchObject(expected);
  });

  it('answers 32120 for an account without web recharge', async () => {
    const res = await post('1000008');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expectShape(FailureEnvelope, body);
    expect(body).toEqual({
      result: WEB_RECHARGE_UNAVAILABLE,
      message: 'الشحن عبر الموقع غير متاح لهذا الحساب، استخدم التطبيق',
    });
  });

  it('answers the not-found code for an unknown id', async () => {
    const body = (await post('1000009')).json();
    expect(body).toEqual({ result: USER_NOT_FOUND, message: 'لا يوجد تطابق، تحقق من الإدخال' });
  });

  it('does not find an account by its internal uid', async () => {
    expect((await post(String(SEED_ACCOUNTS.normal.uid))).json().result).toBe(USER_NOT_FOUND);
  });

  it.each([['10000a1'], ['١٠٠٠٠٠١'], [''], ['-1000001'], ['1000001.5']])(
    'refuses %p: digits only',
    async (uid) => {
      const body = expectRejected(await post(uid));
      expect(body).toEqual({ result: 400, message: 'معرّف المستخدم أرقام فقط، تحقق من الإدخال' });
    },
  );

  it('refuses a call without uid', async () => {
    expectRejected(await t.app.inject({ method: 'POST', url: '/api/user/check_uid/', payload: {} }));
  });
});
