import { PayUserInfo, SuccessEnvelope } from '@topup/shared/contract';
import { SESSION_INVALID } from '@topup/shared/contract/codes';
import { sessionStore } from '../../db/sessions';
import { SEED_ACCOUNTS } from '../../db/seed';
import { buildTestApp, expectRejected, expectShape, type TestApp } from '../testApp';

const URL_PATH = '/api/coin/get_pay_user_info/';
const TEST_USER = SEED_ACCOUNTS.testUser;

describe('get_pay_user_info (spec 02 §7)', () => {
  let t: TestApp;
  let key: string;
  beforeAll(async () => {
    t = await buildTestApp();
    key = sessionStore(t.db).create(TEST_USER.uid);
  });
  afterAll(() => t.close());

  const expected = {
    uid: TEST_USER.uid,
    display_uid: TEST_USER.displayUid,
    nickname: TEST_USER.nickname,
    icon: '/avatars/1000100.svg',
  };
  const loggedOut = { result: SESSION_INVALID, message: 'انتهت صلاحية تسجيل الدخول، سجّل الدخول مرة أخرى' };

  it('answers the logged-in user for the session_key param', async () => {
    const body = (await t.app.inject(`${URL_PATH}?session_key=${key}`)).json();
    expectShape(SuccessEnvelope(PayUserInfo), body);
    expect(body).toEqual({ result: 0, data: expected });
  });

  it('reads the key from the x-session-key header when there is no param', async () => {
    const res = await t.app.inject({ url: URL_PATH, headers: { 'x-session-key': key } });
    expect(res.json().data).toEqual(expected);
  });

  it('prefers the param over the header', async () => {
    const other = sessionStore(t.db).create(SEED_ACCOUNTS.normal.uid);
    const res = await t.app.inject({
      url: `${URL_PATH}?session_key=${other}`,
      headers: { 'x-session-key': key },
    });
    expect(res.json().data.display_uid).toBe(SEED_ACCOUNTS.normal.displayUid);
  });

  it.each([
    ['an unknown key', `?session_key=${'0'.repeat(32)}`],
    ['a key of another shape', '?session_key=not-a-key'],
    ['no key at all', ''],
    ['an empty key', '?session_key='],
  ])('answers -10000 for %s', async (_case, query) => {
    const res = await t.app.inject(`${URL_PATH}${query}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(loggedOut);
  });

  it('answers -10000 for an unknown key in the header', async () => {
    const res = await t.app.inject({ url: URL_PATH, headers: { 'x-session-key': 'f'.repeat(32) } });
    expect(res.json()).toEqual(loggedOut);
  });

  it('refuses a key longer than 256 characters with 400', async () => {
    expectRejected(await t.app.inject(`${URL_PATH}?session_key=${'a'.repeat(257)}`));
  });
});
