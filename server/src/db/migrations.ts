import type { Database } from 'better-sqlite3';

/** One schema step. `name` is its permanent identity: never rename or edit an applied step, add a new one. */
export interface Migration {
  name: string;
  sql: string;
}

/** The contract server's schema, in order. */
export const MIGRATIONS: readonly Migration[] = [
  {
    name: '001_users',
    // spec 01 §3: account status codes 0 normal, 1 deleted, 2 banned, 4 deletion in progress,
    // 5 source mismatch (3 "nonexistent" is never stored: it is the absence of a row).
    sql: `
      CREATE TABLE users (
        uid INTEGER PRIMARY KEY,
        display_uid INTEGER NOT NULL UNIQUE,
        nickname TEXT NOT NULL,
        icon TEXT NOT NULL,
        status INTEGER NOT NULL DEFAULT 0 CHECK (status IN (0, 1, 2, 4, 5)),
        is_guest INTEGER NOT NULL DEFAULT 0 CHECK (is_guest IN (0, 1)),
        source INTEGER NOT NULL DEFAULT 1 CHECK (source IN (1, 4)),
        web_recharge_unavailable INTEGER NOT NULL DEFAULT 0 CHECK (web_recharge_unavailable IN (0, 1)),
        ban_until INTEGER,
        fine_cents INTEGER,
        password_hash TEXT,
        pay_group TEXT NOT NULL DEFAULT 'A' CHECK (pay_group IN ('A', 'B')),
        recharge_count INTEGER NOT NULL DEFAULT 0,
        created_at INTEGER NOT NULL
      );`,
  },
  {
    name: '002_recharge_tiers',
    // spec 01 §3: charge items and their payment display groups.
    sql: `
      CREATE TABLE recharge_tiers (
        id INTEGER PRIMARY KEY,
        amount_cents INTEGER NOT NULL UNIQUE CHECK (amount_cents > 0),
        origin_coin INTEGER NOT NULL CHECK (origin_coin > 0),
        extra_coin INTEGER NOT NULL DEFAULT 0 CHECK (extra_coin >= 0),
        icon TEXT NOT NULL,
        recommended INTEGER NOT NULL DEFAULT 0 CHECK (recommended IN (0, 1))
      );
      CREATE TABLE pay_methods (
        recharge_id INTEGER PRIMARY KEY,
        tier_id INTEGER NOT NULL REFERENCES recharge_tiers(id) ON DELETE CASCADE,
        display_name TEXT NOT NULL,
        group_order INTEGER NOT NULL,
        sub_type INTEGER NOT NULL,
        method_order INTEGER NOT NULL,
        UNIQUE (tier_id, sub_type)
      );
      CREATE INDEX pay_methods_tier ON pay_methods(tier_id);`,
  },
  {
    name: '003_settings_events_rooms',
    // spec 02 §3: pkgInfo fields live in settings, one JSON value per key.
    sql: `
      CREATE TABLE settings (
        key TEXT PRIMARY KEY,
        value TEXT NOT NULL CHECK (json_valid(value))
      );
      CREATE TABLE events (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        event_name TEXT NOT NULL,
        uuid TEXT,
        version TEXT,
        str_param1 TEXT,
        str_param2 TEXT,
        str_param3 TEXT,
        str_param4 TEXT,
        int_param1 INTEGER,
        int_param2 INTEGER,
        int_param3 INTEGER,
        int_param4 INTEGER,
        created_at INTEGER NOT NULL
      );
      CREATE TABLE live_rooms (
        room_id INTEGER PRIMARY KEY,
        owner_uid INTEGER REFERENCES users(uid),
        title TEXT NOT NULL
      );`,
  },
];

/**
 * Applies each step not yet recorded in `schema_migrations`, in order, each in its own
 * transaction. Other modules may run their own list with distinct names.
 * Returns the names applied now.
 */
export function runMigrations(db: Database, migrations: readonly Migration[] = MIGRATIONS): string[] {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    name TEXT PRIMARY KEY,
    applied_at INTEGER NOT NULL
  )`);
  const isApplied = db.prepare<[string], { name: string }>(
    'SELECT name FROM schema_migrations WHERE name = ?',
  );
  const record = db.prepare<[string, number]>(
    'INSERT INTO schema_migrations (name, applied_at) VALUES (?, ?)',
  );
  const applied: string[] = [];
  for (const step of migrations) {
    if (isApplied.get(step.name)) continue;
    db.transaction(() => {
      db.exec(step.sql);
      record.run(step.name, Math.floor(Date.now() / 1000));
    })();
    applied.push(step.name);
  }
  return applied;
}
