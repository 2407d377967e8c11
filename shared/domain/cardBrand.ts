import { toLatinDigits } from './digits';

// spec 01 §2, §5, §9: a card's brand, known from its first digits. Apart from the card fields' rules
// (cardFields.ts) because the pages show saved cards (maskCard.ts) long before anyone types a card.

export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'unionpay' | 'unknown';

/** Typed digits: Arabic-Indic and Persian converted, spaces dropped (other characters stay, and fail). */
export function digitsOf(raw: string): string {
  return toLatinDigits(raw).replace(/\s+/g, '');
}

export function detectBrand(raw: string): CardBrand {
  const n = digitsOf(raw);
  if (/^4/.test(n)) return 'visa';
  if (/^3[47]/.test(n)) return 'amex';
  if (/^5[1-5]/.test(n)) return 'mastercard';
  const four = Number(n.slice(0, 4));
  if (n.length >= 4 && four >= 2221 && four <= 2720) return 'mastercard';
  if (/^62/.test(n)) return 'unionpay';
  return 'unknown';
}
