import { CLIENT_LOGIN_FAILED, SESSION_INVALID, SOCIAL_ACCOUNT_NOT_FOUND } from '@topup/shared/contract/codes';
import { API } from '@topup/shared/contract/paths';
import { ScriptLoadError } from '@topup/shared/web/loadScript';
import type { LoginDeps } from '../signIn';
import type { SocialConfig } from './config';
import { socialLogin, type SocialEnv } from './socialLogin';

// spec 02 §4, §5, §7, §8 with fake SDKs: what each answer of the provider and of the server becomes.

const config: SocialConfig = {
  facebook: { sdkUrl: 'https://connect.example/sdk.js', appId: 'app-1' },
  google: { sdkUrl: 'https://accounts.example/gsi/client', clientId: 'client-1' },
};
const user = { uid: 5, display_uid: 1000100, icon: '/a.svg', nickname: 'n' };

function deps(answer: unknown = { result: 0, message: '', data: { session_key: 'sk', user_info: user } }) {
  const login = jest.fn();
  const logout = jest.fn();
  const d = {
    api: { get: jest.fn(), postForm: jest.fn(async () => answer), report: jest.fn() },
    session: { login, logout },
    device: { deviceId: () => 'd'.repeat(32), deviceToken: () => 'tok' },
  };
  return { d: d as unknown as LoginDeps, ...d.api, login, logout };
}

const loads = jest.fn(async () => undefined);
const fb = (authResponse: unknown) => ({
  FB: {
    init: jest.fn(),
    login: (cb: (r: unknown) => void) => cb({ status: authResponse ? 'connected' : 'unknown', authResponse }),
  },
});
const env = (win: object, load = loads, app: SocialEnv['app'] = {}): SocialEnv => ({
  config,
  win: win as SocialEnv['win'],
  load,
  app,
});
/** spec 02 §7: the device fields both sign-ins send, in a browser (no app version code). */
const BROWSER_FIELDS = {
  version_code: '',
  device: 'd'.repeat(32),
  device_uuid: 'd'.repeat(32),
  sdcard_uuid: '',
  uuid: 'tok',
  mac: '',
  phone: '',
};

