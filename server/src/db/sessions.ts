import { randomBytes } from 'node:crypto';
import type { Database } from 'better-sqlite3';

/** A session key: 32 lower-case hex characters (128 random bits). */
export const SESSION_KEY_PATTERN = /^[0-9a-f]{32}$/;

export interface SessionStore {
  /** Opens a session for the account and returns its new key. */
  create(uid: number): string;
  /** The internal uid a key belongs to; undefined for an unknown key. */
  uidOf(sessionKey: string): number | undefined;
}

/**
 * Sessions of logged-in browsers (spec 02 §3, §6). A key stays valid until it is removed: the
 * spec names no lifetime. The login endpoints and the test-mode session route both open them here.
 */
export function sessionStore(db: Database, now: () => number = Date.now): SessionStore {
  const insert = db.prepare<[string, number, number]>(
    'INSERT INTO sessions (session_key, uid, created_at) VALUES (?, ?, ?)',
  );
  const find = db.prepare<[string], { uid: number }>('SELECT uid FROM sessions WHERE session_key = ?');
  return {
    create(uid) {
      const key = randomBytes(16).toString('hex');
      insert.run(key, uid, Math.floor(now() / 1000));
      return key;
    },
    uidOf(sessionKey) {
      // Anything not shaped like a key cannot be one: no query for it.
      if (!SESSION_KEY_PATTERN.test(sessionKey)) return undefined;
      return find.get(sessionKey)?.uid;
    },
  };
}
