import { FailureEnvelope, LoginAnswer, LoginKeyAnswer, SuccessEnvelope } from '@topup/shared/contract';
import { SOCIAL_ACCOUNT_NOT_FOUND, SOCIAL_TOKEN_INVALID } from '@topup/shared/contract/codes';
import { SEED_ACCOUNTS } from '../../db/seed';
import { buildTestApp, expectShape, type TestApp } from '../testApp';

const USER = SEED_ACCOUNTS.testUser;
// spec 02 §7: every device field, as the web page sends them (empty where a browser has no value)
const DEVICE = {
  version_code: '',
  device: 'c'.repeat(32),
  device_uuid: 'c'.repeat(32),
  sdcard_uuid: '',
  uuid: '3f1c5e2a-0b7d-4c1e-9a8b-2d4f6e8a0c1b',
  mac: '',
  phone: '',
};

describe('facebook_login, google_login, get_login_key (spec 02 §4, §7, §8)', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await buildTestApp();
  });
  afterEach(() => t.close());

  const post = (url: string, fields: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ ...DEVICE, ...fields }).toString(),
    });
  const facebook = (user_id: string, access_token: string) =>
    post('/api/user/facebook_login/', { user_id, access_token });
  const google = (id_token: string) => post('/api/user/google_login/', { id_token });

  const opensSessionOfTestUser = async (body: LoginAnswer) => {
    expect(body.user_info).toMatchObject({ uid: USER.uid, display_uid: USER.displayUid });
    const me = await t.app.inject(`/api/coin/get_pay_user_info/?session_key=${body.session_key}`);
    expect(me.json().data.uid).toBe(USER.uid);
  };

  it('a Facebook test token for its user id signs in to the linked account', async () => {
    const body = (await facebook('fb-1000100', 'fb-sandbox-token-1000100')).json();
    expectShape(SuccessEnvelope(LoginAnswer), body);
    await opensSessionOfTestUser(body.data);
  });

  it('a Google test ID token signs in to the linked account', async () => {
    const body = (await google('google-sandbox-token-1000100')).json();
    expectShape(SuccessEnvelope(LoginAnswer), body);
    await opensSessionOfTestUser(body.data);
  });

  it('an identity with no account is 21266 (download the app to register)', async () => {
    for (const res of [
      await facebook('fb-new-user', 'fb-sandbox-token-new'),
      await google('google-sandbox-token-new'),
    ]) {
      const body = res.json();
      expectShape(FailureEnvelope, body);
      expect(body.result).toBe(SOCIAL_ACCOUNT_NOT_FOUND);
      expect(body.message).toMatch(/حمّل التطبيق/);
    }
  });

  it("accepts the app's values of the device fields too (the page inside the app sends its version code)", async () => {
    const appFields = {
      version_code: '30507',
      sdcard_uuid: 'sd-1',
      mac: '02:00:00:00:00:00',
      phone: 'SM-G991B',
    };
    const fb = await post('/api/user/facebook_login/', {
      user_id: 'fb-1000100',
      access_token: 'fb-sandbox-token-1000100',
      ...appFields,
    });
    expect(fb.json().result).toBe(0);
    expect(
      (
        await post('/api/user/google_login/', { id_token: 'google-sandbox-token-1000100', ...appFields })
      ).json().result,
    ).toBe(0);
    // a field longer than the contract allows is a bad request
    const tooLong = await post('/api/user/google_login/', {
      id_token: 'google-sandbox-token-1000100',
      mac: 'x'.repeat(65),
    });
    expect(tooLong.statusCode).toBe(400);
  });

  it('refuses a token it did not issue, or one issued to another user id', async () => {
    expect((await facebook('fb-1000100', 'forged')).json().result).toBe(SOCIAL_TOKEN_INVALID);
    expect((await facebook('fb-new-user', 'fb-sandbox-token-1000100')).json().result).toBe(
      SOCIAL_TOKEN_INVALID,
    );
    expect((await google('fb-sandbox-token-1000100')).json().result).toBe(SOCIAL_TOKEN_INVALID);
  });

  it('needs the token: a sign-in without one is a bad request, not a session', async () => {
    const body = (await post('/api/user/facebook_login/', { user_id: 'fb-1000100' })).json();
    expect(body.result).not.toBe(0);
    expect(body.data).toBeUndefined();
  });

  it('get_login_key answers the session key inside user_info; an unlinked identity stays 21266 with auto_create', async () => {
    const url = '/api/user_mode/get_login_key/';
    const body = (
      await post(url, {
        login_type: 'facebook',
        user_id: 'fb-1000100',
        access_token: 'fb-sandbox-token-1000100',
        auto_create: '1',
      })
    ).json();
    expectShape(SuccessEnvelope(LoginKeyAnswer), body);
    const me = await t.app.inject(
      `/api/coin/get_pay_user_info/?session_key=${body.data.user_info.session_key}`,
    );
    expect(me.json().data.uid).toBe(USER.uid);
    const none = await post(url, {
      login_type: 'facebook',
      user_id: 'fb-new-user',
      access_token: 'fb-sandbox-token-new',
      auto_create: '1',
    });
    expect(none.json().result).toBe(SOCIAL_ACCOUNT_NOT_FOUND);
  });
});
