import type { Database } from 'better-sqlite3';
import type { PayExperimentGroup, PkgInfo } from '@topup/shared/contract';
import { hashPassword } from './password';

/**
 * Fixed seed data. Tests, the README and the e2e suite rely on these ids and meanings:
 * change them only together with everything that names them.
 */

export interface SeedAccount {
  /** Internal id (what pay calls carry). */
  uid: number;
  /** The id users type. */
  displayUid: number;
  nickname: string;
  meaning: string;
  /** spec 01 §3: 0 normal, 1 deleted, 2 banned, 4 deletion in progress, 5 source mismatch. */
  status: 0 | 1 | 2 | 4 | 5;
  isGuest: 0 | 1;
  /** spec 01 §1: 1 the main app, 4 the sister app. */
  source: 1 | 4;
  /** Calls about this account answer 32120 (spec 01 §6). */
  webRechargeUnavailable: 0 | 1;
  /** Unix seconds; null with status 2 means banned permanently. */
  banUntil: number | null;
  fineUsd: number | null;
  password: string | null;
  payGroup: PayExperimentGroup;
  /** Earlier top-ups; 0 makes the account "new" in the recharge list. */
  rechargeCount: number;
}

/** 2027-06-30 23:59:59 in Saudi time (UTC+3). */
export const SEED_BAN_UNTIL = Date.UTC(2027, 5, 30, 20, 59, 59) / 1000;
/** Creation time of every seeded row, fixed so the seed is reproducible. */
export const SEED_CREATED_AT = Date.UTC(2025, 0, 1) / 1000;
/** The test user's password (login lands later; its hash is stored now). */
export const TEST_USER_PASSWORD = 'test1234';
/** A display id that belongs to no account. */
export const MISSING_DISPLAY_UID = 1000009;

const account = (
  displayUid: number,
  nickname: string,
  meaning: string,
  overrides: Partial<Omit<SeedAccount, 'uid' | 'displayUid' | 'nickname' | 'meaning'>> = {},
): SeedAccount => ({
  // Internal ids differ from display ids on purpose, so a client that mixes them up fails in tests.
  uid: displayUid + 20_000_000,
  displayUid,
  nickname,
  meaning,
  status: 0,
  isGuest: 0,
  source: 1,
  webRechargeUnavailable: 0,
  banUntil: null,
  fineUsd: null,
  password: null,
  payGroup: 'A',
  rechargeCount: 0,
  ...overrides,
});

export const SEED_ACCOUNTS = {
  normal: account(1000001, 'ليان', 'normal account'),
  bannedUntilDate: account(1000002, 'أبو فيصل', 'banned until 2027-06-30, fine 20 USD', {
    status: 2,
    banUntil: SEED_BAN_UNTIL,
    fineUsd: 20,
    rechargeCount: 2,
  }),
  deleted: account(1000003, 'ريم', 'deleted', { status: 1 }),
  deleting: account(1000004, 'خالد', 'deletion in progress', { status: 4 }),
  sourceMismatch: account(1000006, 'مها', 'belongs to the sister app (source 4)', { status: 5, source: 4 }),
  guest: account(1000007, 'زائر', 'guest account', { isGuest: 1 }),
  webRechargeUnavailable: account(1000008, 'سلمان', 'web recharge unavailable (32120)', {
    webRechargeUnavailable: 1,
  }),
  bannedPermanently: account(1000010, 'ماجد', 'banned permanently, fine 50 USD', { status: 2, fineUsd: 50 }),
  // normal accounts that browser tests verify and pay for, one per concern, so that tests running side by
  // side never read each other's verification codes from one inbox
  verifyTarget: account(1000011, 'نورة', 'normal account for verification tests'),
  resendTarget: account(1000012, 'فهد', 'normal account for resend countdown tests'),
  keyboardTarget: account(1000013, 'سارة', 'normal account for keyboard-only tests'),
  wrongCodeTarget: account(1000014, 'ريان', 'normal account for wrong-code tests'),
  testUser: account(1000100, 'حساب التجربة', 'the test user: logs in with password test1234', {
    password: TEST_USER_PASSWORD,
    payGroup: 'B',
    rechargeCount: 3,
  }),
} as const satisfies Record<string, SeedAccount>;

