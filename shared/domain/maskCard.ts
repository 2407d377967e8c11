import { detectBrand } from './cardBrand';

// spec 01 §2: a saved card is shown as its first digits (the bin), stars, and its last 4 digits.

export const MASK_CHAR = '*';
/** Most cards have 16 digits; American Express 15. */
export const DEFAULT_CARD_LENGTH = 16;
export const AMEX_CARD_LENGTH = 15;

/**
 * "424242******4242": the stars fill the card up to its length (given, else 16, or 15 for an Amex
 * bin). At least one star is kept so a masked number never reads as a whole card number.
 */
export function maskCardNumber(bin: string, last4: string, totalLength?: number): string {
  const length = totalLength ?? (detectBrand(bin) === 'amex' ? AMEX_CARD_LENGTH : DEFAULT_CARD_LENGTH);
  const stars = Math.max(1, length - bin.length - last4.length);
  return `${bin}${MASK_CHAR.repeat(stars)}${last4}`;
}
