import { fineAnswerKey, FINE_STATE_ANSWERS } from '@topup/shared/domain/fineAnswers';
import type { SheetEnding } from '@topup/shared/domain/applePaySheet';
import type { PaymentResultKind } from '@topup/shared/domain/paymentResult';
import type { FineFailure } from './fineSlice';
import type { ReturnedOrder } from './returnedOrder';

// What the fine page says after a payment that did not leave it (spec 02 §4, §8): the fine's own answers
// and a card's decline in their words, the third provider's refusal by its reason, Apple Pay's sheet by
// why it ended (one rule with the top-up, shared/domain/applePaySheet.ts), anything else "submit failed,
// contact support"; and of an order it came back with, how that ended.

export type Notice =
  /** a text of the fines namespace */
  | { key: string }
  /** the text of a result code (spec 02 §8), with the server's message */
  | { code: number; message: string }
  /** the server's own words */
  | { text: string };

/**
 * A failed fine call in the page's words when it has them (shared/domain/fineAnswers.ts), else the code's
 * text with the server's message.
 */
export function fineAnswerNotice(result: number, message: string): Notice {
  const key = fineAnswerKey(result);
  return key ? { key } : { code: result, message };
}

/** Why Apple Pay's sheet ended, in the page's texts (pay.applePayFailed.*): the rest is 'failed'. */
const SHEET_WORDS: Readonly<Record<SheetEnding, string>> = {
  cancel: 'cancel',
  timeOut: 'timeOut',
  balance: 'insufficient',
  validation: 'validation',
  notSupported: 'notSupported',
  highRisk: 'failed',
  verify: 'failed',
  other: 'failed',
};

/**
 * spec 01 §4: the third provider's refusal by its reason, in the card namespace's words (card:refused.*),
 * which came with the card's fields.
 */
const REFUSED_WORDS: Partial<Record<PaymentResultKind, string>> = {
  balance: 'balance',
  expire: 'expire',
  verify: 'verify',
};

function failureNotice(failure: FineFailure): Notice | null {
  switch (failure.kind) {
    case 'sheetEnded':
      return { key: `pay.applePayFailed.${SHEET_WORDS[failure.ending]}` };
    case 'failed':
      return { key: `card:refused.${REFUSED_WORDS[failure.result] ?? 'other'}` };
    case 'cancelled':
      return { key: 'pay.cancelled' };
    case 'refused':
      if (fineAnswerKey(failure.result) !== undefined || FINE_STATE_ANSWERS.includes(failure.result))
        return fineAnswerNotice(failure.result, failure.message);
      // a card's decline names the order it failed, in the gateway's words
      if (failure.orderId)
        return failure.message ? { text: failure.message } : { code: failure.result, message: '' };
      return { key: 'pay.submitFailed' };
    case 'noAnswer':
    case 'redirectRefused':
    case 'beingCharged':
      return { key: 'pay.submitFailed' };
    case 'paid':
    case 'left':
      // a paid fine goes back to /fines (leaving); a card closed during its challenge says nothing
      return null;
  }
}

function returnedNotice(returned: ReturnedOrder): Notice {
  if (returned.kind === 'cancelled') return { key: 'pay.cancelled' };
  return returned.message === null ? { key: 'pay.submitFailed' } : { text: returned.message };
}

/** What the last payment came to, else how the order the page came back with ended; null: nothing. */
export function noticeOf(failure: FineFailure | null, returned: ReturnedOrder | null): Notice | null {
  const said = failure && failureNotice(failure);
  if (said) return said;
  return returned ? returnedNotice(returned) : null;
}
