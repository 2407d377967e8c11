import type { LoginDeps } from './signIn';
import { accountLogin } from './accountLogin';

// spec 02 §7: GET account_login with display_uid, password, device, uuid and pass_phone_login.

function deps() {
  const get = jest.fn(async () => ({
    result: 0,
    message: '',
    data: {
      session_key: 'sk',
      user_info: { uid: 21000101, display_uid: 1000101, icon: '/a.svg', nickname: 'n' },
    },
  }));
  const login = jest.fn();
  const d = {
    api: { get, postForm: jest.fn(), report: jest.fn() },
    session: { login, logout: jest.fn() },
    device: { deviceId: () => 'd'.repeat(32), deviceToken: () => 'tok' },
  };
  return { d: d as unknown as LoginDeps, get, login };
}

describe('account_login (spec 02 §7)', () => {
  it('sends pass_phone_login=1 for a phone account, with the device fields, and keeps the session', async () => {
    const { d, get, login } = deps();
    expect(await accountLogin(d, { displayUid: '1000101', password: 'p', phone: true })).toEqual({
      kind: 'ok',
    });
    expect(get).toHaveBeenCalledWith('/api/user/account_login/', {
      display_uid: '1000101',
      password: 'p',
      device: 'd'.repeat(32),
      uuid: 'tok',
      pass_phone_login: 1,
    });
    expect(login).toHaveBeenCalledWith(expect.objectContaining({ sessionKey: 'sk', loginType: 'account' }));
  });

  it('sends pass_phone_login=0 for an account password', async () => {
    const { d, get } = deps();
    await accountLogin(d, { displayUid: '1000100', password: 'p' });
    expect(get).toHaveBeenCalledWith(
      '/api/user/account_login/',
      expect.objectContaining({ pass_phone_login: 0 }),
    );
  });
});
