import type { Database } from 'better-sqlite3';
import {
  VERIFY_ACCOUNT_MAX_CODES,
  VERIFY_ACCOUNT_MAX_GUESSES,
  VERIFY_ACCOUNT_WINDOW_S,
} from '@topup/shared/contract/verify';

// The per-account limits of verification (shared/contract/verify.ts): codes sent to an account and wrong
// codes entered for it within a sliding hour, counted whatever the device ids. The per-device rules (one
// code a minute, five tries a code) stay; these close what many device ids would open: an inbox flooded
// with codes, and guesses multiplied by the number of ids.

export type AccountEvent = 'code' | 'guess';

const LIMIT: Readonly<Record<AccountEvent, number>> = {
  code: VERIFY_ACCOUNT_MAX_CODES,
  guess: VERIFY_ACCOUNT_MAX_GUESSES,
};

export interface AccountLimit {
  /** Seconds until one more event of this kind is allowed for the account, 0 when it is now. */
  waitS(uid: number, kind: AccountEvent): number;
  /** Counts one event (and forgets the account's events that left the hour). */
  record(uid: number, kind: AccountEvent): void;
  /** Forgets the events of one account, or of all (the test mode's reset). */
  reset(uid?: number): void;
}

/** Used inside the verification's own transactions: the check and the count are one step. */
export function verifyAccountLimit(db: Database, now: () => number): AccountLimit {
  const windowMs = VERIFY_ACCOUNT_WINDOW_S * 1000;
  const recent = db.prepare<[number, AccountEvent, number], { at_ms: number }>(
    'SELECT at_ms FROM verify_account_events WHERE uid = ? AND kind = ? AND at_ms > ? ORDER BY at_ms',
  );
  const insert = db.prepare<[number, AccountEvent, number]>(
    'INSERT INTO verify_account_events (uid, kind, at_ms) VALUES (?, ?, ?)',
  );
  const forget = db.prepare<[number, number]>(
    'DELETE FROM verify_account_events WHERE uid = ? AND at_ms <= ?',
  );
  return {
    waitS(uid, kind) {
      const at = now();
      const rows = recent.all(uid, kind, at - windowMs);
      if (rows.length < LIMIT[kind]) return 0;
      // the event that must leave the hour for one more to fit
      const oldest = rows[rows.length - LIMIT[kind]]!.at_ms;
      return Math.min(VERIFY_ACCOUNT_WINDOW_S, Math.max(1, Math.ceil((oldest + windowMs - at) / 1000)));
    },
    record(uid, kind) {
      const at = now();
      forget.run(uid, at - windowMs);
      insert.run(uid, kind, at);
    },
    reset(uid) {
      if (uid === undefined) db.prepare('DELETE FROM verify_account_events').run();
      else db.prepare('DELETE FROM verify_account_events WHERE uid = ?').run(uid);
    },
  };
}
