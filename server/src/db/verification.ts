import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import {
  VERIFY_CODE_LENGTH,
  VERIFY_CODE_TTL_S,
  VERIFY_MAX_WRONG_ATTEMPTS,
  VERIFY_RESEND_AFTER_S,
} from '@topup/shared/contract';
import { inbox } from './inbox';
import { serverSecret } from './secrets';
import { verifyAccountLimit } from './verifyAccountLimit';

/** The account had too many codes sent, or wrong codes entered, within the hour (VERIFY_ACCOUNT_LIMITED). */
export interface AccountLimited {
  kind: 'accountLimited';
  retryAfterS: number;
}

export type SendOutcome =
  { kind: 'sent'; code: string } | { kind: 'tooSoon'; retryAfterS: number } | AccountLimited;

/**
 * - verified: the code matched; the device may now pay this account.
 * - wrong: it did not, and the code still has attempts left.
 * - tooManyAttempts: this wrong entry was the 5th, or an earlier one already burned the code.
 * - missing: no live code (never sent to this device, expired, or already used).
 * - accountLimited: the account had 25 wrong codes within the hour, from any devices: not compared.
 */
export type CheckOutcome = 'verified' | 'wrong' | 'tooManyAttempts' | 'missing' | AccountLimited;

export interface VerificationOptions {
  /** Milliseconds since the epoch; tests move it across the 60 s and 10 min boundaries. */
  now?: () => number;
  /** A code of 4 digits. */
  randomCode?: () => string;
}

export interface Verification {
  /**
   * Sends a new code for (device, account) to the account's inbox, with `inboxBody(code)` as its
   * text, unless the last one went out less than 60 s ago, or the account had 5 codes within the hour.
   */
  send(deviceId: string, uid: number, inboxBody: (code: string) => string): SendOutcome;
  check(deviceId: string, uid: number, code: string): CheckOutcome;
  /** Whether this device passed a code for the account (the order calls read it). */
  isVerified(deviceId: string, uid: number): boolean;
  /** Forgets codes, resend timers, verified devices and the hour's counts of one account, or of all. */
  reset(uid?: number): { codes: number; verified: number };
}

interface CodeRow {
  code_hash: string | null;
  sent_at_ms: number;
  expires_at_ms: number;
  wrong_attempts: number;
}

const RESEND_MS = VERIFY_RESEND_AFTER_S * 1000;
const TTL_MS = VERIFY_CODE_TTL_S * 1000;

export const randomVerifyCode = (): string =>
  String(randomInt(0, 10 ** VERIFY_CODE_LENGTH)).padStart(VERIFY_CODE_LENGTH, '0');

/**
 * Verification codes (spec 01 §4, §5, §8, §9), one per (device, account). Only an HMAC-SHA256 of
 * the code, keyed with this database's own secret and bound to the device and account, is stored;
 * the plain code exists only in the inbox message.
 */
