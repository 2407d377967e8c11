import type { PayExperimentGroup } from '@topup/shared/contract';

/**
 * The seeded accounts (see seed.ts). Tests, the README and the e2e suite rely on these ids and meanings:
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
  /** Registered in the app with a phone number: `password` is its phone login's (pass_phone_login=1). */
  phoneLogin: 0 | 1;
  /** spec 02 §3: what a tap on the user decides by; `liveRoomId` is where an online streamer is live. */
  presence: { isStreamer: 0 | 1; isInvisibility: 0 | 1; isOnline: 0 | 1; liveRoomId: number | null };
}

/** 2027-06-30 23:59:59 in Saudi time (UTC+3). */
export const SEED_BAN_UNTIL = Date.UTC(2027, 5, 30, 20, 59, 59) / 1000;
/** Creation time of every seeded row, fixed so the seed is reproducible. */
export const SEED_CREATED_AT = Date.UTC(2025, 0, 1) / 1000;
/** The test user's password (login lands later; its hash is stored now). */
export const TEST_USER_PASSWORD = 'test1234';
/** The phone account's password: the one its phone login set in the app (README "Test accounts"). */
export const PHONE_USER_PASSWORD = 'phone1234';
/** The live room the online streamer (the normal account, its owner) is live in: the demo room. */
export const SEED_LIVE_ROOM_ID = 52300;
/** A display id that belongs to no account. */
export const MISSING_DISPLAY_UID = 1000009;

const NOT_A_STREAMER = { isStreamer: 0, isInvisibility: 0, isOnline: 0, liveRoomId: null } as const;

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
  phoneLogin: 0,
  presence: NOT_A_STREAMER,
  ...overrides,
});

export const SEED_ACCOUNTS = {
  // spec 02 §4 tap on a user: she owns the demo live room (seed.ts SEED_ROOMS) and is live in it
  normal: account(1000001, 'ليان', 'normal account; a streamer, live in the demo room 52300', {
    presence: { isStreamer: 1, isInvisibility: 0, isOnline: 1, liveRoomId: SEED_LIVE_ROOM_ID },
  }),
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
  // the one normal account outside the third-provider card's whitelist (seed.ts SEED_PKG_INFO), so a
  // page paying for it shows the channels without that card (spec 02 §4)
  grayReleaseTarget: account(1000015, 'هند', 'normal account the third-provider card is not offered to'),
  // in a device's recipient list without the server having verified it for that device (32125 test)
  unverifiedTarget: account(1000016, 'ليلى', 'normal account for the not-verified-device (32125) tests'),
  // paid for from the app's webview, then in Safari, whose code only that test reads (Apple Pay hand-off)
  handoffTarget: account(1000017, 'ريان', 'normal account for the Apple Pay hand-off test'),
  // applepay_gray_config whitelists it for type 31 (seed.ts SEED_PKG_INFO)
  // only the Apple Pay domain tests change its check_domain_payable list (/__test/apple-pay-domains)
  applePayDomainMove: account(1000025, 'سلمى', 'normal account for the Apple Pay domain-move tests'),
  embeddedApplePay: account(
    1000024,
    'جود',
    'normal account paid with the embedded Apple Pay button (type 31)',
  ),
  // banned accounts whose fines the browser tests pay (lifting one must not touch the lookups of 1000002)
  finePayHosted: account(
    1000020,
    'سعود',
    'banned until 2027-06-30, fine 15 USD: paid through the hosted page',
    {
      status: 2,
      banUntil: SEED_BAN_UNTIL,
      fineUsd: 15,
    },
  ),
  finePayCard: account(1000022, 'ريم', 'banned until 2027-06-30, fine 20 USD: paid by card', {
    status: 2,
    banUntil: SEED_BAN_UNTIL,
    fineUsd: 20,
  }),
  finePayApple: account(1000023, 'هند', 'banned permanently, fine 12 USD: paid with Apple Pay', {
    status: 2,
    fineUsd: 12,
  }),
  fineMessages: account(1000021, 'لمى', 'banned permanently, fine 10 USD: the fine page messages', {
    status: 2,
    fineUsd: 10,
  }),
  // spec 02 §4: its fine is paid to see the page view id renewed after a fine (no other test pays it)
  finePageView: account(1000026, 'بدر', 'banned permanently, fine 5 USD: the page view id after a fine', {
    status: 2,
    fineUsd: 5,
  }),
  // the fine paid with the third provider's card and its in-page 3-D Secure (spec 02 §4; DESIGN §12)
  finePayInPage: account(
    1000027,
    'نوف',
    'banned permanently, fine 8 USD: paid by card with 3-D Secure in the page',
    {
      status: 2,
      fineUsd: 8,
    },
  ),
  // the fine whose payment's scripts are held to the payment pages' inventory (DESIGN §13)
  fineInventory: account(
    1000028,
    'وليد',
    'banned permanently, fine 9 USD: the payment-script inventory test',
    {
      status: 2,
      fineUsd: 9,
    },
  ),
  // the field-size tests open its verification popup (a code is sent as it opens) and read no code: the
  // accounts whose codes other tests type must not get one from them
  fieldSizeTarget: account(
    1000031,
    'رهف',
    'normal account whose verification popup the field-size tests open',
  ),
  // its codes of the hour go to a browser test: no other test may ask it for one (32127)
  verifyLimit: account(
    1000030,
    'مها',
    'normal account whose hourly verification codes a browser test uses up',
  ),
  testUser: account(
    1000100,
    'حساب التجربة',
    'the test user: logs in with password test1234; an offline streamer',
    {
      password: TEST_USER_PASSWORD,
      payGroup: 'B',
      rechargeCount: 3,
      presence: { ...NOT_A_STREAMER, isStreamer: 1 },
    },
  ),
  // spec 02 §7 pass_phone_login: signs in only with the form's phone-account box ticked
  phoneUser: account(
    1000101,
    'حساب الهاتف',
    'phone account: logs in with password phone1234 as a phone account',
    {
      password: PHONE_USER_PASSWORD,
      phoneLogin: 1,
    },
  ),
  // live in a room, but hiding it: the lookups answer neither (spec 02 §3, §4)
  hiddenStreamer: account(1000102, 'غيث', 'a streamer live in room 52001 who hides their presence', {
    presence: { isStreamer: 1, isInvisibility: 1, isOnline: 1, liveRoomId: 52001 },
  }),
} as const satisfies Record<string, SeedAccount>;

export const SEED_ACCOUNT_LIST: readonly SeedAccount[] = Object.values(SEED_ACCOUNTS);

export const avatarPath = (displayUid: number): string => `/avatars/${displayUid}.svg`;
