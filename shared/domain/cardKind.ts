import type { SavedCard } from '../contract/card';

// spec 01 §3, §4, §9: which provider a saved card belongs to, and the Apple Pay pseudo-card.

/** spec 01 §9: card-checkout source ids contain "src_". */
export const CKO_SOURCE_PREFIX = 'src_';
/** spec 01 §9: Apple Pay wallet cards have bin 000000. */
export const WALLET_BIN = '000000';
/** spec 01 §3: source_id and fingerprint of the Apple Pay pseudo-card. */
export const APPLE_PAY_PSEUDO_ID = 'apple_pay';
export const APPLE_PAY_PSEUDO_LAST4 = '0000';

export type CardKind = 'cko' | 'wallet' | 'third';

/** spec 01 §4: "src_" in the source id is a card-checkout card, bin 000000 a wallet, anything else third-provider. */
export function cardKind(card: Pick<SavedCard, 'source_id' | 'bin'>): CardKind {
  if (card.source_id.includes(CKO_SOURCE_PREFIX)) return 'cko';
  if (card.bin === WALLET_BIN) return 'wallet';
  return 'third';
}

export function isApplePayPseudoCard(card: Pick<SavedCard, 'source_id'>): boolean {
  return card.source_id === APPLE_PAY_PSEUDO_ID;
}

/**
 * spec 01 §4: after an Apple Pay success a pseudo-card joins the saved cards as the recent method.
 * It is marked remembered and never bank-expired, with no validity date; `lastUseAt` is in the unit of
 * the saved-card list (unix seconds). The caller fills in the account fields it knows.
 */
export function makeApplePayPseudoCard(
  lastUseAt: number,
  account: Partial<Pick<SavedCard, 'h5_deviceid' | 'to_uid' | 'uid' | 'login'>> = {},
): SavedCard {
  return {
    source_id: APPLE_PAY_PSEUDO_ID,
    fingerprint: APPLE_PAY_PSEUDO_ID,
    bin: WALLET_BIN,
    last4: APPLE_PAY_PSEUDO_LAST4,
    scheme: APPLE_PAY_PSEUDO_ID,
    issuer_country: '',
    card_valid_date: '',
    is_bank_expire: 0,
    is_remember: 1,
    last_use_at: lastUseAt,
    h5_deviceid: account.h5_deviceid ?? '',
    to_uid: account.to_uid ?? 0,
    uid: account.uid ?? 0,
    login: account.login ?? 0,
  };
}
