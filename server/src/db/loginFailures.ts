import type { Database } from 'better-sqlite3';
import { LOGIN_FAILURE_WINDOW_S, LOGIN_MAX_FAILURES } from '@topup/shared/contract/login';

// A limit on wrong passwords: LOGIN_MAX_FAILURES wrong passwords within
// LOGIN_FAILURE_WINDOW_S lock the password login of the id typed until the oldest of them leaves the
// window. Counted per id typed, whether an account has it or not: a lock that only accounts
// could reach would tell which ids exist.

/** The id typed as the account lookup reads it (users.ts: a number), so "01000001" counts as "1000001". */
export const loginAccountKey = (displayUid: string): string => displayUid.replace(/^0+(?=[0-9])/, '');

export interface LoginFailures {
  /** Seconds until the id may try again, 0 when it may now. */
  lockedForS(account: string): number;
  failed(account: string): void;
  /** A right password forgets the earlier wrong ones. */
  cleared(account: string): void;
}

export function loginFailureStore(db: Database, now: () => number): LoginFailures {
  const windowMs = LOGIN_FAILURE_WINDOW_S * 1000;
  const recent = db.prepare<[string, number], { at_ms: number }>(
    'SELECT at_ms FROM login_failures WHERE account = ? AND at_ms > ? ORDER BY at_ms',
  );
  const insert = db.prepare<[string, number]>('INSERT INTO login_failures (account, at_ms) VALUES (?, ?)');
  // the id's rows that left the window: nothing counts them any more
  const forget = db.prepare<[string, number]>('DELETE FROM login_failures WHERE account = ? AND at_ms <= ?');
  const clear = db.prepare<[string]>('DELETE FROM login_failures WHERE account = ?');
  return {
    lockedForS(account) {
      const at = now();
      const rows = recent.all(account, at - windowMs);
      if (rows.length < LOGIN_MAX_FAILURES) return 0;
      const oldest = rows[rows.length - LOGIN_MAX_FAILURES]!.at_ms;
      return Math.max(1, Math.ceil((oldest + windowMs - at) / 1000));
    },
    failed(account) {
      const at = now();
      forget.run(account, at - windowMs);
      insert.run(account, at);
    },
    cleared: (account) => void clear.run(account),
  };
}