export const SEED_ACCOUNT_LIST: readonly SeedAccount[] = Object.values(SEED_ACCOUNTS);

export const avatarPath = (displayUid: number): string => `/avatars/${displayUid}.svg`;
export const tierIconPath = (tierId: number): string => `/tier-icons/tier-${tierId}.svg`;

/** Pay type codes of spec 01 §3 used by the seeded tiers. */
export const PAY_SUB_TYPE = {
  CKO_CARD: 23,
  SECOND_PROVIDER_CARD: 24,
  SECOND_PROVIDER_APPLE_PAY: 25,
  THIRD_PROVIDER_APPLE_PAY: 26,
  THIRD_PROVIDER_CARD: 27,
  GENERIC_APPLE_PAY: 2528,
} as const;

/** Payment display groups offered for every tier, in display order. */
export const SEED_PAY_GROUPS: readonly { displayName: string; subTypes: readonly number[] }[] = [
  // spec 01 §3: the default Apple Pay type is the third provider's (26), so it comes first.
  {
    displayName: 'Apple Pay',
    subTypes: [
      PAY_SUB_TYPE.THIRD_PROVIDER_APPLE_PAY,
      PAY_SUB_TYPE.SECOND_PROVIDER_APPLE_PAY,
      PAY_SUB_TYPE.GENERIC_APPLE_PAY,
    ],
  },
  { displayName: 'Checkout.com', subTypes: [PAY_SUB_TYPE.CKO_CARD] },
  { displayName: 'PayerMax', subTypes: [PAY_SUB_TYPE.SECOND_PROVIDER_CARD] },
  { displayName: 'Adyen', subTypes: [PAY_SUB_TYPE.THIRD_PROVIDER_CARD] },
];

export interface SeedTier {
  id: number;
  amountUsd: number;
  originCoin: number;
  extraCoin: number;
  /** Listed in `recommends` for new users. */
  recommended: 0 | 1;
}

/** 100 diamonds per dollar, with a growing bonus on larger tiers. */
export const SEED_TIERS: readonly SeedTier[] = [
  { id: 1, amountUsd: 0.99, originCoin: 99, extraCoin: 0, recommended: 0 },
  { id: 2, amountUsd: 1.99, originCoin: 199, extraCoin: 0, recommended: 0 },
  { id: 3, amountUsd: 4.99, originCoin: 499, extraCoin: 25, recommended: 1 },
  { id: 4, amountUsd: 9.99, originCoin: 999, extraCoin: 60, recommended: 1 },
  { id: 5, amountUsd: 19.99, originCoin: 1999, extraCoin: 150, recommended: 1 },
  { id: 6, amountUsd: 49.99, originCoin: 4999, extraCoin: 500, recommended: 0 },
  { id: 7, amountUsd: 99.99, originCoin: 9999, extraCoin: 1200, recommended: 0 },
];

/** recharge_id of a tier's method: unique across the table and readable (tier 3, type 23 → 30023). */
export const rechargeIdOf = (tierId: number, subType: number): number => tierId * 10000 + subType;

const applePayConfig = (merchantAcccount: string): PkgInfo['applepay_config'] => ({
  countryCode: 'SA',
  currencyCode: 'USD',
  // spec 01 §9: networks and capabilities.
  supportedNetworks: ['visa', 'masterCard', 'chinaUnionPay'],
  merchantCapabilities: ['supports3DS', 'supportsDebit', 'supportsCredit', 'supportsEMV'],
  merchantAcccount,
});

