import { mkdtempSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Database } from 'better-sqlite3';
import { GRAY_SCORE_MAX, isInGray } from '@topup/shared/domain/grayRelease';
import { openDatabase } from './index';
import { MIGRATIONS } from './migrations';
import { verifyPassword } from './password';
import {
  MISSING_DISPLAY_UID,
  PHONE_USER_PASSWORD,
  SEED_ACCOUNTS,
  SEED_CARD_DEVICE,
  SEED_RECHARGE_RECORDS,
  SEED_ACCOUNT_LIST,
  SEED_BAN_UNTIL,
  SEED_PAY_GROUPS,
  SEED_PKG_INFO,
  SEED_TIERS,
  TEST_USER_PASSWORD,
} from './seed';
import { readPkgInfo } from './settings';
import { readTiers } from './tiers';
import { userQueries } from './users';

const ASSETS = path.resolve(__dirname, '../../assets');

describe('seeded accounts', () => {
  let db: Database;
  beforeAll(() => {
    db = openDatabase(':memory:');
  });
  afterAll(() => db.close());

  it.each(SEED_ACCOUNT_LIST.map((a) => [a.displayUid, a.meaning, a] as const))(
    '%i (%s) is stored as documented',
    (displayUid, _meaning, a) => {
      const row = userQueries(db).byDisplayUid(String(displayUid));
      expect(row).toMatchObject({
        uid: a.uid,
        display_uid: displayUid,
        status: a.status,
        is_guest: a.isGuest,
        source: a.source,
        web_recharge_unavailable: a.webRechargeUnavailable,
        ban_until: a.banUntil,
        icon: `/avatars/${displayUid}.svg`,
        phone_login: a.phoneLogin,
        is_streamer: a.presence.isStreamer,
        is_invisibility: a.presence.isInvisibility,
        is_online: a.presence.isOnline,
        live_room_id: a.presence.liveRoomId,
      });
      // Every seeded avatar is actually served from the assets folder.
      expect(existsSync(path.join(ASSETS, 'avatars', `${displayUid}.svg`))).toBe(true);
      expect(row?.nickname).toMatch(/[\u0600-\u06FF]/);
    },
  );

  it('documents the meaning of each special account', () => {
    expect(SEED_ACCOUNTS.normal).toMatchObject({ displayUid: 1000001, status: 0, isGuest: 0 });
    expect(SEED_ACCOUNTS.bannedUntilDate).toMatchObject({
      displayUid: 1000002,
      status: 2,
      banUntil: SEED_BAN_UNTIL,
      fineUsd: 20,
    });
    expect(new Date(SEED_BAN_UNTIL * 1000).toISOString()).toBe('2027-06-30T20:59:59.000Z');
    expect(SEED_ACCOUNTS.deleted).toMatchObject({ displayUid: 1000003, status: 1 });
    expect(SEED_ACCOUNTS.deleting).toMatchObject({ displayUid: 1000004, status: 4 });
    expect(SEED_ACCOUNTS.sourceMismatch).toMatchObject({ displayUid: 1000006, status: 5, source: 4 });
    expect(SEED_ACCOUNTS.guest).toMatchObject({ displayUid: 1000007, isGuest: 1, status: 0 });
    expect(SEED_ACCOUNTS.webRechargeUnavailable).toMatchObject({
      displayUid: 1000008,
      webRechargeUnavailable: 1,
    });
    expect(SEED_ACCOUNTS.bannedPermanently).toMatchObject({
      displayUid: 1000010,
      status: 2,
      banUntil: null,
      fineUsd: 50,
    });
    expect(SEED_ACCOUNTS.testUser).toMatchObject({ displayUid: 1000100, status: 0, isGuest: 0 });
  });

  it('stores fines in cents for banned accounts only', () => {
    const fines = db
      .prepare<[], { display_uid: number; fine_cents: number | null; status: number }>(
        'SELECT display_uid, fine_cents, status FROM users ORDER BY display_uid',
      )
      .all();
    for (const row of fines) expect(row.fine_cents !== null).toBe(row.status === 2);
    expect(fines.find((r) => r.display_uid === 1000002)?.fine_cents).toBe(2000);
  });

  it('has no account 1000009', () => {
    expect(MISSING_DISPLAY_UID).toBe(1000009);
    expect(userQueries(db).byDisplayUid('1000009')).toBeUndefined();
  });

  it('keeps display ids and internal uids apart, and finds either for the recharge list', () => {
    const q = userQueries(db);
    expect(q.byDisplayOrInternalUid(String(SEED_ACCOUNTS.normal.uid))?.display_uid).toBe(1000001);
    expect(q.byDisplayOrInternalUid('1000001')?.uid).toBe(SEED_ACCOUNTS.normal.uid);
    expect(q.byDisplayUid(String(SEED_ACCOUNTS.normal.uid))).toBeUndefined();
    expect(q.byDisplayUid('9'.repeat(20))).toBeUndefined();
  });

  it("stores a salted scrypt hash of the test user's password, never the password", async () => {
    const row = userQueries(db).byDisplayUid('1000100');
    const hash = row?.password_hash ?? '';
    expect(hash).toMatch(/^scrypt\$/);
    expect(hash).not.toContain(TEST_USER_PASSWORD);
    expect(await verifyPassword(TEST_USER_PASSWORD, hash)).toBe(true);
    expect(await verifyPassword('test12345', hash)).toBe(false);
    expect(await verifyPassword('', hash)).toBe(false);
    // Only the test user and the phone account can log in with a password.
    const withPassword = db
      .prepare('SELECT display_uid FROM users WHERE password_hash IS NOT NULL ORDER BY display_uid')
      .pluck()
      .all();
    expect(withPassword).toEqual([1000100, 1000101]);
  });

  it("seeds one phone account (spec 02 §7 pass_phone_login), its password hashed like the test user's", async () => {
    const row = userQueries(db).byDisplayUid('1000101');
    expect(row).toMatchObject({ phone_login: 1, status: 0, is_guest: 0 });
    expect(row?.password_hash).not.toContain(PHONE_USER_PASSWORD);
    expect(await verifyPassword(PHONE_USER_PASSWORD, row?.password_hash ?? '')).toBe(true);
    const phoneAccounts = db.prepare('SELECT display_uid FROM users WHERE phone_login = 1').pluck().all();
    expect(phoneAccounts).toEqual([1000101]);
  });

  it('gives two hashes of one password different salts', () => {
    const other = openDatabase(':memory:');
    const a = userQueries(db).byDisplayUid('1000100')?.password_hash;
    const b = userQueries(other).byDisplayUid('1000100')?.password_hash;
    other.close();
    expect(a).not.toEqual(b);
  });

  it('lists tiers sorted by amount, with positive coins and every pay group', () => {
    const { tiers, recommended } = readTiers(db);
    expect(tiers.map((t) => t.amount)).toEqual([0.99, 1.99, 4.99, 9.99, 19.99, 49.99, 99.99]);
    const amounts = tiers.map((t) => t.amount);
    expect([...amounts].sort((x, y) => x - y)).toEqual(amounts);
    const rechargeIds = new Set<number>();
    for (const tier of tiers) {
      expect(tier.coin).toBeGreaterThan(0);
      expect(tier.coin).toBe(tier.origin_coin + tier.extra_coin);
      expect(tier.pay_list.map((g) => g.displayName)).toEqual(SEED_PAY_GROUPS.map((g) => g.displayName));
      for (const group of tier.pay_list) for (const m of group.methods) rechargeIds.add(m.recharge_id);
    }
    // recharge_id identifies tier and method together.
    expect(rechargeIds.size).toBe(SEED_TIERS.length * SEED_PAY_GROUPS.flatMap((g) => g.subTypes).length);
    expect(recommended).toEqual([4.99, 9.99, 19.99]);
  });

  it('offers the spec pay types: 23 and 27 cards, 24 card, Apple Pay 26 first (spec 01 §3)', () => {
    const [first] = readTiers(db).tiers;
    const byName = Object.fromEntries(
      (first?.pay_list ?? []).map((g) => [g.displayName, g.methods.map((m) => m.subType)]),
    );
    expect(byName['Apple Pay']?.[0]).toBe(26);
    expect(byName['Apple Pay']).toContain(2528);
    expect(byName['Checkout.com']).toEqual([23]);
    expect(byName['PayerMax']).toEqual([24]);
    expect(byName['Adyen']).toEqual([27]);
  });

  it('holds the pkgInfo settings of spec 02 §3', () => {
    const info = readPkgInfo(db);
    expect(info).toEqual(SEED_PKG_INFO);
    expect(info.website_version).toBe('1.0.334');
    expect(info.adyen_applepay_config).toMatchObject({
      countryCode: 'SA',
      currencyCode: 'USD',
      // spec 01 §9's networks, and the Saudi mada card network the sheet names explicitly
      supportedNetworks: ['visa', 'masterCard', 'chinaUnionPay', 'mada'],
      merchantCapabilities: ['supports3DS', 'supportsDebit', 'supportsCredit', 'supportsEMV'],
    });
  });

  it('offers the third-provider card to the normal accounts and the test user, never to 1000015 (spec 02 §4)', () => {
    const info = readPkgInfo(db);
    const feature = { ratio: info.adyen_card_ratio, whitelist: info.adyen_card_whitelist };
    const offered = (displayUid: number, score: number) => isInGray(feature, displayUid + 20_000_000, score);
    for (const displayUid of [1000001, 1000011, 1000012, 1000013, 1000014, 1000100]) {
      expect(offered(displayUid, GRAY_SCORE_MAX)).toBe(true);
    }
    for (let score = 0; score <= GRAY_SCORE_MAX; score += 1) expect(offered(1000015, score)).toBe(false);
    expect(SEED_ACCOUNTS.grayReleaseTarget).toMatchObject({ displayUid: 1000015, status: 0, isGuest: 0 });
    // the whitelist names internal uids, which is what the page judges (the recipient's pay2Uid)
    expect(info.adyen_card_whitelist).not.toContain(1000001);
  });

  it('enforces foreign keys', () => {
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
    expect(() => db.prepare('INSERT INTO pay_methods VALUES (999999, 424242, ?, 0, 23, 0)').run('x')).toThrow(
      /FOREIGN KEY/,
    );
  });
});

