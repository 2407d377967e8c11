import { toLatinDigits } from './digits';

// spec 01 §5, §9: an account id needs at least 5 characters before it can be confirmed.
export const ACCOUNT_ID_MIN_LENGTH = 5;

export interface AccountIdInput {
  /** Latin digits only: what goes into the field and to the lookup call. */
  digits: string;
  /** Something other than a digit was typed and dropped: the UI shows "digits only" (spec 02 §5). */
  rejected: boolean;
}

/**
 * Normalises what the user typed into the account id field. Arabic-Indic and Persian digits count as
 * digits (DESIGN §10). Whitespace is dropped silently: ids pasted from a chat often carry spaces, and
 * a space is not the mistake the "digits only" message is about.
 */
export function normaliseAccountIdInput(raw: string): AccountIdInput {
  const latin = toLatinDigits(raw).replace(/\s+/g, '');
  const digits = latin.replace(/[^0-9]/g, '');
  return { digits, rejected: digits.length !== latin.length };
}

/** spec 01 §5: confirm is enabled from 5 digits on. */
export function canConfirmAccountId(digits: string): boolean {
  return /^[0-9]+$/.test(digits) && digits.length >= ACCOUNT_ID_MIN_LENGTH;
}