/** pkgInfo as first seeded (spec 02 §3). Store links are placeholders for the sandbox. */
export const SEED_PKG_INFO: PkgInfo = {
  website_version: '1.0.334',
  cko_new_rate: 100,
  cko_new_whitelist: [],
  applepay_gray_config: [{ pay_type: PAY_SUB_TYPE.THIRD_PROVIDER_APPLE_PAY, gray_ratio: 100, whitelist: [] }],
  ABtest_repurchase_ratio: 50,
  adyen_card_ratio: 0,
  // The test user always sees the third-provider card, so its flow is reachable in tests.
  adyen_card_whitelist: [SEED_ACCOUNTS.testUser.uid],
  applepay_config: applePayConfig('merchant.sandbox.topup.ksa'),
  adyen_applepay_config: applePayConfig('TopupKSA_SandboxECOM'),
  ksa_android_url: 'https://play.google.com/store/apps/details?id=com.sawa.ksa',
  ksa_huawei_url: 'https://appgallery.huawei.com/app/C100000000',
  ksa_apple_url: 'https://apps.apple.com/sa/app/id1000000000',
  ksa_google_url: 'https://play.google.com/store/apps/details?id=com.sawa.ksa&referrer=web',
  ksa_private_url: 'https://legal.example.com/ksa/privacy.html',
};

/** Rooms: `lastJoined` is what last_join_room answers until sessions exist. */
export const SEED_ROOMS = {
  lastJoined: { roomId: 52001, ownerUid: SEED_ACCOUNTS.normal.uid, title: 'سهرة الأصدقاء' },
  testUserRoom: { roomId: 52100, ownerUid: SEED_ACCOUNTS.testUser.uid, title: 'غرفة التجربة' },
} as const;

/** Unix seconds of a UTC date and time, for the fixed times below. */
const utcSeconds = (y: number, month: number, d: number, h: number, min = 0): number =>
  Date.UTC(y, month - 1, d, h, min) / 1000;

export interface SeedRechargeRecord {
  /** The recipient (internal id). */
  toUid: number;
  fillTimes: number;
  firstFillTime: number;
  lastFillTime: number;
}

/**
 * The test user's recharge target records (spec 01 §3), on the card test device. Sorted by last
 * fill time they come as normal, self, banned: the page must still put the own record first, and
 * it must refuse the banned one (status2 2).
 */
export const SEED_RECHARGE_RECORDS = {
  ownerUid: SEED_ACCOUNTS.testUser.uid,
  records: {
    normal: {
      toUid: SEED_ACCOUNTS.normal.uid,
      fillTimes: 4,
      firstFillTime: utcSeconds(2025, 2, 1, 9), // 2025-02-01 09:00 UTC
      lastFillTime: utcSeconds(2025, 3, 20, 18, 30), // 2025-03-20 18:30 UTC
    },
    self: {
      toUid: SEED_ACCOUNTS.testUser.uid,
      fillTimes: 3,
      firstFillTime: utcSeconds(2025, 1, 10, 12), // 2025-01-10 12:00 UTC
      lastFillTime: utcSeconds(2025, 3, 1, 8, 15), // 2025-03-01 08:15 UTC
    },
    banned: {
      toUid: SEED_ACCOUNTS.bannedUntilDate.uid,
      fillTimes: 1,
      firstFillTime: utcSeconds(2025, 2, 14, 20), // 2025-02-14 20:00 UTC
      lastFillTime: utcSeconds(2025, 2, 14, 20),
    },
  },
} as const satisfies { ownerUid: number; records: Record<string, SeedRechargeRecord> };

export interface SeedSavedCard {
  sourceId: string;
  bin: string;
  last4: string;
  scheme: string;
  fingerprint: string;
  issuerCountry: string;
  /** 'MM/YY'. */
  cardValidDate: string;
  isBankExpire: 0 | 1;
  isRemember: 0 | 1;
  /** Unix seconds. */
  lastUseAt: number;
  /**
   * How the sandbox gateway answers when the card pays (sandbox/testCards.ts CardClass). Every seeded
   * card pays successfully; the expired one once its expiry is updated.
   */
  cardClass: 'success';
}

