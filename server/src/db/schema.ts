// The contract server's SQLite schema, step by step (applied by migrations.ts).

/** One schema step. `name` is its permanent identity: never rename or edit an applied step, add a new one. */
export interface Migration {
  name: string;
  sql: string;
}

/** The contract server's schema, in order (then schemaPages.ts's: migrations.ts MIGRATIONS). */
export const TOP_UP_MIGRATIONS: readonly Migration[] = [
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
  {
    name: '004_sessions',
    // spec 02 §3, §6: a logged-in browser holds a session key.
    sql: `
      CREATE TABLE sessions (
        session_key TEXT PRIMARY KEY,
        uid INTEGER NOT NULL REFERENCES users(uid),
        created_at INTEGER NOT NULL
      );
      CREATE INDEX sessions_uid ON sessions(uid);`,
  },
  {
    name: '005_recharge_target_records',
    // spec 01 §3, §6: the accounts each logged-in user topped up; one row per (owner, recipient).
    sql: `
      CREATE TABLE recharge_target_records (
        owner_uid INTEGER NOT NULL REFERENCES users(uid),
        to_uid INTEGER NOT NULL REFERENCES users(uid),
        h5_deviceid TEXT NOT NULL,
        fill_times INTEGER NOT NULL CHECK (fill_times >= 0),
        first_fill_time INTEGER NOT NULL,
        last_fill_time INTEGER NOT NULL CHECK (last_fill_time >= first_fill_time),
        PRIMARY KEY (owner_uid, to_uid)
      );
      CREATE INDEX recharge_target_records_latest ON recharge_target_records(owner_uid, last_fill_time DESC);`,
  },
  {
    name: '006_verification',
    // spec 01 §4, §5, §9: codes sent to an account's inbox, per (device, account). Only an HMAC of a
    // code is stored, keyed with a random secret of this database. Times are milliseconds here, so
    // the 60 s resend rule is exact.
    sql: `
      CREATE TABLE server_secrets (
        name TEXT PRIMARY KEY,
        value BLOB NOT NULL
      );
      CREATE TABLE verify_codes (
        device_id TEXT NOT NULL,
        uid INTEGER NOT NULL REFERENCES users(uid),
        code_hash TEXT,
        sent_at_ms INTEGER NOT NULL,
        expires_at_ms INTEGER NOT NULL,
        wrong_attempts INTEGER NOT NULL DEFAULT 0,
        PRIMARY KEY (device_id, uid)
      );
      CREATE TABLE verified_recipients (
        device_id TEXT NOT NULL,
        uid INTEGER NOT NULL REFERENCES users(uid),
        verified_at INTEGER NOT NULL,
        PRIMARY KEY (device_id, uid)
      );
      CREATE TABLE inbox_messages (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        uid INTEGER NOT NULL REFERENCES users(uid),
        body TEXT NOT NULL,
        created_at INTEGER NOT NULL
      );
      CREATE INDEX inbox_messages_uid ON inbox_messages(uid, id DESC);`,
  },
  {
    name: '007_saved_cards',
    // spec 01 §3: saved cards. uid 0 is a card saved without logging in. Deleting only marks it.
    sql: `
      CREATE TABLE saved_cards (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        source_id TEXT NOT NULL UNIQUE,
        bin TEXT NOT NULL,
        last4 TEXT NOT NULL CHECK (length(last4) = 4),
        scheme TEXT NOT NULL,
        fingerprint TEXT NOT NULL,
        issuer_country TEXT NOT NULL,
        card_valid_date TEXT NOT NULL CHECK (card_valid_date GLOB '[01][0-9]/[0-9][0-9]'),
        is_bank_expire INTEGER NOT NULL DEFAULT 0 CHECK (is_bank_expire IN (0, 1)),
        is_remember INTEGER NOT NULL DEFAULT 0 CHECK (is_remember IN (0, 1)),
        last_use_at INTEGER NOT NULL,
        h5_deviceid TEXT NOT NULL,
        to_uid INTEGER NOT NULL REFERENCES users(uid),
        uid INTEGER NOT NULL DEFAULT 0,
        login INTEGER NOT NULL DEFAULT 0 CHECK (login IN (0, 1)),
        deleted INTEGER NOT NULL DEFAULT 0 CHECK (deleted IN (0, 1)),
        created_at INTEGER NOT NULL
      );
      CREATE INDEX saved_cards_device ON saved_cards(h5_deviceid, last_use_at DESC);
      CREATE INDEX saved_cards_owner ON saved_cards(uid, last_use_at DESC);`,
  },
  {
    name: '008_orders',
    // spec 01 §3, §4, §7: orders and their credits. One order per (device, X-CLI-RID): a retried request
    // finds the first one through this constraint. A credit row per paid order, at most one (UNIQUE), written
    // in the same transaction as the status change to 'paid'. to_uid has no foreign key: the row is
    // inserted before the recipient is checked, and a refused order is rolled back. Times in unix seconds.
    sql: `
      CREATE TABLE orders (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        order_id TEXT NOT NULL UNIQUE,
        client_rid TEXT NOT NULL,
        device_id TEXT NOT NULL,
        session_uid INTEGER NOT NULL DEFAULT 0,
        to_uid INTEGER NOT NULL,
        recharge_id INTEGER NOT NULL,
        amount_cents INTEGER NOT NULL DEFAULT 0,
        coins INTEGER NOT NULL DEFAULT 0,
        pay_type INTEGER NOT NULL,
        status TEXT NOT NULL DEFAULT 'processing'
          CHECK (status IN ('processing', 'challenge', 'redirect', 'paid', 'failed', 'cancelled')),
        new_card INTEGER NOT NULL DEFAULT 0 CHECK (new_card IN (0, 1)),
        source_id TEXT,
        card_bin TEXT,
        card_last4 TEXT,
        card_scheme TEXT,
        card_fingerprint TEXT,
        card_issuer_country TEXT,
        card_valid_date TEXT,
        card_class TEXT,
        decline TEXT,
        fail_reason TEXT NOT NULL DEFAULT '',
        fail_detail TEXT NOT NULL DEFAULT '',
        err_code TEXT NOT NULL DEFAULT '',
        err_summary TEXT NOT NULL DEFAULT '',
        ext TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(ext)),
        return_path TEXT NOT NULL DEFAULT '/pay',
        answer TEXT CHECK (answer IS NULL OR json_valid(answer)),
        created_at INTEGER NOT NULL,
        updated_at INTEGER NOT NULL,
        UNIQUE (device_id, client_rid)
      );
      CREATE INDEX orders_recipient ON orders(to_uid, status);
      CREATE INDEX orders_device_status ON orders(device_id, status);
      CREATE TABLE credits (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        order_id TEXT NOT NULL UNIQUE REFERENCES orders(order_id) ON DELETE CASCADE,
        to_uid INTEGER NOT NULL,
        coins INTEGER NOT NULL CHECK (coins > 0),
        created_at INTEGER NOT NULL
      );`,
  },
  {
    name: '009_sandbox_tokens',
    // DESIGN §4: card tokens of the sandbox gateway. Never the card number or the CVV: the outcome class
    // of the test card table, what the page may show, and an HMAC fingerprint. Times in milliseconds.
    sql: `
      CREATE TABLE sandbox_tokens (
        token TEXT PRIMARY KEY,
        card_class TEXT NOT NULL,
        bin TEXT NOT NULL,
        last4 TEXT NOT NULL CHECK (length(last4) = 4),
        scheme TEXT NOT NULL,
        issuer TEXT NOT NULL,
        issuer_country TEXT NOT NULL,
        card_valid_date TEXT NOT NULL CHECK (card_valid_date GLOB '[01][0-9]/[0-9][0-9]'),
        fingerprint TEXT NOT NULL,
        device_id TEXT,
        created_at_ms INTEGER NOT NULL,
        expires_at_ms INTEGER NOT NULL,
        used_at_ms INTEGER,
        used_by_order TEXT
      );
      CREATE INDEX sandbox_tokens_expiry ON sandbox_tokens(expires_at_ms);`,
  },
  {
    name: '010_saved_card_payments',
    // spec 01 §4: a card saved by a payment becomes readable a little later (the client polls for it);
    // it keeps the order that saved it and the outcome class of the test card it came from.
    sql: `
      ALTER TABLE saved_cards ADD COLUMN ready_at_ms INTEGER NOT NULL DEFAULT 0;
      ALTER TABLE saved_cards ADD COLUMN card_class TEXT NOT NULL DEFAULT 'success';
      ALTER TABLE saved_cards ADD COLUMN order_id TEXT;
      CREATE INDEX saved_cards_order ON saved_cards(order_id);
      CREATE INDEX saved_cards_fingerprint ON saved_cards(fingerprint);`,
  },
];
