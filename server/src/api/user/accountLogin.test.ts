import crypto from 'node:crypto';
import { FailureEnvelope, LoginAnswer, SuccessEnvelope } from '@topup/shared/contract';
import { LOGIN_LOCKED, LOGIN_PHONE_WRONG_PASSWORD, LOGIN_WRONG_PASSWORD } from '@topup/shared/contract/codes';
import { LOGIN_FAILURE_WINDOW_S, LOGIN_MAX_FAILURES } from '@topup/shared/contract/login';
import { PHONE_USER_PASSWORD, SEED_ACCOUNTS, TEST_USER_PASSWORD } from '../../db/seed';
import { buildTestApp, expectRejected, expectShape, type TestApp } from '../testApp';

const USER = SEED_ACCOUNTS.testUser;
const PHONE = SEED_ACCOUNTS.phoneUser;

describe('account_login (spec 02 §4, §5, §7)', () => {
  let t: TestApp;
  let clock: number;
  beforeEach(async () => {
    clock = Date.UTC(2026, 10, 1, 12);
    t = await buildTestApp({ now: () => clock });
  });
  afterEach(() => t.close());

  const login = (displayUid: string | number, password: string, phone?: 0 | 1) =>
    t.app.inject(
      `/api/user/account_login/?${new URLSearchParams({
        display_uid: String(displayUid),
        password,
        device: 'c'.repeat(32),
        uuid: '3f1c5e2a-0b7d-4c1e-9a8b-2d4f6e8a0c1b',
        ...(phone === undefined ? {} : { pass_phone_login: String(phone) }),
      })}`,
    );

  it('answers a session key and its user for the right password; the key opens get_pay_user_info', async () => {
    const body = (await login(USER.displayUid, TEST_USER_PASSWORD)).json();
    expectShape(SuccessEnvelope(LoginAnswer), body);
    expect(body.data.user_info).toEqual({
      uid: USER.uid,
      display_uid: USER.displayUid,
      nickname: USER.nickname,
      icon: `/avatars/${USER.displayUid}.svg`,
    });
    const me = await t.app.inject(`/api/coin/get_pay_user_info/?session_key=${body.data.session_key}`);
    expect(me.json().data.uid).toBe(USER.uid);
  });

  it('says the same for a wrong password and an unknown account; the phone account has its own text', async () => {
    const wrong = (await login(USER.displayUid, 'nope')).json();
    expectShape(FailureEnvelope, wrong);
    expect(wrong.result).toBe(LOGIN_WRONG_PASSWORD);
    expect(wrong.message).toMatch(/[\u0600-\u06FF]/);
    expect((await login(1000009, 'nope')).json()).toEqual(wrong);
    // an account without a password (seeded accounts other than the test user) cannot sign in by password
    expect((await login(SEED_ACCOUNTS.normal.displayUid, '')).statusCode).toBe(400);
    expect((await login(SEED_ACCOUNTS.normal.displayUid, 'x')).json().result).toBe(LOGIN_WRONG_PASSWORD);
    const phone = (await login(USER.displayUid, 'nope', 1)).json();
    expect(phone.result).toBe(LOGIN_PHONE_WRONG_PASSWORD);
    expect(phone.message).not.toBe(wrong.message);
  });

  it('a phone account signs in with pass_phone_login=1 and its password; its user is answered as any other', async () => {
    const body = (await login(PHONE.displayUid, PHONE_USER_PASSWORD, 1)).json();
    expectShape(SuccessEnvelope(LoginAnswer), body);
    expect(body.data.user_info).toEqual({
      uid: PHONE.uid,
      display_uid: PHONE.displayUid,
      nickname: PHONE.nickname,
      icon: `/avatars/${PHONE.displayUid}.svg`,
    });
  });

  it('each password signs in only as its own kind: the other way round is a wrong password, told by the flag', async () => {
    // a phone account's right password without the flag: the account login's text, as for an unknown id
    const unflagged = (await login(PHONE.displayUid, PHONE_USER_PASSWORD)).json();
    expect(unflagged).toEqual((await login(1000009, PHONE_USER_PASSWORD)).json());
    expect(unflagged.result).toBe(LOGIN_WRONG_PASSWORD);
    // an account password with the flag: the phone text, as for an unknown id with the flag
    const flagged = (await login(USER.displayUid, TEST_USER_PASSWORD, 1)).json();
    expect(flagged.result).toBe(LOGIN_PHONE_WRONG_PASSWORD);
    expect(flagged).toEqual((await login(1000009, TEST_USER_PASSWORD, 1)).json());
    expect((await login(PHONE.displayUid, 'nope', 1)).json()).toEqual(flagged);
  });

  it('a phone password sent without the flag counts towards the lock like any wrong password', async () => {
    for (let i = 0; i < LOGIN_MAX_FAILURES; i += 1) await login(PHONE.displayUid, PHONE_USER_PASSWORD);
    expect((await login(PHONE.displayUid, PHONE_USER_PASSWORD, 1)).json().result).toBe(LOGIN_LOCKED);
  });

  it(`locks the password login after ${LOGIN_MAX_FAILURES} wrong passwords in 15 minutes, until the oldest leaves the window`, async () => {
    for (let i = 0; i < LOGIN_MAX_FAILURES; i += 1) {
      expect((await login(USER.displayUid, `wrong${i}`)).json().result).toBe(LOGIN_WRONG_PASSWORD);
      clock += 1000;
    }
    const locked = (await login(USER.displayUid, TEST_USER_PASSWORD)).json();
    expect(locked).toMatchObject({
      result: LOGIN_LOCKED,
      data: { retry_after_s: LOGIN_FAILURE_WINDOW_S - LOGIN_MAX_FAILURES },
    });
    clock += (LOGIN_FAILURE_WINDOW_S - LOGIN_MAX_FAILURES) * 1000 + 1;
    expect((await login(USER.displayUid, TEST_USER_PASSWORD)).json().result).toBe(0);
    // a right password forgets the wrong ones: the count starts again
    for (let i = 0; i < LOGIN_MAX_FAILURES - 1; i += 1) await login(USER.displayUid, 'wrong');
    expect((await login(USER.displayUid, TEST_USER_PASSWORD)).json().result).toBe(0);
  });

  it('locks an unknown id exactly as an account: the lock tells nobody which ids exist', async () => {
    const tries = async (id: number | string) => {
      const answers = [];
      for (let i = 0; i <= LOGIN_MAX_FAILURES; i += 1) answers.push((await login(id, `wrong${i}`)).json());
      return answers;
    };
    const account = await tries(USER.displayUid);
    const unknown = await tries(1000009);
    expect(unknown).toEqual(account);
    expect(unknown.map((a) => a.result)).toEqual([
      ...Array<number>(LOGIN_MAX_FAILURES).fill(LOGIN_WRONG_PASSWORD),
      LOGIN_LOCKED,
    ]);
  });

  it('counts the same id typed with leading zeros as the same id', async () => {
    for (let i = 0; i < LOGIN_MAX_FAILURES; i += 1) await login(`00${USER.displayUid}`, 'wrong');
    expect((await login(USER.displayUid, TEST_USER_PASSWORD)).json().result).toBe(LOGIN_LOCKED);
  });

  it('refuses an id that is not digits with the digits-only text', async () => {
    const res = await login('12a', 'x');
    expectRejected(res);
    expect(res.json().message).toBe('معرّف المستخدم أرقام فقط، تحقق من الإدخال');
  });

  it('runs scrypt once for every attempt, off the event loop: an unknown id and an account without a password too', async () => {
    const scrypt = jest.spyOn(crypto, 'scrypt');
    const onLoop = jest.spyOn(crypto, 'scryptSync');
    try {
      const cost = { N: 16384, r: 8, p: 1 };
      for (const id of [USER.displayUid, 1000009, SEED_ACCOUNTS.normal.displayUid]) {
        scrypt.mockClear();
        expect((await login(id, 'nope')).json().result).toBe(LOGIN_WRONG_PASSWORD);
        expect(scrypt).toHaveBeenCalledTimes(1);
        // against a 16-byte salt and a 32-byte key: the account's, or the dummy hash's
        expect(scrypt).toHaveBeenCalledWith(
          'nope',
          expect.objectContaining({ length: 16 }),
          32,
          cost,
          expect.any(Function),
        );
      }
      expect(onLoop).not.toHaveBeenCalled();
    } finally {
      scrypt.mockRestore();
      onLoop.mockRestore();
    }
  });
});
