import { readParam } from '@topup/shared/domain/urlParams';
import { storage as siteStorage, type AppStorage, type LoginType, type LoginUser } from '../storage';
import { removeFromHash, removeFromSearch } from './addressBar';

// spec 02 §3, §4: who is logged in. Session key, user and login type persist through the storage
// module; React follows them with useSyncExternalStore(session.subscribe, session.getSnapshot).

export interface SessionSnapshot {
  sessionKey: string | null;
  user: LoginUser | null;
  loginType: LoginType | null;
  /** open_id handed over by the app shell with its session key (kept for this visit only). */
  openId: string | null;
}

export interface LoginResult {
  sessionKey: string;
  loginType: LoginType;
  user?: LoginUser | null;
}

/** The parts of a window the URL hand-over needs. */
export interface AddressWindow {
  location: Pick<Location, 'pathname' | 'search' | 'hash'>;
  history: Pick<History, 'replaceState' | 'state'>;
}

export interface Session {
  getSnapshot(): SessionSnapshot;
  subscribe(listener: () => void): () => void;
  isLoggedIn(): boolean;
  /** After a successful login: remembers the key, the login type and (when known) the user. */
  login(result: LoginResult): void;
  /** The user's details once fetched (e.g. from the pay user info). */
  setUser(user: LoginUser | null): void;
  /** spec 02 §4: clears the session key, the user and the login type. Resetting pages is the caller's part. */
  logout(): void;
  /**
   * The app shell passes `session_key` (and `open_id`) in the page URL, query or hash (hash wins). Keeps
   * the key, then takes `session_key` out of the address bar so it is not bookmarked or shared; every
   * other parameter and the hash stay. Returns whether a key was found.
   */
  adoptSessionFromUrl(win: AddressWindow): boolean;
}

/** The `session_key` parameter the calls carry when someone is logged in (spec 01 §7), else nothing. */
export function sessionKeyParam(session: Pick<Session, 'getSnapshot'>): { session_key?: string } {
  const key = session.getSnapshot().sessionKey;
  return key ? { session_key: key } : {};
}

export function createSession(store: AppStorage): Session {
  const listeners = new Set<() => void>();
  let openId: string | null = null;
  const read = (): SessionSnapshot => ({
    sessionKey: store.get('sessionKey'),
    user: store.get('loginUser'),
    loginType: store.get('loginType'),
    openId,
  });
  let snapshot = read();

  const changed = () => {
    snapshot = read();
    listeners.forEach((l) => l());
  };

  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    isLoggedIn: () => snapshot.sessionKey !== null,
    login({ sessionKey, loginType, user }) {
      store.set('sessionKey', sessionKey);
      store.set('loginType', loginType);
      store.set('loginUser', user ?? null);
      changed();
    },
    setUser(user) {
      store.set('loginUser', user);
      changed();
    },
    logout() {
      store.remove('sessionKey');
      store.remove('loginUser');
      store.remove('loginType');
      openId = null;
      changed();
    },
    adoptSessionFromUrl(win) {
      const { pathname, search, hash } = win.location;
      const key = readParam(search, hash, 'session_key');
      if (!key) return false;
      if (key !== store.get('sessionKey')) {
        // A different session: the stored user and login type belonged to the previous one.
        store.set('sessionKey', key);
        store.remove('loginUser');
        store.remove('loginType');
      }
      openId = readParam(search, hash, 'open_id') || null;
      changed();
      const nextSearch = removeFromSearch(search, 'session_key');
      const nextHash = removeFromHash(hash, 'session_key');
      if (nextSearch !== search || nextHash !== hash) {
        win.history.replaceState(win.history.state, '', `${pathname}${nextSearch}${nextHash}`);
      }
      return true;
    },
  };
}

/** The page's session over the site storage (pure: a bundle that only makes its own leaves it out). */
export const session: Session = /*#__PURE__*/ createSession(siteStorage);