describe('Facebook sign-in', () => {
  it('loads the SDK from the configured URL only now, posts user id and token as a form, keeps the session', async () => {
    const { d, postForm, login } = deps();
    const win = fb({ accessToken: 'at', userID: 'u1' });
    expect(await socialLogin(d, 'facebook', env(win))).toEqual({ kind: 'ok' });
    expect(loads).toHaveBeenCalledWith('https://connect.example/sdk.js', expect.anything());
    expect(win.FB.init).toHaveBeenCalledWith(expect.objectContaining({ appId: 'app-1' }));
    expect(postForm).toHaveBeenCalledWith(API.facebookLogin.path, {
      user_id: 'u1',
      access_token: 'at',
      ...BROWSER_FIELDS,
    });
    expect(login).toHaveBeenCalledWith({ sessionKey: 'sk', loginType: 'facebook', user });
  });

  it("inside the app the page's version code goes with them (spec 02 §7)", async () => {
    const { d, postForm } = deps();
    await socialLogin(
      d,
      'facebook',
      env(fb({ accessToken: 'at', userID: 'u1' }), loads, { versionCode: 30507 }),
    );
    expect(postForm).toHaveBeenCalledWith(
      API.facebookLogin.path,
      expect.objectContaining({ version_code: '30507', sdcard_uuid: '', mac: '', phone: '' }),
    );
  });

  it.each([[null], [{ accessToken: 'at' }], [{ userID: 'u1' }]])(
    'without both token and user id (%j) it is "user canceled", reported with reason sso, nothing posted',
    async (authResponse) => {
      const { d, postForm, report } = deps();
      expect(await socialLogin(d, 'facebook', env(fb(authResponse)))).toEqual({ kind: 'canceled' });
      expect(postForm).not.toHaveBeenCalled();
      expect(report).toHaveBeenCalledWith(
        API.facebookLogin.path,
        expect.objectContaining({ reason: 'sso' }),
        expect.objectContaining({ message: 'sso' }),
      );
    },
  );

  it('an SDK that cannot load is "unavailable", not a failure of the page', async () => {
    const { d } = deps();
    const failing = jest.fn(async () => {
      throw new ScriptLoadError(config.facebook.sdkUrl, 'error');
    });
    expect(await socialLogin(d, 'facebook', env({}, failing))).toEqual({ kind: 'unavailable' });
    // loaded but without its global: unavailable too
    expect(await socialLogin(d, 'facebook', env({}))).toEqual({ kind: 'unavailable' });
  });

  it('21266 is passed on with its code; -10000 logs out', async () => {
    const notFound = deps({ result: SOCIAL_ACCOUNT_NOT_FOUND, message: 'm' });
    expect(await socialLogin(notFound.d, 'facebook', env(fb({ accessToken: 'a', userID: 'u' })))).toEqual({
      kind: 'failed',
      result: SOCIAL_ACCOUNT_NOT_FOUND,
      message: 'm',
    });
    const expired = deps({ result: SESSION_INVALID, message: 'm' });
    await socialLogin(expired.d, 'facebook', env(fb({ accessToken: 'a', userID: 'u' })));
    expect(expired.logout).toHaveBeenCalled();
  });

  it('a thrown error is "login failed", reported as -9999', async () => {
    const { d, report } = deps();
    const win = {
      FB: {
        init: () => {
          throw new Error('boom');
        },
        login: jest.fn(),
      },
    };
    expect(await socialLogin(d, 'facebook', env(win))).toEqual({
      kind: 'failed',
      result: CLIENT_LOGIN_FAILED,
      message: '',
    });
    expect(report).toHaveBeenCalledWith(
      API.facebookLogin.path,
      expect.anything(),
      expect.objectContaining({ result: CLIENT_LOGIN_FAILED }),
    );
  });
});

describe('Google sign-in', () => {
  type Init = { client_id: string; callback(r: { credential?: string }): void };
  const gsi = (act: (init: Init, listener: (m: object) => void) => void) => {
    let init: Init | undefined;
    return {
      google: {
        accounts: {
          id: {
            initialize: (o: Init) => {
              init = o;
            },
            prompt: (listener: (m: object) => void) => init && act(init, listener),
          },
        },
      },
    };
  };

  it('posts the ID token of the callback as a form and keeps the login type google', async () => {
    const { d, postForm, login } = deps();
    const win = gsi((init, listener) => {
      expect(init.client_id).toBe('client-1');
      init.callback({ credential: 'id-tok' });
      listener({ isDismissedMoment: () => true, getDismissedReason: () => 'credential_returned' });
    });
    expect(await socialLogin(d, 'google', env(win))).toEqual({ kind: 'ok' });
    expect(postForm).toHaveBeenCalledWith(API.googleLogin.path, { id_token: 'id-tok', ...BROWSER_FIELDS });
    expect(login).toHaveBeenCalledWith(expect.objectContaining({ loginType: 'google' }));
  });

  it.each([
    ['skipped', { isSkippedMoment: () => true }],
    ['not displayed', { isNotDisplayed: () => true }],
    [
      'dismissed without a credential',
      { isDismissedMoment: () => true, getDismissedReason: () => 'cancel_called' },
    ],
  ])('a prompt %s is "user canceled" with reason sso', async (_name, moment) => {
    const { d, postForm, report } = deps();
    expect(await socialLogin(d, 'google', env(gsi((_i, listener) => listener(moment))))).toEqual({
      kind: 'canceled',
    });
    expect(postForm).not.toHaveBeenCalled();
    expect(report).toHaveBeenCalledWith(
      API.googleLogin.path,
      expect.objectContaining({ reason: 'sso' }),
      expect.anything(),
    );
  });
});