describe('seeded records and cards', () => {
  let db: Database;
  beforeAll(() => {
    db = openDatabase(':memory:');
  });
  afterAll(() => db.close());

  it('gives the test user fixed records for the normal account, a banned one and itself', () => {
    const { ownerUid, records } = SEED_RECHARGE_RECORDS;
    expect(ownerUid).toBe(SEED_ACCOUNTS.testUser.uid);
    const iso = (s: number) => new Date(s * 1000).toISOString();
    expect(iso(records.normal.lastFillTime)).toBe('2025-03-20T18:30:00.000Z');
    expect(iso(records.self.lastFillTime)).toBe('2025-03-01T08:15:00.000Z');
    expect(iso(records.banned.lastFillTime)).toBe('2025-02-14T20:00:00.000Z');
    const rows = db
      .prepare(
        'SELECT owner_uid, to_uid, fill_times, first_fill_time, last_fill_time FROM recharge_target_records',
      )
      .all();
    expect(rows).toHaveLength(3);
    expect(rows).toContainEqual({
      owner_uid: ownerUid,
      to_uid: SEED_ACCOUNTS.testUser.uid,
      fill_times: records.self.fillTimes,
      first_fill_time: records.self.firstFillTime,
      last_fill_time: records.self.lastFillTime,
    });
    expect(records.banned.toUid).toBe(SEED_ACCOUNTS.bannedUntilDate.uid);
  });

  it('keeps the card device id a valid device id and its cards of each kind (spec 01 §4)', () => {
    expect(SEED_CARD_DEVICE.deviceId).toMatch(/^[0-9a-f]{32}$/);
    const { cards } = SEED_CARD_DEVICE;
    const isCko = (c: { sourceId: string }) => c.sourceId.includes('src_');
    expect([cards.ckoVisa, cards.ckoMastercard, cards.ckoExpired, cards.ckoNotRemembered].every(isCko)).toBe(
      true,
    );
    expect(isCko(cards.thirdProviderVisa)).toBe(false);
    expect(cards.ckoExpired).toMatchObject({ cardValidDate: '01/24', isBankExpire: 1 });
    expect(cards.ckoNotRemembered.isRemember).toBe(0);
    const stored = db.prepare('SELECT source_id, uid, login, deleted, h5_deviceid FROM saved_cards').all();
    expect(stored).toHaveLength(5);
    for (const row of stored)
      expect(row).toMatchObject({ uid: 0, login: 0, deleted: 0, h5_deviceid: SEED_CARD_DEVICE.deviceId });
  });
});