export function verification(db: Database, options: VerificationOptions = {}): Verification {
  const now = options.now ?? Date.now;
  const randomCode = options.randomCode ?? randomVerifyCode;
  const secret = serverSecret(db, 'verify_code_hmac');
  const messages = inbox(db);
  const accountLimit = verifyAccountLimit(db, now);
  const limited = (retryAfterS: number): AccountLimited => ({ kind: 'accountLimited', retryAfterS });

  const hash = (deviceId: string, uid: number, code: string): string =>
    createHmac('sha256', secret).update(`${deviceId}\n${uid}\n${code}`).digest('hex');
  const sameHash = (a: string, b: string): boolean =>
    a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

  const selectCode = db.prepare<[string, number], CodeRow>(
    `SELECT code_hash, sent_at_ms, expires_at_ms, wrong_attempts
       FROM verify_codes WHERE device_id = ? AND uid = ?`,
  );
  const putCode = db.prepare<[string, number, string, number, number]>(
    `INSERT OR REPLACE INTO verify_codes (device_id, uid, code_hash, sent_at_ms, expires_at_ms, wrong_attempts)
     VALUES (?, ?, ?, ?, ?, 0)`,
  );
  // The row stays after a code is used or burned: it carries the resend timer.
  const spendCode = db.prepare<[number, string, number]>(
    'UPDATE verify_codes SET code_hash = NULL, wrong_attempts = ? WHERE device_id = ? AND uid = ?',
  );
  const countWrong = db.prepare<[number, string, number]>(
    'UPDATE verify_codes SET wrong_attempts = ? WHERE device_id = ? AND uid = ?',
  );
  const markVerified = db.prepare<[string, number, number]>(
    'INSERT OR REPLACE INTO verified_recipients (device_id, uid, verified_at) VALUES (?, ?, ?)',
  );
  const selectVerified = db.prepare<[string, number], { uid: number }>(
    'SELECT uid FROM verified_recipients WHERE device_id = ? AND uid = ?',
  );

  const send = db.transaction((deviceId: string, uid: number, inboxBody: (code: string) => string) => {
    const at = now();
    const last = selectCode.get(deviceId, uid);
    if (last && at - last.sent_at_ms < RESEND_MS) {
      const left = Math.ceil((last.sent_at_ms + RESEND_MS - at) / 1000);
      return { kind: 'tooSoon', retryAfterS: Math.min(Math.max(left, 1), VERIFY_RESEND_AFTER_S) } as const;
    }
    const wait = accountLimit.waitS(uid, 'code');
    if (wait > 0) return limited(wait);
    const code = randomCode();
    accountLimit.record(uid, 'code');
    putCode.run(deviceId, uid, hash(deviceId, uid, code), at, at + TTL_MS);
    messages.deliver(uid, inboxBody(code), Math.floor(at / 1000));
    return { kind: 'sent', code } as const;
  });

  const check = db.transaction((deviceId: string, uid: number, code: string): CheckOutcome => {
    const at = now();
    // before any comparison: past the account's wrong codes of the hour, no device compares one more
    const wait = accountLimit.waitS(uid, 'guess');
    if (wait > 0) return limited(wait);
    const row = selectCode.get(deviceId, uid);
    if (!row) return 'missing';
    if (row.wrong_attempts >= VERIFY_MAX_WRONG_ATTEMPTS) return 'tooManyAttempts';
    if (row.code_hash === null || at >= row.expires_at_ms) return 'missing';
    if (sameHash(hash(deviceId, uid, code), row.code_hash)) {
      spendCode.run(row.wrong_attempts, deviceId, uid);
      markVerified.run(deviceId, uid, Math.floor(at / 1000));
      return 'verified';
    }
    accountLimit.record(uid, 'guess');
    const wrong = row.wrong_attempts + 1;
    if (wrong >= VERIFY_MAX_WRONG_ATTEMPTS) {
      spendCode.run(wrong, deviceId, uid);
      return 'tooManyAttempts';
    }
    countWrong.run(wrong, deviceId, uid);
    return 'wrong';
  });

  const reset = db.transaction((uid?: number) => {
    const where = uid === undefined ? '' : ' WHERE uid = ?';
    const args = uid === undefined ? [] : [uid];
    const codes = db.prepare(`DELETE FROM verify_codes${where}`).run(...args).changes;
    const verified = db.prepare(`DELETE FROM verified_recipients${where}`).run(...args).changes;
    accountLimit.reset(uid);
    return { codes, verified };
  });

  return {
    // Immediate transactions: the main and the backup instance may share the database file.
    send: (deviceId, uid, inboxBody) => send.immediate(deviceId, uid, inboxBody),
    check: (deviceId, uid, code) => check.immediate(deviceId, uid, code),
    isVerified: (deviceId, uid) => selectVerified.get(deviceId, uid) !== undefined,
    reset: (uid) => reset.immediate(uid),
  };
}
