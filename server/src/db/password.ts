import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';

// Format: scrypt$N$r$p$<salt base64>$<hash base64>, so the cost can change without breaking old hashes.
const N = 16384;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;

export function hashPassword(password: string, salt: Buffer = randomBytes(16)): string {
  const hash = scryptSync(password, salt, KEY_LENGTH, { N, r: R, p: P });
  return ['scrypt', N, R, P, salt.toString('base64'), hash.toString('base64')].join('$');
}

export function verifyPassword(password: string, stored: string): boolean {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [, n, r, p, saltText, hashText] = parts;
  const expected = Buffer.from(hashText ?? '', 'base64');
  if (expected.length === 0) return false;
  const actual = scryptSync(password, Buffer.from(saltText ?? '', 'base64'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return timingSafeEqual(actual, expected);
}

/** A hash no password matches (of random text), made on first use: what a sign-in with no hash checks against. */
let dummyHash: string | undefined;

/**
 * Whether the password matches the stored hash; false when there is none. scrypt runs in every case —
 * against a dummy hash when the account is unknown or has no password — so the time of the answer does
 * not tell which account ids have a password (issue 6).
 */
export function checkPassword(password: string, stored: string | null | undefined): boolean {
  dummyHash ??= hashPassword(randomBytes(32).toString('base64'));
  const matches = verifyPassword(password, stored ?? dummyHash);
  return stored !== null && stored !== undefined && matches;
}