describe('a database file', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'topup-db-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const counts = (db: Database) =>
    Object.fromEntries(
      [
        'users',
        'recharge_tiers',
        'pay_methods',
        'settings',
        'live_rooms',
        'recharge_target_records',
        'saved_cards',
        'schema_migrations',
      ].map((table) => [table, (db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n]),
    );

  it('is created with its folder, in WAL mode, migrated once and seeded once across reopenings', () => {
    const file = path.join(dir, 'nested', 'topup.db');
    const first = openDatabase(file);
    expect(first.pragma('journal_mode', { simple: true })).toBe('wal');
    const before = counts(first);
    expect(before.schema_migrations).toBe(MIGRATIONS.length);
    expect(before.users).toBe(SEED_ACCOUNT_LIST.length);
    // Data written between runs survives a restart, and the seed does not overwrite it.
    first.prepare("UPDATE users SET nickname = 'معدّل' WHERE display_uid = 1000001").run();
    first.prepare("UPDATE settings SET value = '\"1.0.400\"' WHERE key = 'website_version'").run();
    const hash = userQueries(first).byDisplayUid('1000100')?.password_hash;
    first.close();

    const second = openDatabase(file);
    expect(counts(second)).toEqual(before);
    expect(userQueries(second).byDisplayUid('1000001')?.nickname).toBe('معدّل');
    expect(readPkgInfo(second).website_version).toBe('1.0.400');
    expect(userQueries(second).byDisplayUid('1000100')?.password_hash).toBe(hash);
    second.close();
  });

  it('restores a seed row that was deleted, without touching the others', () => {
    const file = path.join(dir, 'topup.db');
    const first = openDatabase(file);
    first.prepare('DELETE FROM users WHERE display_uid = 1000007').run();
    first.close();
    const second = openDatabase(file);
    expect(userQueries(second).byDisplayUid('1000007')?.is_guest).toBe(1);
    expect(counts(second).users).toBe(SEED_ACCOUNT_LIST.length);
    second.close();
  });

  it('uses TOPUP_DB when no file is given', () => {
    const file = path.join(dir, 'from-env.db');
    const previous = process.env.TOPUP_DB;
    process.env.TOPUP_DB = file;
    try {
      openDatabase().close();
    } finally {
      if (previous === undefined) delete process.env.TOPUP_DB;
      else process.env.TOPUP_DB = previous;
    }
    expect(existsSync(file)).toBe(true);
  });
});
