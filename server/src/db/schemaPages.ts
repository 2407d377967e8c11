import type { Migration } from './schema';

// The migrations of the pages beyond top-up (sign-in, feedback), after schema.ts's. Never edit one that
// has shipped: add the next.
export const PAGE_MIGRATIONS: readonly Migration[] = [
  {
    name: '011_login_failures',
    // spec 02 §4 account login: wrong passwords per account, counted in a window (README "Signing in")
    sql: `
      CREATE TABLE login_failures (
        uid INTEGER NOT NULL REFERENCES users(uid),
        at_ms INTEGER NOT NULL
      );
      CREATE INDEX login_failures_uid ON login_failures(uid, at_ms);`,
  },
  {
    name: '012_login_tickets',
    // spec 02 §4: the app signs the page in with a ticket in its URL
    sql: `
      CREATE TABLE login_tickets (
        ticket TEXT PRIMARY KEY,
        uid INTEGER NOT NULL REFERENCES users(uid),
        expires_at_ms INTEGER NOT NULL
      );`,
  },
  {
    name: '013_feedback',
    // spec 02 §3, §7: upload tokens (one per file, used once, with the type the bytes showed) and the
    // feedback rows; the files themselves live on disk beside the database, under names the server makes
    sql: `
      CREATE TABLE upload_tokens (
        token TEXT PRIMARY KEY,
        key TEXT NOT NULL UNIQUE,
        uuid TEXT NOT NULL,
        declared_type TEXT NOT NULL,
        declared_size INTEGER NOT NULL,
        expires_at_ms INTEGER NOT NULL,
        stored_type TEXT,
        stored_size INTEGER,
        used_at_ms INTEGER
      );
      CREATE TABLE feedback (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        display_uid TEXT NOT NULL,
        session_uid INTEGER,
        content TEXT NOT NULL,
        files TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(files)),
        model TEXT NOT NULL DEFAULT '',
        version TEXT NOT NULL DEFAULT '',
        uuid TEXT NOT NULL DEFAULT '',
        order_id TEXT,
        created_at_ms INTEGER NOT NULL
      );`,
  },
];
