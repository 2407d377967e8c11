import {
  ACCOUNT_NOT_BANNED,
  FINE_ALREADY_PAID,
  FINE_AMOUNT_CHANGED,
  FINE_LINK_INVALID,
  FINE_MAINTENANCE,
  ORDER_BEING_CHARGED,
} from '../contract/codes';

// spec 02 §8: the fine's answers the page says in its own words — fine changed, refresh; link invalid or
// expired; maintenance, use the in-app top-up; and ours: another device's payment of this fine is with the
// processor, wait and refresh. What to do next is the page's to say, whatever text a backend sends with the
// code. The page (remote-fines checkout/notice.ts) and the API document (server/src/openapi) read this one
// table, so the document says what the page shows.

/** The fine's answers the page words itself: each code's key in the fines texts (shared/i18n/ar/fines.json). */
export const FINE_ANSWER_KEYS = {
  [FINE_AMOUNT_CHANGED]: 'pay.amountChanged',
  [FINE_LINK_INVALID]: 'link.invalid',
  [FINE_MAINTENANCE]: 'pay.maintenance',
  [ORDER_BEING_CHARGED]: 'pay.beingCharged',
} as const;
export type FineAnswerCode = keyof typeof FINE_ANSWER_KEYS;

/** The fine's other answers: the server's words name the account's state (not banned, paid already). */
export const FINE_STATE_ANSWERS: readonly number[] = [ACCOUNT_NOT_BANNED, FINE_ALREADY_PAID];

/** The page's key for `result`, when the page words that answer itself. */
export const fineAnswerKey = (result: number): string | undefined =>
  (FINE_ANSWER_KEYS as Readonly<Record<number, string>>)[result];
