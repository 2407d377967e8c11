import type { LoginAnswer } from '@topup/shared/contract/login';
import { LOGIN_TICKET_INVALID } from '@topup/shared/contract/codes';
import type { ApiResult } from '@topup/shared/domain/apiResult';
import { createStorage, type AppStorage } from '@topup/platform/src/storage';
import { MapBackend } from '@topup/platform/src/storage/mapBackend';
import { createSession, type AddressWindow, type Session } from '@topup/platform/src/session/session';
import { loginFromTicket, type TicketDeps } from './ticketLogin';

const APP_USER = { uid: 21000100, display_uid: 1000100, nickname: 'حساب التجربة', icon: '/a.svg' };
const OTHER = { uid: 21000001, display_uid: 1000001, icon: '/b.svg' };

function page(url: string): AddressWindow & { replaced: string[] } {
  const u = new URL(url, 'https://topup.example');
  const replaced: string[] = [];
  return {
    replaced,
    location: { pathname: u.pathname, search: u.search, hash: u.hash },
    history: {
      state: null,
      replaceState: (_s: unknown, _u: string, next?: string | URL | null) => void replaced.push(String(next)),
    },
  };
}

function setUp(answer: { result: number; message?: string } = { result: 0 }, switchTo = true) {
  const storage: AppStorage = createStorage(new MapBackend(), jest.fn());
  const session: Session = createSession(storage);
  const get = jest.fn(async (): Promise<ApiResult<LoginAnswer>> => ({
    result: answer.result,
    message: answer.message ?? '',
    data: answer.result === 0 ? { session_key: 'sk-app', user_info: APP_USER } : undefined,
  }));
  const confirmSwitch = jest.fn(async () => switchTo);
  const failed = jest.fn();
  const deps: TicketDeps = {
    api: { get: get as TicketDeps['api']['get'] },
    session,
    storage,
    confirmSwitch,
    failed,
  };
  return { deps, session, storage, get, confirmSwitch, failed };
}

describe('ticket login from the URL (spec 02 §4)', () => {
  it('signs in with the ticket, remembers it and the login type, and takes it out of the address', async () => {
    const t = setUp();
    const win = page('/pay?ticket=T1&x=1#tab=2');
    expect(await loginFromTicket(t.deps, win)).toBe('signedIn');
    expect(t.get).toHaveBeenCalledWith('/api/web/ticket_login/', { ticket: 'T1' });
    expect(t.session.getSnapshot()).toMatchObject({
      sessionKey: 'sk-app',
      loginType: 'ticket',
      user: APP_USER,
    });
    expect(t.storage.get('loginTicket')).toBe('T1');
    expect(win.replaced).toEqual(['/pay?x=1#tab=2']);
    expect(t.confirmSwitch).not.toHaveBeenCalled();
  });

  it('skips the ticket it already used (a reload of the same URL)', async () => {
    const t = setUp();
    t.storage.set('loginTicket', 'T1');
    expect(await loginFromTicket(t.deps, page('/pay#ticket=T1'))).toBe('same');
    expect(t.get).not.toHaveBeenCalled();
  });

  it('asks before switching from another signed-in user, naming the app account; yes switches', async () => {
    const t = setUp({ result: 0 }, true);
    t.session.login({ sessionKey: 'sk-other', loginType: 'account', user: OTHER });
    expect(await loginFromTicket(t.deps, page('/pay?ticket=T2'))).toBe('signedIn');
    expect(t.confirmSwitch).toHaveBeenCalledWith(1000100);
    expect(t.session.getSnapshot().sessionKey).toBe('sk-app');
  });

  it('no keeps the current user, and the same ticket is not asked about again', async () => {
    const t = setUp({ result: 0 }, false);
    t.session.login({ sessionKey: 'sk-other', loginType: 'account', user: OTHER });
    expect(await loginFromTicket(t.deps, page('/pay?ticket=T3'))).toBe('kept');
    expect(t.session.getSnapshot()).toMatchObject({ sessionKey: 'sk-other', user: OTHER });
    expect(await loginFromTicket(t.deps, page('/pay?ticket=T3'))).toBe('same');
    expect(t.confirmSwitch).toHaveBeenCalledTimes(1);
  });

  it('the same user signed in already: no question', async () => {
    const t = setUp();
    t.session.login({ sessionKey: 'sk-old', loginType: 'ticket', user: APP_USER });
    expect(await loginFromTicket(t.deps, page('/pay?ticket=T4'))).toBe('signedIn');
    expect(t.confirmSwitch).not.toHaveBeenCalled();
  });

  it('an expired ticket says why and signs nobody in', async () => {
    const t = setUp({ result: LOGIN_TICKET_INVALID, message: 'انتهت صلاحية رابط الدخول' });
    expect(await loginFromTicket(t.deps, page('/pay?ticket=T5'))).toBe('failed');
    expect(t.failed).toHaveBeenCalledWith('انتهت صلاحية رابط الدخول');
    expect(t.session.getSnapshot().sessionKey).toBeNull();
    expect(t.storage.get('loginTicket')).toBeNull();
  });

  it('does nothing without a ticket', async () => {
    const t = setUp();
    const win = page('/pay?x=1');
    expect(await loginFromTicket(t.deps, win)).toBe('none');
    expect(win.replaced).toEqual([]);
  });
});
