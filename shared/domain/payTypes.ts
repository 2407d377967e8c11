// spec 01 §1, §3: pay type codes and the Apple Pay group.

/** spec 01 §1: pay calls use product source 1 (the main app; 4 is the sister app). */
export const PAY_SOURCE = 1;

export const PAY_TYPE_CKO_CARD = 23;
export const PAY_TYPE_SECOND_CARD = 24;
export const PAY_TYPE_SECOND_APPLE_PAY = 25;
export const PAY_TYPE_THIRD_APPLE_PAY = 26;
export const PAY_TYPE_THIRD_CARD = 27;
export const PAY_TYPE_FOURTH_APPLE_PAY = 28;
export const PAY_TYPE_FIFTH_APPLE_PAY = 29;
export const PAY_TYPE_SIXTH_APPLE_PAY = 30;
export const PAY_TYPE_SECOND_EMBEDDED_APPLE_PAY = 31;
export const PAY_TYPE_GENERIC_APPLE_PAY = 2528;

export const APPLE_PAY_TYPES: readonly number[] = [
  PAY_TYPE_SECOND_APPLE_PAY,
  PAY_TYPE_THIRD_APPLE_PAY,
  PAY_TYPE_FOURTH_APPLE_PAY,
  PAY_TYPE_FIFTH_APPLE_PAY,
  PAY_TYPE_SIXTH_APPLE_PAY,
  PAY_TYPE_SECOND_EMBEDDED_APPLE_PAY,
  PAY_TYPE_GENERIC_APPLE_PAY,
];

/** spec 01 §3: the default pay type is the card-checkout card. */
export const DEFAULT_PAY_TYPE = PAY_TYPE_CKO_CARD;
/** spec 01 §3: the default Apple Pay type is the third provider's (26). */
export const DEFAULT_APPLE_PAY_TYPE = PAY_TYPE_THIRD_APPLE_PAY;

export function isApplePayType(type: number): boolean {
  return APPLE_PAY_TYPES.includes(type);
}

/** spec 01 §2, §9: the second provider's Apple Pay, whose button is embedded in the page (applePayEmbed.ts). */
export const isEmbeddedApplePayType = (payType: number): boolean =>
  payType === PAY_TYPE_SECOND_EMBEDDED_APPLE_PAY;

export interface NormalisedApplePayType {
  type: number;
  /** The given type was outside the Apple Pay group: the caller logs it (spec 01 §3 "is an error"). */
  error: boolean;
}

/**
 * spec 01 §3: the store's Apple Pay type is one of the group; anything else is an error and the store
 * falls back to 26. No type at all (nothing configured) is the default without an error.
 */
export function normaliseApplePayType(type: number | null | undefined): NormalisedApplePayType {
  if (type === null || type === undefined) return { type: DEFAULT_APPLE_PAY_TYPE, error: false };
  if (isApplePayType(type)) return { type, error: false };
  return { type: DEFAULT_APPLE_PAY_TYPE, error: true };
}

export type ChannelKind = 'applePay' | 'ckoCard' | 'secondCard' | 'thirdCard';

/** The kind of payment channel a method's subType opens; null for a code the spec does not name. */
export function channelKind(subType: number): ChannelKind | null {
  if (isApplePayType(subType)) return 'applePay';
  switch (subType) {
    case PAY_TYPE_CKO_CARD:
      return 'ckoCard';
    case PAY_TYPE_SECOND_CARD:
      return 'secondCard';
    case PAY_TYPE_THIRD_CARD:
      return 'thirdCard';
    default:
      return null;
  }
}

/** (ours) The ban fine's Apple Pay goes through Adyen's Apple Pay type (spec 01 §3's default). */
export const FINE_APPLE_PAY_TYPE = 26;
