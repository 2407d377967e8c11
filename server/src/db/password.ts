import { randomBytes, scrypt, scryptSync, timingSafeEqual, type ScryptOptions } from 'node:crypto';

// Format: scrypt$N$r$p$<salt base64>$<hash base64>, so the cost can change without breaking old hashes.
const N = 16384;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;

/**
 * How many sign-in hashes run at once. scrypt runs on libuv's thread pool (4 threads by default), which also
 * reads the site's files and compresses its answers: a sign-in flood holding every thread would stall those.
 * Two leave the others free; the rest wait their turn in this queue, off the event loop.
 */
export const HASHES_AT_ONCE = 2;

/** A hash made once, at seeding or by a command: synchronous is fine there (no request waits). */
export function hashPassword(password: string, salt: Buffer = randomBytes(SALT_LENGTH)): string {
  const hash = scryptSync(password, salt, KEY_LENGTH, { N, r: R, p: P });
  return ['scrypt', N, R, P, salt.toString('base64'), hash.toString('base64')].join('$');
}

let running = 0;
const waiting: (() => void)[] = [];

/** Runs `task` when fewer than HASHES_AT_ONCE are running, in the order asked. */
async function inTurn<T>(task: () => Promise<T>): Promise<T> {
  if (running >= HASHES_AT_ONCE) await new Promise<void>((resolve) => waiting.push(resolve));
  else running += 1;
  try {
    return await task();
  } finally {
    // the slot passes straight to the next in the queue, or is given back
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}

const scryptOffLoop = (password: string, salt: Buffer, length: number, options: ScryptOptions) =>
  inTurn(
    () =>
      new Promise<Buffer>((resolve, reject) =>
        scrypt(password, salt, length, options, (error, key) => (error ? reject(error) : resolve(key))),
      ),
  );

/** Whether the password matches the stored hash; scrypt runs on the thread pool, never on the event loop. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [, n, r, p, saltText, hashText] = parts;
  const expected = Buffer.from(hashText ?? '', 'base64');
  if (expected.length === 0) return false;
  let actual: Buffer;
  try {
    actual = await scryptOffLoop(password, Buffer.from(saltText ?? '', 'base64'), expected.length, {
      N: Number(n),
      r: Number(r),
      p: Number(p),
    });
  } catch {
    return false; // a stored cost scrypt refuses: no password matches it
  }
  return timingSafeEqual(actual, expected);
}

/**
 * A hash no password matches: a random salt and a random key of the real format and cost, so checking against
 * it costs what checking a real hash costs. Made without hashing, so no request waits for it.
 */
const dummyHash = ['scrypt', N, R, P, randomBytes(SALT_LENGTH), randomBytes(KEY_LENGTH)]
  .map((part) => (Buffer.isBuffer(part) ? part.toString('base64') : String(part)))
  .join('$');

/**
 * Whether the password matches the stored hash; false when there is none. scrypt runs once in every case —
 * against a dummy hash when the account is unknown or has no password — and every attempt waits in the same
 * queue, so the time of the answer does not tell which account ids have a password (README "Signing in").
 */
export async function checkPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  const matches = await verifyPassword(password, stored ?? dummyHash);
  return stored !== null && stored !== undefined && matches;
}