const card = (
  sourceId: string,
  scheme: string,
  bin: string,
  last4: string,
  cardValidDate: string,
  lastUseAt: number,
  overrides: Partial<Pick<SeedSavedCard, 'isBankExpire' | 'isRemember' | 'issuerCountry'>> = {},
): SeedSavedCard => ({
  sourceId,
  bin,
  last4,
  scheme,
  fingerprint: `fp_${sourceId}`,
  issuerCountry: 'SA',
  cardValidDate,
  isBankExpire: 0,
  isRemember: 1,
  lastUseAt,
  cardClass: 'success',
  ...overrides,
});

/**
 * A fixed browser with saved cards (spec 01 §3, §4). Give a page this device id (x-cli-id and
 * h5_deviceid, stored by the client as its device id) to see them. Saved without logging in
 * (uid 0, login 0), each last paid for the normal account. Listed latest used first in this order:
 * ckoVisa, thirdProviderVisa, ckoMastercard, ckoNotRemembered, ckoExpired.
 */
export const SEED_CARD_DEVICE = {
  deviceId: 'c0ffee00000000000000000000000001',
  toUid: SEED_ACCOUNTS.normal.uid,
  cards: {
    /** Card-checkout ("src_"), remembered, visa 424242…4242, valid 12/30. */
    ckoVisa: card('src_seed_visa_4242', 'visa', '424242', '4242', '12/30', utcSeconds(2025, 3, 25, 10)),
    /** Third provider (no "src_"), remembered, visa 411111…1111, valid 10/29. */
    thirdProviderVisa: card(
      'adyen_tok_seed_visa_1111',
      'visa',
      '411111',
      '1111',
      '10/29',
      utcSeconds(2025, 3, 22, 10),
    ),
    /** Card-checkout, remembered, mastercard 555555…4444, valid 11/29. */
    ckoMastercard: card(
      'src_seed_mc_4444',
      'mastercard',
      '555555',
      '4444',
      '11/29',
      utcSeconds(2025, 3, 18, 10),
    ),
    /** Card-checkout, not remembered (the card step hides it), visa 400005…5556, valid 08/31. */
    ckoNotRemembered: card(
      'src_seed_visa_5556',
      'visa',
      '400005',
      '5556',
      '08/31',
      utcSeconds(2025, 3, 10, 10),
      { isRemember: 0 },
    ),
    /** Card-checkout, remembered, expired: valid 01/24 and reported expired by the bank. */
    ckoExpired: card(
      'src_seed_expired_0002',
      'visa',
      '400000',
      '0002',
      '01/24',
      utcSeconds(2024, 11, 30, 10),
      { isBankExpire: 1 },
    ),
  },
} as const satisfies { deviceId: string; toUid: number; cards: Record<string, SeedSavedCard> };

