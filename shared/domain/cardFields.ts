import { isExpiryValid } from './expiryInput';
import { detectBrand, digitsOf, type CardBrand } from './cardBrand';
import { toLatinDigits } from './digits';
import { PAY_TYPE_THIRD_CARD } from './payTypes';

// spec 01 §5, §9: the four fields of a new card. The card submit button is enabled only when all four
// are valid; an empty field says "please fill in {field}", a wrong one "{field} is filled in incorrectly".

export type CardField = 'cardNumber' | 'cvv' | 'expiry' | 'holderName';
export const CARD_FIELDS: readonly CardField[] = ['cardNumber', 'cvv', 'expiry', 'holderName'];

export type FieldStatus = 'empty' | 'invalid' | 'valid';

export const CARD_NUMBER_MIN_LENGTH = 13;
export const CARD_NUMBER_MAX_LENGTH = 19;
/** spec 01 §5, §9: CVV 3 to 4 digits. */
export const CVV_MIN = 3;
export const CVV_MAX = 4;
/** spec 01 §5, §9: a holder name of 255 characters or more is invalid. */
export const HOLDER_NAME_MAX_EXCLUSIVE = 255;

/** spec 01 §9: the third provider takes mc and visa cards. */
export const THIRD_PROVIDER_BRANDS: readonly CardBrand[] = ['mastercard', 'visa'];

/** The card brands a channel takes (spec 01 §9: the third provider's card, mc and visa); null: every brand. */
export function acceptedBrands(payType: number): readonly CardBrand[] | null {
  return payType === PAY_TYPE_THIRD_CARD ? THIRD_PROVIDER_BRANDS : null;
}

/**
 * A card number the channel does not take: its brand, known from its first digits, is not one of the
 * channel's; or it is a whole valid number of no brand the channel names. Refused in the field, before
 * any order is made.
 */
export function isBrandRefused(raw: string, brands: readonly CardBrand[] | null | undefined): boolean {
  if (!brands) return false;
  const brand = detectBrand(raw);
  if (brand !== 'unknown') return !brands.includes(brand);
  return validateCardNumber(raw);
}

export function luhnValid(digits: string): boolean {
  if (!/^[0-9]+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export function validateCardNumber(raw: string): boolean {
  const n = digitsOf(raw);
  return n.length >= CARD_NUMBER_MIN_LENGTH && n.length <= CARD_NUMBER_MAX_LENGTH && luhnValid(n);
}

/** Groups of 4 ("4242 4242 4242 4242"); American Express as 4-6-5. Non-digits are dropped. */
export function formatCardNumber(raw: string): string {
  const brand = detectBrand(raw);
  const n = toLatinDigits(raw)
    .replace(/[^0-9]/g, '')
    .slice(0, brand === 'amex' ? 15 : CARD_NUMBER_MAX_LENGTH);
  if (brand === 'amex') return [n.slice(0, 4), n.slice(4, 10), n.slice(10)].filter(Boolean).join(' ');
  return (n.match(/.{1,4}/g) ?? []).join(' ');
}

/** spec 01 §5: a saved-card CVV is digits only, 3 to 4 of them. */
export function validateCvv(raw: string): boolean {
  return new RegExp(`^[0-9]{${CVV_MIN},${CVV_MAX}}$`).test(digitsOf(raw));
}

/**
 * spec 01 §5: emoji and symbols are stripped from the holder name. What stays: letters of any script
 * with their combining marks (Arabic harakat, accents), spaces, hyphen, apostrophes and dot, plus the
 * zero-width non-joiner Persian names need. Digits and other punctuation go too: no card carries them.
 * No trimming here, so a space typed between two names survives the next keystroke.
 */
export function stripHolderName(raw: string): string {
  return (
    raw
      .replace(/[^\p{L}\p{Mn}\p{Mc}\p{Zs}\-'’.\u200c]/gu, '')
      // variation selectors are marks too, but only ever dress an emoji ("❤️")
      .replace(/[\ufe00-\ufe0f\u{e0100}-\u{e01ef}]/gu, '')
      // a few pictographs are letters by category ("ℹ" is Ll) but are emoji all the same
      .replace(/\p{Extended_Pictographic}/gu, '')
      .replace(/\p{Zs}/gu, ' ')
  );
}

/** The name sent with the card: stripped and trimmed. */
export function cleanHolderName(raw: string): string {
  return stripHolderName(raw).trim();
}

export function validateHolderName(raw: string): boolean {
  const name = cleanHolderName(raw);
  return name !== '' && [...name].length < HOLDER_NAME_MAX_EXCLUSIVE;
}

function isValid(field: CardField, raw: string, now: number): boolean {
  switch (field) {
    case 'cardNumber':
      return validateCardNumber(raw);
    case 'cvv':
      return validateCvv(raw);
    case 'expiry':
      // a new card must not be expired: the current month at UTC+3 is the earliest
      return isExpiryValid(raw, now, { minimumThisMonth: true });
    case 'holderName':
      return validateHolderName(raw);
  }
}

export function fieldStatus(field: CardField, raw: string, now: number): FieldStatus {
  if (raw.trim() === '') return 'empty';
  return isValid(field, raw, now) ? 'valid' : 'invalid';
}

export type CardFormValues = Record<CardField, string>;

export interface CardFormValidation {
  status: Record<CardField, FieldStatus>;
  /** spec 01 §5: the submit button is enabled only when this is true. */
  allValid: boolean;
}

export function validateCardForm(values: CardFormValues, now: number): CardFormValidation {
  const status = {
    cardNumber: fieldStatus('cardNumber', values.cardNumber, now),
    cvv: fieldStatus('cvv', values.cvv, now),
    expiry: fieldStatus('expiry', values.expiry, now),
    holderName: fieldStatus('holderName', values.holderName, now),
  };
  return { status, allValid: CARD_FIELDS.every((f) => status[f] === 'valid') };
}
