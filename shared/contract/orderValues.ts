// spec 01 §2, §3, §4, §7: the plain values of the order calls — no schema, so a page imports them without
// the schema library; order.ts builds its schemas on them and re-exports them (the server reads them there).

/** The header of the client-directory id (spec 01 §3, §7): one per payment attempt, kept across retries. */
export const CLIENT_RID_HEADER = 'x-cli-rid';

/**
 * Where an order is:
 * - processing: being charged, or (Apple Pay) waiting for the payment token;
 * - challenge: waiting for the 3-D Secure challenge;
 * - redirect: waiting for the card on the second provider's hosted checkout;
 * - paid, failed, cancelled: decided, for good.
 */
export const ORDER_STATUSES = ['processing', 'challenge', 'redirect', 'paid', 'failed', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
/** Statuses from which an order can still be paid, failed or cancelled. */
export const PENDING_ORDER_STATUSES: readonly OrderStatus[] = ['processing', 'challenge', 'redirect'];
/** The statuses that are final: every other one. */
export const DECIDED_ORDER_STATUSES: readonly OrderStatus[] = ORDER_STATUSES.filter(
  (s) => !PENDING_ORDER_STATUSES.includes(s),
);

/** The pages a provider may send the user back to (the callback page, spec 01 §2). */
export const RETURN_PATHS = ['/pay', '/recharge', '/pay-step'] as const;
export type ReturnPath = (typeof RETURN_PATHS)[number];
export const DEFAULT_RETURN_PATH = '/pay';

/** spec 01 §4: the Adyen-style result codes. */
export const ADYEN_RESULT_CODES = [
  'Authorised',
  'Cancelled',
  'Error',
  'Refused',
  'ChallengeShopper',
  'IdentifyShopper',
  'RedirectShopper',
] as const;
export type AdyenResultCode = (typeof ADYEN_RESULT_CODES)[number];
