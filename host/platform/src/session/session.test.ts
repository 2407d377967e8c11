import { act, renderHook } from '@testing-library/react';
import { createStorage, type StorageBackend, type LoginUser } from '../storage';
import { removeFromHash, removeFromSearch } from './addressBar';
import { createSession, type AddressWindow } from './session';
import { useSession } from './useSession';
import { MapBackend } from '../storage/mapBackend';

const user: LoginUser = { uid: 501, display_uid: 880011, icon: 'https://cdn.example/a.png' };
const load = (backend: StorageBackend) => createSession(createStorage(backend, jest.fn()));

function fakeWindow(url: string): AddressWindow & { replaced: string[] } {
  const u = new URL(url, 'https://topup.example');
  const replaced: string[] = [];
  return {
    replaced,
    location: { pathname: u.pathname, search: u.search, hash: u.hash },
    history: {
      state: { idx: 3 },
      replaceState: (_state: unknown, _unused: string, next?: string | URL | null) => {
        replaced.push(String(next));
      },
    },
  };
}

describe('session (spec 02 §3, §4)', () => {
  it('persists key, user and login type across reloads', () => {
    const backend = new MapBackend();
    const s = load(backend);
    expect(s.isLoggedIn()).toBe(false);
    s.login({ sessionKey: 'sk-1', loginType: 'facebook', user });
    const again = load(backend).getSnapshot();
    expect(again).toEqual({ sessionKey: 'sk-1', user, loginType: 'facebook', openId: null });
  });

  it('logout clears key, user and login type', () => {
    const backend = new MapBackend();
    const s = load(backend);
    s.login({ sessionKey: 'sk-1', loginType: 'account', user });
    s.logout();
    expect(s.getSnapshot()).toEqual({ sessionKey: null, user: null, loginType: null, openId: null });
    expect(s.isLoggedIn()).toBe(false);
    expect(backend.items.size).toBe(0);
    expect(load(backend).getSnapshot().sessionKey).toBeNull();
  });

  it('notifies subscribers and keeps one snapshot object between changes', () => {
    const s = load(new MapBackend());
    const listener = jest.fn();
    const unsubscribe = s.subscribe(listener);
    const before = s.getSnapshot();
    expect(s.getSnapshot()).toBe(before);
    s.login({ sessionKey: 'k', loginType: 'google' });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(s.getSnapshot()).not.toBe(before);
    s.setUser(user);
    expect(s.getSnapshot().user).toEqual(user);
    unsubscribe();
    s.logout();
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('drives React through useSyncExternalStore', () => {
    const s = load(new MapBackend());
    const { result } = renderHook(() => useSession(s));
    expect(result.current.sessionKey).toBeNull();
    act(() => s.login({ sessionKey: 'k2', loginType: 'ticket', user }));
    expect(result.current).toMatchObject({ sessionKey: 'k2', loginType: 'ticket', user });
    act(() => s.logout());
    expect(result.current.user).toBeNull();
  });

  describe('session key handed over in the URL', () => {
    it('stores it and removes only session_key from the address bar', () => {
      const backend = new MapBackend();
      const s = load(backend);
      const win = fakeWindow(
        '/pay?platform=android&session_key=abc%2B1&version_code=30600&title=a+b#/x?tab=1',
      );
      expect(s.adoptSessionFromUrl(win)).toBe(true);
      expect(s.getSnapshot().sessionKey).toBe('abc+1');
      expect(load(backend).getSnapshot().sessionKey).toBe('abc+1');
      expect(win.replaced).toEqual(['/pay?platform=android&version_code=30600&title=a+b#/x?tab=1']);
    });

    it('prefers the hash and cleans both places', () => {
      const s = load(new MapBackend());
      const win = fakeWindow('/pay?session_key=q1&open_id=o-q#session_key=h1&open_id=o-h&lang=ar');
      s.adoptSessionFromUrl(win);
      expect(s.getSnapshot()).toMatchObject({ sessionKey: 'h1', openId: 'o-h' });
      expect(win.replaced).toEqual(['/pay?open_id=o-q#open_id=o-h&lang=ar']);
    });

    it('forgets the previous user when the key changes, keeps it when the key is the same', () => {
      const backend = new MapBackend();
      const s = load(backend);
      s.login({ sessionKey: 'same', loginType: 'google', user });
      s.adoptSessionFromUrl(fakeWindow('/?session_key=same'));
      expect(s.getSnapshot()).toMatchObject({ user, loginType: 'google' });
      s.adoptSessionFromUrl(fakeWindow('/?session_key=other'));
      expect(s.getSnapshot()).toMatchObject({ sessionKey: 'other', user: null, loginType: null });
    });

    it('does nothing without a session key', () => {
      const s = load(new MapBackend());
      const win = fakeWindow('/pay?open_id=x#a=1');
      const listener = jest.fn();
      s.subscribe(listener);
      expect(s.adoptSessionFromUrl(win)).toBe(false);
      expect(win.replaced).toEqual([]);
      expect(listener).not.toHaveBeenCalled();
    });

    it('works with the real jsdom history', () => {
      window.history.replaceState(null, '', '/recharge?a=1&session_key=zz#b=2');
      const s = load(new MapBackend());
      s.adoptSessionFromUrl(window);
      expect(window.location.pathname + window.location.search + window.location.hash).toBe(
        '/recharge?a=1#b=2',
      );
      expect(s.getSnapshot().sessionKey).toBe('zz');
    });
  });

  describe('address bar helpers', () => {
    it('remove one parameter and keep the rest verbatim', () => {
      expect(removeFromSearch('?session_key=1', 'session_key')).toBe('');
      expect(removeFromSearch('?a=%20x&session_key=1&b', 'session_key')).toBe('?a=%20x&b');
      expect(removeFromHash('#/path?session_key=1', 'session_key')).toBe('#/path');
      expect(removeFromHash('#?session_key=1&c=3', 'session_key')).toBe('#?c=3');
      expect(removeFromHash('#section', 'session_key')).toBe('#section');
      expect(removeFromHash('', 'session_key')).toBe('');
    });
  });
});
