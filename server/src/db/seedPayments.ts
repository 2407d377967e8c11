import { SEED_ACCOUNTS } from './seedAccounts';

/**
 * The seeded recharge records and saved cards (see seed.ts). Tests, the README and the e2e suite rely on
 * these ids and meanings: change them only together with everything that names them.
 */

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
   * How the sandbox gateway answers when the card pays (gateway/testCards.ts CardClass). Every seeded
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
