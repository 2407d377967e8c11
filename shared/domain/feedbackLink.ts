import { appContextQuery } from './appContext';
import { readParam } from './urlParams';

// Every result dialog links to the feedback page (spec 02 §2) with the order it
// is about, and the feedback page starts filled in with that order and the account paid for.

/** An order id as the server makes them (shared/contract/order.ts OrderId). */
export const ORDER_ID_PATTERN = /^TP[0-9]{10,32}$/;
const ACCOUNT_PATTERN = /^[0-9]{1,20}$/;

/** The feedback page's address from a result: the app context of the page, the order, the account. */
export function feedbackLink(search: string, orderId: string, displayUid?: number): string {
  const q = new URLSearchParams(appContextQuery(search));
  q.set('order_id', orderId);
  if (displayUid !== undefined) q.set('account', String(displayUid));
  return `/feedback?${q.toString()}`;
}

export interface FeedbackPrefill {
  orderId: string | null;
  account: string;
}

/** What the feedback page starts with; anything not shaped like an order id or an account id is dropped. */
export function feedbackPrefill(search: string, hash = ''): FeedbackPrefill {
  const orderId = readParam(search, hash, 'order_id') ?? '';
  const account = readParam(search, hash, 'account') ?? '';
  return {
    orderId: ORDER_ID_PATTERN.test(orderId) ? orderId : null,
    account: ACCOUNT_PATTERN.test(account) ? account : '',
  };
}
