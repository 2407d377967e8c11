import type { Database } from 'better-sqlite3';
import { LOGIN_FAILURE_WINDOW_S, LOGIN_MAX_FAILURES } from '@topup/shared/contract/login';

// A per-account limit on wrong passwords (issue "Login"): LOGIN_MAX_FAILURES wrong passwords within
// LOGIN_FAILURE_WINDOW_S lock the account's password login until the oldest of them leaves the window.

export interface LoginFailures {
  /** Seconds until the account may try again, 0 when it may now. */
  lockedForS(uid: number): number;
  failed(uid: number): void;
  /** A right password forgets the earlier wrong ones. */
  cleared(uid: number): void;
}

export function loginFailureStore(db: Database, now: () => number): LoginFailures {
  const windowMs = LOGIN_FAILURE_WINDOW_S * 1000;
  const recent = db.prepare<[number, number], { at_ms: number }>(
    'SELECT at_ms FROM login_failures WHERE uid = ? AND at_ms > ? ORDER BY at_ms',
  );
  const insert = db.prepare<[number, number]>('INSERT INTO login_failures (uid, at_ms) VALUES (?, ?)');
  const clear = db.prepare<[number]>('DELETE FROM login_failures WHERE uid = ?');
  return {
    lockedForS(uid) {
      const at = now();
      const rows = recent.all(uid, at - windowMs);
      if (rows.length < LOGIN_MAX_FAILURES) return 0;
      const oldest = rows[rows.length - LOGIN_MAX_FAILURES]!.at_ms;
      return Math.max(1, Math.ceil((oldest + windowMs - at) / 1000));
    },
    failed: (uid) => void insert.run(uid, now()),
    cleared: (uid) => void clear.run(uid),
  };
}
