import type { SavedCard } from '../contract/card';
import { toLatinDigits } from './digits';

// spec 01 §5, §9 and spec 02 §5: card expiry dates (MM/YY, year 20YY) judged at a fixed UTC+3.

export const EXPIRY_UTC_OFFSET_HOURS = 3;
const OFFSET_MS = EXPIRY_UTC_OFFSET_HOURS * 3_600_000;

/**
 * spec 01 §9: the window is written 60*24*3600*1000 ms. That is exactly 60 days; the spec's "about
 * 1,440 days" remark is a miscalculation, and 60 days is also what the ban page tells users.
 */
export const NEARLY_EXPIRED_WINDOW_MS = 60 * 24 * 3600 * 1000;

/** spec 01 §9, spec 02 §5: the format error is raised with a Chinese text ("the validity date format is wrong"). */
export const EXPIRY_FORMAT_ERROR_MESSAGE = '有效期格式错误';

export class ExpiryFormatError extends Error {
  constructor() {
    super(EXPIRY_FORMAT_ERROR_MESSAGE);
    this.name = 'ExpiryFormatError';
  }
}

export interface Expiry {
  /** 1..12 */
  month: number;
  /** Four digits: YY read as 20YY. */
  year: number;
}

/**
 * spec 02 §5: "MM/YY" or "MMYY", year 20YY. A missing or zero part throws; so does a month above 12,
 * which has no last day to expire on.
 */
export function parseExpiry(validDate: string): Expiry {
  const s = toLatinDigits(validDate).trim();
  const m = /^([0-9]{1,2})\/([0-9]{2})$/.exec(s) ?? /^([0-9]{2})([0-9]{2})$/.exec(s);
  const month = Number(m?.[1] ?? 0);
  const yy = Number(m?.[2] ?? 0);
  if (month === 0 || yy === 0 || month > 12) throw new ExpiryFormatError();
  return { month, year: 2000 + yy };
}

/** The last second of the expiry month, 23:59:59 on its last day at UTC+3, as epoch ms. */
export function expiryLastSecond(validDate: string): number {
  const { month, year } = parseExpiry(validDate);
  // Day 0 of the next month is the last day of this one (leap Februaries and December included).
  return Date.UTC(year, month, 0, 23, 59, 59) - OFFSET_MS;
}

/** spec 01 §9: expired once the current time is past 23:59:59 of the month's last day at UTC+3. */
export function isCardExpired(validDate: string, now: number): boolean {
  return now > expiryLastSecond(validDate);
}

/**
 * spec 01 §4, §9: a saved card is expired once past its month (at UTC+3), or when the bank said so
 * (is_bank_expire); a card that names no expiry is judged by the bank's word alone. The one rule for every
 * view and step of the page (it was written in the card line and in the steps).
 */
export function isSavedCardExpired(
  card: Pick<SavedCard, 'is_bank_expire' | 'card_valid_date'>,
  now: number,
): boolean {
  return (
    card.is_bank_expire === 1 || (card.card_valid_date !== '' && isCardExpired(card.card_valid_date, now))
  );
}

/** Not expired yet, and expiring within the next 60 days. */
export function isNearlyExpired(validDate: string, now: number): boolean {
  const last = expiryLastSecond(validDate);
  return now <= last && last - now <= NEARLY_EXPIRED_WINDOW_MS;
}