/** Inserts every seed row that is missing; rows already present (maybe changed since) are kept. */
export function seedDatabase(db: Database): void {
  const userExists = db.prepare<[number], { uid: number }>('SELECT uid FROM users WHERE uid = ?');
  const insertUser = db.prepare(`INSERT OR IGNORE INTO users
    (uid, display_uid, nickname, icon, status, is_guest, source, web_recharge_unavailable,
     ban_until, fine_cents, password_hash, pay_group, recharge_count, created_at)
    VALUES (@uid, @displayUid, @nickname, @icon, @status, @isGuest, @source, @webRechargeUnavailable,
     @banUntil, @fineCents, @passwordHash, @payGroup, @rechargeCount, @createdAt)`);
  const insertTier = db.prepare(`INSERT OR IGNORE INTO recharge_tiers
    (id, amount_cents, origin_coin, extra_coin, icon, recommended)
    VALUES (@id, @amountCents, @originCoin, @extraCoin, @icon, @recommended)`);
  const insertMethod = db.prepare(`INSERT OR IGNORE INTO pay_methods
    (recharge_id, tier_id, display_name, group_order, sub_type, method_order)
    VALUES (?, ?, ?, ?, ?, ?)`);
  const insertSetting = db.prepare('INSERT OR IGNORE INTO settings (key, value) VALUES (?, ?)');
  const insertRoom = db.prepare(
    'INSERT OR IGNORE INTO live_rooms (room_id, owner_uid, title) VALUES (?, ?, ?)',
  );
  const insertRecord = db.prepare(`INSERT OR IGNORE INTO recharge_target_records
    (owner_uid, to_uid, h5_deviceid, fill_times, first_fill_time, last_fill_time)
    VALUES (?, ?, ?, ?, ?, ?)`);
  const insertCard = db.prepare(`INSERT OR IGNORE INTO saved_cards
    (source_id, bin, last4, scheme, fingerprint, issuer_country, card_valid_date, is_bank_expire,
     is_remember, last_use_at, h5_deviceid, to_uid, uid, login, deleted, created_at, card_class)
    VALUES (@sourceId, @bin, @last4, @scheme, @fingerprint, @issuerCountry, @cardValidDate, @isBankExpire,
     @isRemember, @lastUseAt, @deviceId, @toUid, 0, 0, 0, @createdAt, @cardClass)`);

  db.transaction(() => {
    for (const a of SEED_ACCOUNT_LIST) {
      // Hashing costs tens of milliseconds: only for a row that is really missing.
      if (userExists.get(a.uid)) continue;
      insertUser.run({
        uid: a.uid,
        displayUid: a.displayUid,
        nickname: a.nickname,
        icon: avatarPath(a.displayUid),
        status: a.status,
        isGuest: a.isGuest,
        source: a.source,
        webRechargeUnavailable: a.webRechargeUnavailable,
        banUntil: a.banUntil,
        fineCents: a.fineUsd === null ? null : Math.round(a.fineUsd * 100),
        passwordHash: a.password === null ? null : hashPassword(a.password),
        payGroup: a.payGroup,
        rechargeCount: a.rechargeCount,
        createdAt: SEED_CREATED_AT,
      });
    }
    for (const t of SEED_TIERS) {
      insertTier.run({
        id: t.id,
        amountCents: Math.round(t.amountUsd * 100),
        originCoin: t.originCoin,
        extraCoin: t.extraCoin,
        icon: tierIconPath(t.id),
        recommended: t.recommended,
      });
      SEED_PAY_GROUPS.forEach((group, groupOrder) => {
        group.subTypes.forEach((subType, methodOrder) => {
          insertMethod.run(
            rechargeIdOf(t.id, subType),
            t.id,
            group.displayName,
            groupOrder,
            subType,
            methodOrder,
          );
        });
      });
    }
    for (const [key, value] of Object.entries(SEED_PKG_INFO)) insertSetting.run(key, JSON.stringify(value));
    for (const room of Object.values(SEED_ROOMS)) insertRoom.run(room.roomId, room.ownerUid, room.title);
    for (const r of Object.values(SEED_RECHARGE_RECORDS.records)) {
      insertRecord.run(
        SEED_RECHARGE_RECORDS.ownerUid,
        r.toUid,
        SEED_CARD_DEVICE.deviceId,
        r.fillTimes,
        r.firstFillTime,
        r.lastFillTime,
      );
    }
    for (const c of Object.values(SEED_CARD_DEVICE.cards)) {
      insertCard.run({
        ...c,
        deviceId: SEED_CARD_DEVICE.deviceId,
        toUid: SEED_CARD_DEVICE.toUid,
        createdAt: SEED_CREATED_AT,
      });
    }
  })();
}
