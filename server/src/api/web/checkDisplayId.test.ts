import { SuccessEnvelope, UserAccount } from '@topup/shared/contract';
import { USER_NOT_FOUND, WEB_RECHARGE_UNAVAILABLE } from '@topup/shared/contract/codes';
import { SEED_ACCOUNTS } from '../../db/seed';
import { buildTestApp, expectRejected, expectShape, type TestApp } from '../testApp';
import { statusForSource } from './checkDisplayId';

describe('check_display_id (spec 01 §5, §7)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const lookup = (displayId: string | number, source: number | string = 1) =>
    t.app.inject(`/api/web/check_display_id/?display_id=${displayId}&source=${source}`);

  it('finds an account by the display id typed, with its internal uid', async () => {
    const body = (await lookup(1000001)).json();
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

  it.each([
    [1000002, { status: 2, is_guest: 0 }],
    [1000010, { status: 2 }],
    [1000003, { status: 1 }],
    [1000004, { status: 4 }],
    [1000007, { status: 0, is_guest: 1 }],
  ])('returns %i with its status and guest flag, for the page to refuse', async (id, expected) => {
    const body = (await lookup(id)).json();
    expect(body.result).toBe(0);
    expect(body.data).toMatchObject(expected);
  });

  it('reports status 5 for an account of the other app, whichever app asks', async () => {
    expect((await lookup(1000006, 1)).json().data).toMatchObject({ status: 5, source: 4 });
    expect((await lookup(1000001, 4)).json().data).toMatchObject({ status: 5, source: 1 });
  });

  it('reports an account as normal when asked from its own app', async () => {
    expect((await lookup(1000006, 4)).json().data).toMatchObject({ status: 0, source: 4 });
  });

  it('reads the stored status relative to the app that asks', () => {
    expect(statusForSource({ status: 2, source: 1 }, 1)).toBe(2);
    expect(statusForSource({ status: 2, source: 1 }, 4)).toBe(5);
    expect(statusForSource({ status: 5, source: 4 }, 4)).toBe(0);
  });

  it('answers 20100 with "no match, check the input" for an unknown id', async () => {
    expect((await lookup(1000009)).json()).toEqual({
      result: USER_NOT_FOUND,
      message: 'لا يوجد تطابق، تحقق من الإدخال',
    });
    expect((await lookup(SEED_ACCOUNTS.normal.uid)).json().result).toBe(USER_NOT_FOUND);
  });

  it('answers 32120 for an account without web recharge', async () => {
    expect((await lookup(1000008)).json()).toEqual({
      result: WEB_RECHARGE_UNAVAILABLE,
      message: 'الشحن عبر الموقع غير متاح لهذا الحساب، استخدم التطبيق',
    });
  });

  it.each([
    ['a non-digit id', 'abc', 1],
    ['Arabic-Indic digits', encodeURIComponent('١٠٠٠٠٠١'), 1],
    ['an empty id', '', 1],
  ])('refuses %s: digits only', async (_case, id, source) => {
    expect(expectRejected(await lookup(id, source)).message).toBe('معرّف المستخدم أرقام فقط، تحقق من الإدخال');
  });

  it.each([['2'], ['']])('refuses source %p with 400', async (source) => {
    expectRejected(await lookup(1000001, source));
  });
});
