import type { PackageName } from './apiResult';
import { countdownSeconds } from './verifyCode';

// spec 02 §5, §9: the time helpers. Each flavour shows times at its own offset from UTC; a helper given no
// offset, with none set, throws rather than guess one; numeric timestamps of at most 10 digits are seconds.

/** spec 02 §9: timezone offsets in hours. */
export const LIVE_OFFSET_HOURS = 8;
export const KSA_OFFSET_HOURS = 3;
export const ARE_OFFSET_HOURS = 2;
export const OKEY_OFFSET_HOURS = 3;

/** The package names of x-cli-pn (packageNameFromHost), the live variant, and any other flavour name. */
export type TimeFlavour = PackageName | 'live';

/**
 * The spec names offsets for live, Ksa, Are and Okey only. kanka and ludo (and Diwania, a storeLinks
 * flavour) get Ksa's: x-cli-pn falls back to ksa for every page the spec does not name, and the time zone
 * follows the same default. No host name reads as "live": the live variant's offset is asked for by name.
 */
export const FLAVOUR_OFFSET_HOURS: Readonly<Record<TimeFlavour, number>> = {
  live: LIVE_OFFSET_HOURS,
  ksa: KSA_OFFSET_HOURS,
  are: ARE_OFFSET_HOURS,
  okey: OKEY_OFFSET_HOURS,
  kanka: KSA_OFFSET_HOURS,
  ludo: KSA_OFFSET_HOURS,
};

/** The offset (hours) of a flavour or package name; an unknown name gets Ksa's. */
export function offsetHoursFor(flavour: string): number {
  const key = flavour.toLowerCase();
  // not Object.hasOwn: iOS 15.0–15.3, inside the browsers floor (package.json), lacks it
  return Object.prototype.hasOwnProperty.call(FLAVOUR_OFFSET_HOURS, key)
    ? FLAVOUR_OFFSET_HOURS[key as TimeFlavour]
    : KSA_OFFSET_HOURS;
}

/** spec 02 §9: a numeric timestamp of at most 10 digits is in seconds, a longer one in milliseconds. */
export function isSecondsTimestamp(timestamp: number): boolean {
  return String(Math.trunc(Math.abs(timestamp))).length <= 10;
}

/** The timestamp in epoch milliseconds. */
export function toEpochMs(timestamp: number): number {
  return isSecondsTimestamp(timestamp) ? timestamp * 1000 : timestamp;
}

/** spec 02 §5: the offset given, else the one set; throws when there is neither (no silent UTC). */
export function requireOffsetHours(given?: number, set?: number): number {
  const hours = given ?? set;
  if (hours === undefined || !Number.isFinite(hours)) throw new Error('time zone offset is required');
  return hours;
}

/** A settable default offset. An instance, not module state: shared/ holds none (DESIGN §1). */
export interface TimeZone {
  /** Sets the offset used when a call gives none; undefined unsets it. */
  setOffsetHours(hours: number | undefined): void;
  /** The offset given, else the one set; throws when there is neither. */
  offsetHours(given?: number): number;
}

export function createTimeZone(initial?: number): TimeZone {
  let set = initial;
  return {
    setOffsetHours: (hours) => {
      set = hours;
    },
    offsetHours: (given) => requireOffsetHours(given, set),
  };
}

export interface CountdownParts {
  days: string;
  hours: string;
  minutes: string;
  seconds: string;
}

const pad2 = (n: number): string => String(n).padStart(2, '0');

/**
 * spec 02 §9: days, hours, minutes and seconds left, each at least two digits. Whole seconds round up as on
 * the resend button (1 ms left is 00:00:00:01): zero shows only once the time is up. Past or unreadable: zero.
 */
export function countdownParts(remainingMs: number): CountdownParts {
  const total = Number.isFinite(remainingMs) ? countdownSeconds(remainingMs) : 0;
  return {
    days: pad2(Math.floor(total / 86_400)),
    hours: pad2(Math.floor(total / 3600) % 24),
    minutes: pad2(Math.floor(total / 60) % 60),
    seconds: pad2(total % 60),
  };
}
