import { createHmac } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import {
  VERIFY_ACCOUNT_MAX_CODES,
  VERIFY_ACCOUNT_MAX_GUESSES,
  VERIFY_CODE_TTL_S,
  VERIFY_MAX_WRONG_ATTEMPTS,
  VERIFY_RESEND_AFTER_S,
} from '@topup/shared/contract';
import { openDatabase } from './index';
import { SEED_ACCOUNTS } from './seed';
import { randomVerifyCode, verification, type Verification } from './verification';

const DEVICE = 'a'.repeat(32);
const OTHER_DEVICE = 'b'.repeat(32);
const UID = SEED_ACCOUNTS.normal.uid;
const body = (code: string) => `رمز التحقق: ${code}`;

describe('verification codes (spec 01 §4, §5, §9)', () => {
  let db: Database;
  let clock: number;
  let codes: string[];
  let v: Verification;
  beforeEach(() => {
    db = openDatabase(':memory:');
    clock = Date.UTC(2025, 5, 1, 12);
    codes = ['1234', '5678', '9012', '0042'];
    v = verification(db, { now: () => clock, randomCode: () => codes.shift() ?? '0000' });
  });
  afterEach(() => db.close());

  const sendOk = (device = DEVICE, uid = UID): string => {
    const sent = v.send(device, uid, body);
    if (sent.kind !== 'sent') throw new Error(`expected a code, got ${JSON.stringify(sent)}`);
    return sent.code;
  };

  it('refuses a new code 59 s after the last one and sends one at 60 s', () => {
    sendOk();
    clock += 59_000;
    expect(v.send(DEVICE, UID, body)).toEqual({ kind: 'tooSoon', retryAfterS: 1 });
    clock += 999;
    expect(v.send(DEVICE, UID, body)).toEqual({ kind: 'tooSoon', retryAfterS: 1 });
    clock += 1;
    expect(v.send(DEVICE, UID, body)).toEqual({ kind: 'sent', code: '5678' });
  });

  it('tells how many seconds are left, rounded up', () => {
    sendOk();
    expect(v.send(DEVICE, UID, body)).toEqual({ kind: 'tooSoon', retryAfterS: VERIFY_RESEND_AFTER_S });
    clock += 10_500;
    expect(v.send(DEVICE, UID, body)).toEqual({ kind: 'tooSoon', retryAfterS: 50 });
  });

  it('keeps the 60 s timer per device and per account', () => {
    sendOk(DEVICE, UID);
    expect(v.send(OTHER_DEVICE, UID, body).kind).toBe('sent');
    expect(v.send(DEVICE, SEED_ACCOUNTS.testUser.uid, body).kind).toBe('sent');
    expect(v.send(DEVICE, UID, body).kind).toBe('tooSoon');
  });

  it('delivers the plain code to the inbox and stores only its keyed hash', () => {
    const code = sendOk();
    const inbox = db.prepare('SELECT uid, body FROM inbox_messages').all();
    expect(inbox).toEqual([{ uid: UID, body: `رمز التحقق: ${code}` }]);
    const rows = db.prepare('SELECT * FROM verify_codes').all() as Record<string, unknown>[];
    expect(rows).toHaveLength(1);
    const { code_hash, ...rest } = rows[0] ?? {};
    expect(Object.values(rest).map(String)).not.toContain(code);
    // HMAC-SHA256 under the database's secret, bound to device and account.
    const secret = db.prepare('SELECT value FROM server_secrets').pluck().get() as Buffer;
    expect(secret).toHaveLength(32);
    expect(code_hash).toBe(createHmac('sha256', secret).update(`${DEVICE}\n${UID}\n${code}`).digest('hex'));
    // Nothing else in the database holds the code either.
    for (const table of ['verify_codes', 'verified_recipients', 'server_secrets', 'settings']) {
      expect(JSON.stringify(db.prepare(`SELECT * FROM ${table}`).all())).not.toContain(`"${code}"`);
    }
  });

  it('keys the hash with a random secret of each database', () => {
    const other = openDatabase(':memory:');
    const w = verification(other, { now: () => clock, randomCode: () => '1234' });
    sendOk();
    w.send(DEVICE, UID, body);
    const hashOf = (d: Database) =>
      (d.prepare('SELECT code_hash FROM verify_codes').get() as { code_hash: string }).code_hash;
    expect(hashOf(db)).not.toBe(hashOf(other));
    other.close();
  });

  it('verifies the right code once, for that device only', () => {
    const code = sendOk();
    expect(v.isVerified(DEVICE, UID)).toBe(false);
    expect(v.check(OTHER_DEVICE, UID, code)).toBe('missing');
    expect(v.check(DEVICE, UID, code)).toBe('verified');
    expect(v.isVerified(DEVICE, UID)).toBe(true);
    expect(v.isVerified(OTHER_DEVICE, UID)).toBe(false);
    // A used code is spent.
    expect(v.check(DEVICE, UID, code)).toBe('missing');
  });

  it('answers wrong four times, burns the code on the 5th wrong entry, then refuses the right one', () => {
    const code = sendOk();
    for (let i = 1; i < VERIFY_MAX_WRONG_ATTEMPTS; i++) expect(v.check(DEVICE, UID, '0000')).toBe('wrong');
    expect(v.check(DEVICE, UID, '0000')).toBe('tooManyAttempts');
    expect(v.check(DEVICE, UID, code)).toBe('tooManyAttempts');
    expect(v.isVerified(DEVICE, UID)).toBe(false);
    const row = db.prepare('SELECT code_hash, wrong_attempts FROM verify_codes').get();
    expect(row).toEqual({ code_hash: null, wrong_attempts: 5 });
  });

  it('lets a right code pass after fewer than 5 wrong entries', () => {
    const code = sendOk();
    for (let i = 1; i < VERIFY_MAX_WRONG_ATTEMPTS; i++) v.check(DEVICE, UID, '9999');
    expect(v.check(DEVICE, UID, code)).toBe('verified');
  });

  it('starts a new code with a fresh count, but only after the resend wait', () => {
    sendOk();
    for (let i = 0; i < VERIFY_MAX_WRONG_ATTEMPTS; i++) v.check(DEVICE, UID, '0000');
    expect(v.send(DEVICE, UID, body).kind).toBe('tooSoon');
    clock += VERIFY_RESEND_AFTER_S * 1000;
    const next = sendOk();
    expect(v.check(DEVICE, UID, '0000')).toBe('wrong');
    expect(v.check(DEVICE, UID, next)).toBe('verified');
  });

  it('makes an earlier code useless once a new one is sent', () => {
    const first = sendOk();
    clock += 60_000;
    const second = sendOk();
    expect(v.check(DEVICE, UID, first)).toBe('wrong');
    expect(v.check(DEVICE, UID, second)).toBe('verified');
  });

  it('lets a code expire after 10 minutes', () => {
    const code = sendOk();
    clock += VERIFY_CODE_TTL_S * 1000 - 1;
    const kept = v.check(DEVICE, UID, '0000');
    expect(kept).toBe('wrong');
    clock += 1;
    expect(v.check(DEVICE, UID, code)).toBe('missing');
  });

  it('answers missing when no code was ever sent', () => {
    expect(v.check(DEVICE, UID, '1234')).toBe('missing');
  });

  it('resets one account or all: codes, timers and verified devices', () => {
    const code = sendOk(DEVICE, UID);
    v.check(DEVICE, UID, code);
    sendOk(DEVICE, SEED_ACCOUNTS.testUser.uid);
    expect(v.reset(UID)).toEqual({ codes: 1, verified: 1 });
    expect(v.isVerified(DEVICE, UID)).toBe(false);
    expect(v.send(DEVICE, UID, body).kind).toBe('sent');
    expect(v.send(DEVICE, SEED_ACCOUNTS.testUser.uid, body).kind).toBe('tooSoon');
    expect(v.reset()).toEqual({ codes: 2, verified: 0 });
    expect(v.send(DEVICE, SEED_ACCOUNTS.testUser.uid, body).kind).toBe('sent');
  });
});

