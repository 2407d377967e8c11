import { EXPIRY_UTC_OFFSET_HOURS, parseExpiry, type Expiry } from './cardExpiry';
import { toLatinDigits } from './digits';

// spec 01 §5, §9: a card's expiry as the user types it (MM/YY) and whether a new one is valid. Apart from
// the expiry of a saved card (cardExpiry.ts) because the pages show saved cards long before anyone types one.

/** spec 01 §5, §9: expiry input is at most 5 characters ("MM/YY"). */
export const EXPIRY_INPUT_MAX_LENGTH = 5;

/**
 * Formats the expiry field while the user types: digits only (Arabic-Indic and Persian converted),
 * "/" after the month, at most 5 characters. The slash is inserted only once a year digit follows, so
 * Backspace over "12/" is not undone; a slash the user typed after one or two month digits is kept,
 * and "1/" becomes "01/".
 */
export function formatExpiryInput(raw: string): string {
  const latin = toLatinDigits(raw);
  const oneDigitMonth = /^\s*([0-9])\s*\/(.*)$/.exec(latin);
  const digits = (oneDigitMonth ? `0${oneDigitMonth[1]}${oneDigitMonth[2]}` : latin)
    .replace(/[^0-9]/g, '')
    .slice(0, 4);
  if (digits.length > 2) return `${digits.slice(0, 2)}/${digits.slice(2)}`;
  if (digits.length === 2 && latin.includes('/')) return `${digits}/`;
  return digits;
}

/** spec 01 §5: "MM/YY" from "MM/YY", "M/YY" or "MMYY"; null when it is not a month 1..12 and two year digits. */
export function normaliseExpiry(raw: string): string | null {
  const s = toLatinDigits(raw).trim();
  const m = /^([0-9]{1,2})\/([0-9]{2})$/.exec(s) ?? /^([0-9]{2})([0-9]{2})$/.exec(s);
  if (!m) return null;
  const month = Number(m[1]);
  if (month < 1 || month > 12) return null;
  return `${String(month).padStart(2, '0')}/${m[2]}`;
}

/** Month and year of an instant at UTC+3. */
export function monthAtExpiryOffset(now: number): Expiry {
  const d = new Date(now + EXPIRY_UTC_OFFSET_HOURS * 3_600_000);
  return { month: d.getUTCMonth() + 1, year: d.getUTCFullYear() };
}

/**
 * spec 01 §5: a new expiry is valid when it normalises to MM/YY and, with the minimum (the default, and
 * the third provider's rule), is not before the current month and year at UTC+3: a year before this
 * one, or this year with an earlier month, is invalid. The current month itself is accepted.
 */
export function isExpiryValid(
  raw: string,
  now: number,
  options: { minimumThisMonth: boolean } = { minimumThisMonth: true },
): boolean {
  const normalised = normaliseExpiry(raw);
  if (normalised === null) return false;
  if (!options.minimumThisMonth) return true;
  const { month, year } = parseExpiry(normalised);
  const current = monthAtExpiryOffset(now);
  if (year < current.year) return false;
  return !(year === current.year && month < current.month);
}
