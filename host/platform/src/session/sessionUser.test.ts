import type { ApiResult } from '@topup/shared/domain/apiResult';
import { createStorage } from '../storage';
import { MapBackend } from '../storage/mapBackend';
import { createSession } from './session';
import { createSessionUserLoader } from './sessionUser';

const info = { uid: 21000100, display_uid: 1000100, nickname: 'حساب التجربة', icon: '/avatars/1000100.svg' };

function setup(answer: ApiResult<unknown>) {
  const session = createSession(createStorage(new MapBackend(), jest.fn()));
  const get = jest.fn().mockResolvedValue(answer);
  return { session, get, load: createSessionUserLoader({ get }, session) };
}

describe('the logged-in user behind a session key (spec 02 §4, §7)', () => {
  it('asks get_pay_user_info once and keeps the user in the session', async () => {
    const { session, get, load } = setup({ result: 0, message: '', data: info });
    session.login({ sessionKey: 'k1', loginType: 'ticket' });
    const [a, b] = await Promise.all([load(), load()]);
    expect(a).toEqual(info);
    expect(b).toEqual(info);
    expect(get).toHaveBeenCalledTimes(1);
    expect(get).toHaveBeenCalledWith('/api/coin/get_pay_user_info/', { session_key: 'k1' });
    expect(session.getSnapshot().user).toEqual({
      uid: 21000100,
      display_uid: 1000100,
      icon: '/avatars/1000100.svg',
      nickname: 'حساب التجربة',
    });
    await load();
    expect(get).toHaveBeenCalledTimes(1); // known now
  });

  it('logs out on -10000 and asks nothing without a session', async () => {
    const { session, get, load } = setup({ result: -10000, message: 'x', data: undefined });
    expect(await load()).toBeNull();
    expect(get).not.toHaveBeenCalled();
    session.login({ sessionKey: 'old', loginType: 'account' });
    expect(await load()).toBeNull();
    expect(session.getSnapshot().sessionKey).toBeNull();
  });

  it('keeps the session on a network failure', async () => {
    const { session, load } = setup({ result: -2, message: 'x', data: undefined });
    session.login({ sessionKey: 'k2', loginType: 'account' });
    expect(await load()).toBeNull();
    expect(session.getSnapshot().sessionKey).toBe('k2');
  });
});

describe('refreshing the session login', () => {
  it('asks again when told to, and logs out when the key is gone', async () => {
    const session = createSession(createStorage(new MapBackend(), jest.fn()));
    const get = jest
      .fn()
      .mockResolvedValueOnce({ result: 0, message: '', data: info })
      .mockResolvedValueOnce({ result: -10000, message: 'x', data: undefined });
    const load = createSessionUserLoader({ get }, session);
    session.login({ sessionKey: 'k3', loginType: 'account' });
    await load();
    expect(await load({ refresh: true })).toBeNull();
    expect(get).toHaveBeenCalledTimes(2);
    expect(session.getSnapshot().sessionKey).toBeNull();
  });
});
