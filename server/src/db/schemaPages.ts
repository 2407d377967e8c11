import type { Migration } from './schema';

// The migrations after schema.ts's: the pages beyond top-up (sign-in, feedback, fines, rooms), then the
// payments' later steps. Never edit one that has shipped: add the next.
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
  {
    name: '014_fine_orders',
    // spec 02 §4: fine payments. One order per (device, attempt id) as for coins, and at most one open or
    // paid order per ban (`ban_key`: the ban's end and fine when the order was made), so a fine cannot be
    // paid twice. lifted_at_ms is set when the ban is lifted, a configurable delay after paid_at_ms.
    sql: `
      CREATE TABLE fine_orders (
        order_id TEXT PRIMARY KEY,
        client_rid TEXT NOT NULL,
        device_id TEXT NOT NULL,
        uid INTEGER NOT NULL REFERENCES users(uid),
        ban_key TEXT NOT NULL,
        amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
        status TEXT NOT NULL DEFAULT 'redirect' CHECK (status IN ('redirect', 'paid', 'cancelled')),
        page_view_id TEXT,
        created_at_ms INTEGER NOT NULL,
        paid_at_ms INTEGER,
        lifted_at_ms INTEGER,
        UNIQUE (device_id, client_rid)
      );
      CREATE UNIQUE INDEX fine_orders_once ON fine_orders(uid, ban_key) WHERE status IN ('redirect', 'paid');
      CREATE INDEX fine_orders_page_view ON fine_orders(page_view_id);`,
  },
  {
    name: '015_fine_orders_card',
    // The fine's card and Apple Pay channels: an order says which channel made it, may be charging
    // (processing), waiting for 3-D Secure (challenge) or refused (failed, with the gateway's decline); the
    // card's last digits for its pages. An Apple Pay order waits for its token as a hosted one waits for
    // its page (redirect). SQLite cannot widen a CHECK in place, so the table is rebuilt with its rows.
    sql: `
      CREATE TABLE fine_orders_next (
        order_id TEXT PRIMARY KEY,
        client_rid TEXT NOT NULL,
        device_id TEXT NOT NULL,
        uid INTEGER NOT NULL REFERENCES users(uid),
        ban_key TEXT NOT NULL,
        amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
        channel TEXT NOT NULL DEFAULT 'hosted' CHECK (channel IN ('hosted', 'card', 'apple_pay')),
        status TEXT NOT NULL DEFAULT 'redirect'
          CHECK (status IN ('redirect', 'processing', 'challenge', 'paid', 'failed', 'cancelled')),
        decline TEXT,
        card_last4 TEXT,
        page_view_id TEXT,
        created_at_ms INTEGER NOT NULL,
        paid_at_ms INTEGER,
        lifted_at_ms INTEGER,
        UNIQUE (device_id, client_rid)
      );
      INSERT INTO fine_orders_next (order_id, client_rid, device_id, uid, ban_key, amount_cents, status,
        page_view_id, created_at_ms, paid_at_ms, lifted_at_ms)
      SELECT order_id, client_rid, device_id, uid, ban_key, amount_cents, status,
        page_view_id, created_at_ms, paid_at_ms, lifted_at_ms FROM fine_orders;
      DROP TABLE fine_orders;
      ALTER TABLE fine_orders_next RENAME TO fine_orders;
      CREATE UNIQUE INDEX fine_orders_once ON fine_orders(uid, ban_key)
        WHERE status IN ('redirect', 'processing', 'challenge', 'paid');
      CREATE INDEX fine_orders_page_view ON fine_orders(page_view_id);`,
  },
  {
    name: '016_room_states',
    // spec 02 §3, §8: each live room's synced state — its sn, the whole table (JSON) and its newest frame
    // (JSON { sn, command }), so a sync message can carry the frame before the new one.
    sql: `
      CREATE TABLE room_states (
        room_id INTEGER PRIMARY KEY REFERENCES live_rooms(room_id),
        sn INTEGER NOT NULL CHECK (sn >= 0),
        status TEXT NOT NULL,
        last_frame TEXT
      );`,
  },
  {
    name: '017_events_by_device',
    // test mode reads one device's analytics events (/__test/events); a browser run stores thousands
    sql: `CREATE INDEX events_uuid ON events(uuid);`,
  },
  {
    name: '018_sandbox_charges',
    // DESIGN §4: every charge the sandbox processor was asked for, by its reference (the order),
    // with what decides it (the test card's class, the amount, an expired card, a wallet). Written before
    // the processor is called, so a server that stopped mid-payment can ask what it decided (it looks for
    // orders still 'processing' by status). Times in ms.
    sql: `
      CREATE TABLE sandbox_charges (
        reference TEXT PRIMARY KEY,
        card_class TEXT NOT NULL,
        amount_cents INTEGER NOT NULL CHECK (amount_cents >= 0),
        expired INTEGER NOT NULL DEFAULT 0 CHECK (expired IN (0, 1)),
        wallet INTEGER NOT NULL DEFAULT 0 CHECK (wallet IN (0, 1)),
        requested_at_ms INTEGER NOT NULL
      );
      CREATE INDEX orders_status ON orders(status);`,
  },
  {
    name: '019_users_phone_login_and_presence',
    // spec 02 §7 account_login's pass_phone_login: an account registered in the app with a phone number
    // signs in with that login's password (phone_login 1). spec 02 §3: the user fields a tap on a user
    // reads; live_room_id is the room an online streamer is live in.
    sql: `
      ALTER TABLE users ADD COLUMN phone_login INTEGER NOT NULL DEFAULT 0 CHECK (phone_login IN (0, 1));
      ALTER TABLE users ADD COLUMN is_streamer INTEGER NOT NULL DEFAULT 0 CHECK (is_streamer IN (0, 1));
      ALTER TABLE users ADD COLUMN is_invisibility INTEGER NOT NULL DEFAULT 0
        CHECK (is_invisibility IN (0, 1));
      ALTER TABLE users ADD COLUMN is_online INTEGER NOT NULL DEFAULT 0 CHECK (is_online IN (0, 1));
      ALTER TABLE users ADD COLUMN live_room_id INTEGER;`,
  },
  {
    name: '020_login_failures_by_typed_id',
    // Wrong passwords are counted per id typed, an account's or not, so the lock (LOGIN_LOCKED)
    // tells nobody which ids exist; the old rows, counted per account, are dropped with their table
    sql: `
      DROP TABLE login_failures;
      CREATE TABLE login_failures (
        account TEXT NOT NULL,
        at_ms INTEGER NOT NULL
      );
      CREATE INDEX login_failures_account ON login_failures(account, at_ms);`,
  },
  {
    name: '021_verify_account_events',
    // the verification codes sent to an account and the wrong codes entered for it, whatever the device
    // (db/verifyAccountLimit.ts): device ids are the client's choice, so the per-device rows alone limit
    // nothing an attacker cannot multiply
    sql: `
      CREATE TABLE verify_account_events (
        uid INTEGER NOT NULL,
        kind TEXT NOT NULL CHECK (kind IN ('code', 'guess')),
        at_ms INTEGER NOT NULL
      );
      CREATE INDEX verify_account_events_uid ON verify_account_events(uid, kind, at_ms);`,
  },
];