describe("an account's verification, whatever the device ids (5 codes and 25 wrong codes an hour)", () => {
  const MIN = 60_000;
  let db: Database;
  let clock: number;
  let v: Verification;
  let next = 0;
  beforeEach(() => {
    db = openDatabase(':memory:');
    clock = Date.UTC(2025, 5, 1, 12);
    // codes 1000, 1001, …: a wrong entry is always '0000'
    v = verification(db, { now: () => clock, randomCode: () => String(1000 + (next++ % 9000)) });
  });
  afterEach(() => db.close());

  /** The n-th device id a caller made up. */
  const device = (n: number): string => n.toString(16).padStart(32, '0');
  const sent = (n: number, uid = UID): string => {
    const outcome = v.send(device(n), uid, body);
    if (outcome.kind !== 'sent') throw new Error(`device ${n}: ${JSON.stringify(outcome)}`);
    return outcome.code;
  };

  it('sends 5 codes an hour to one account, then none to any new device until the oldest is an hour old', () => {
    for (let n = 0; n < VERIFY_ACCOUNT_MAX_CODES; n += 1) {
      sent(n);
      clock += MIN;
    }
    // a sixth device, 5 minutes after the first code
    expect(v.send(device(99), UID, body)).toEqual({ kind: 'accountLimited', retryAfterS: 55 * 60 });
    expect(db.prepare('SELECT COUNT(*) FROM inbox_messages').pluck().get()).toBe(VERIFY_ACCOUNT_MAX_CODES);
    // another account is not held
    expect(v.send(device(99), SEED_ACCOUNTS.testUser.uid, body).kind).toBe('sent');
    clock += 55 * MIN - 1;
    expect(v.send(device(99), UID, body)).toEqual({ kind: 'accountLimited', retryAfterS: 1 });
    clock += 1;
    expect(v.send(device(99), UID, body).kind).toBe('sent');
  });

  it('compares 25 wrong codes an hour for one account, then no code at all, the right one neither', () => {
    // five devices each get a code and spend four of its five tries, 5 minutes in
    const codes = Array.from({ length: VERIFY_ACCOUNT_MAX_CODES }, (_, n) => sent(n));
    clock += 5 * MIN;
    for (let n = 0; n < codes.length; n += 1)
      for (let i = 1; i < VERIFY_MAX_WRONG_ATTEMPTS; i += 1)
        expect(v.check(device(n), UID, '0000')).toBe('wrong');
    // an hour after the codes went out five new devices may have codes again; the 20 wrong ones still count
    clock += 55 * MIN;
    const fresh = Array.from({ length: VERIFY_ACCOUNT_MAX_CODES }, (_, n) => sent(10 + n));
    const guessed = 20;
    for (let i = guessed; i < VERIFY_ACCOUNT_MAX_GUESSES; i += 1) v.check(device(10), UID, '0000');
    // the 26th: not compared, whichever device and whatever code
    expect(v.check(device(11), UID, fresh[1]!)).toEqual({ kind: 'accountLimited', retryAfterS: 5 * 60 });
    expect(v.check(device(12), UID, '0000')).toEqual({ kind: 'accountLimited', retryAfterS: 5 * 60 });
    expect(v.isVerified(device(11), UID)).toBe(false);
    // once the first wrong ones are an hour old, the right code passes
    clock += 5 * MIN;
    expect(v.check(device(11), UID, fresh[1]!)).toBe('verified');
  });

  it('counts no right code and no check without a live code', () => {
    for (let n = 0; n < VERIFY_ACCOUNT_MAX_GUESSES + 5; n += 1) v.check(device(n), UID, '0000');
    const code = sent(0);
    expect(v.check(device(0), UID, code)).toBe('verified');
    expect(db.prepare("SELECT COUNT(*) FROM verify_account_events WHERE kind = 'guess'").pluck().get()).toBe(
      0,
    );
  });

  it("is forgotten with the account's codes by the test mode's reset", () => {
    for (let n = 0; n < VERIFY_ACCOUNT_MAX_CODES; n += 1) sent(n);
    expect(v.send(device(99), UID, body).kind).toBe('accountLimited');
    v.reset(UID);
    expect(v.send(device(99), UID, body).kind).toBe('sent');
  });
});

describe('randomVerifyCode', () => {
  it('gives 4 ASCII digits, leading zeros kept', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 500; i++) {
      const code = randomVerifyCode();
      expect(code).toMatch(/^[0-9]{4}$/);
      seen.add(code);
    }
    expect(seen.size).toBeGreaterThan(400);
  });
});
