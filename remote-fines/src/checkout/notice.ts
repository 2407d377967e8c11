import { SHEET_NOT_SUPPORTED, VALIDATION_FAILED, type FineOrderEnding } from '@topup/payments';
import {
  ACCOUNT_NOT_BANNED,
  FINE_ALREADY_PAID,
  FINE_AMOUNT_CHANGED,
  FINE_LINK_INVALID,
  FINE_MAINTENANCE,
} from '@topup/shared/contract/codes';
import type { FineFailure } from './fineSlice';

// What the fine page says after a payment that did not leave it (spec 02 §4, §8): the fine's own answers
// and a card's decline in their words, Apple Pay's sheet by why it ended, anything else "submit failed,
// contact support"; and of an order it came back with, how that ended.

export type Notice =
  /** a text of the fines namespace */
  | { key: string }
  /** the text of a result code (spec 02 §8), with the server's message */
  | { code: number; message: string }
  /** the server's own words */
  | { text: string };

/**
 * The fine's answers the page says in its own words (spec 02 §8: fine changed, refresh; link invalid or
 * expired; maintenance, use the in-app top-up): what to do next is the page's to say, whatever text a backend
 * sends with the code.
 */
const FINE_ANSWER_KEYS: Readonly<Record<number, string>> = {
  [FINE_AMOUNT_CHANGED]: 'pay.amountChanged',
  [FINE_LINK_INVALID]: 'link.invalid',
  [FINE_MAINTENANCE]: 'pay.maintenance',
};

/** The fine's other answers: the server's words name the account's state (not banned, paid already). */
const FINE_STATE_ANSWERS: readonly number[] = [ACCOUNT_NOT_BANNED, FINE_ALREADY_PAID];

/** A failed fine call in the page's words when it has them, else the code's text with the server's message. */
export function fineAnswerNotice(result: number, message: string): Notice {
  const key = FINE_ANSWER_KEYS[result];
  return key ? { key } : { code: result, message };
}

/** Why Apple Pay's sheet ended, as the page's texts name it (pay.applePayFailed.*); anything else 'failed'. */
const SHEET_WHY: Readonly<Record<string, string>> = {
  cancel: 'cancel',
  time_out: 'timeOut',
  insufficient_funds: 'insufficient',
  [VALIDATION_FAILED]: 'validation',
  [SHEET_NOT_SUPPORTED]: 'notSupported',
};

function failureNotice(failure: FineFailure): Notice {
  switch (failure.kind) {
    case 'sheetFailed':
      return { key: `pay.applePayFailed.${SHEET_WHY[failure.reason] ?? 'failed'}` };
    case 'declined':
      return failure.message ? { text: failure.message } : { code: failure.result, message: '' };
    case 'failed':
      return failure.result in FINE_ANSWER_KEYS || FINE_STATE_ANSWERS.includes(failure.result)
        ? fineAnswerNotice(failure.result, failure.message)
        : { key: 'pay.submitFailed' };
  }
}

function returnedNotice(returned: FineOrderEnding): Notice {
  if (returned.kind === 'cancelled') return { key: 'pay.cancelled' };
  return returned.message === null ? { key: 'pay.submitFailed' } : { text: returned.message };
}

/** What the last payment came to, else how the order the page came back with ended; null: nothing. */
export function noticeOf(failure: FineFailure | null, returned: FineOrderEnding | null): Notice | null {
  if (failure) return failureNotice(failure);
  return returned ? returnedNotice(returned) : null;
}
