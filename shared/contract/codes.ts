/**
 * Result codes of the API envelope `{ result, message?, data? }`.
 *
 * `result` 0 is success. Business refusals answer HTTP 200 with a nonzero `result`;
 * malformed calls answer HTTP 4xx with `result` equal to the HTTP status, because the
 * client turns any HTTP error into `result = status` anyway (spec 02 §8).
 * Codes named by the spec keep the spec's number; the ones the spec leaves open are
 * chosen here and marked "(ours)".
 */

/** Success. */
export const OK = 0;

// Client-side codes (spec 02 §8). The server only produces -1 and -2, inside a batch entry.
/** The call (or a batch sub-request) did not finish in time. */
export const CLIENT_TIMEOUT = -1;
/** Network failure or no response (a batch sub-request whose connection was dropped). */
export const CLIENT_NO_RESPONSE = -2;
/** The request could not be set up. */
export const CLIENT_SETUP_ERROR = -3;
/** The native bridge threw. */
export const CLIENT_BRIDGE_ERROR = -4;
/** The call was aborted. */
export const CLIENT_ABORTED = -5;
/** Login-time failure reported by the client (spec 02 §8). */
export const CLIENT_LOGIN_FAILED = -9999;
/** The session is no longer valid; the client logs the user out (spec 02 §4). */
export const SESSION_INVALID = -10000;

// Transport-level codes, equal to the HTTP status they travel with.
/** Malformed call: missing or ill-typed field, unreadable body, bad batch. */
export const BAD_REQUEST = 400;
/** Unknown API path. */
export const NOT_FOUND = 404;
/** The request's head took too long to arrive. */
export const REQUEST_TIMEOUT = 408;
/** Body too large. */
export const PAYLOAD_TOO_LARGE = 413;
/** Body in a content type the API does not read. */
export const UNSUPPORTED_MEDIA_TYPE = 415;
/** The request line and headers are longer than the server reads (the query of a GET counts there). */
export const REQUEST_HEAD_TOO_LARGE = 431;
/** Unexpected server failure (no details leave the server). */
export const SERVER_ERROR = 500;

// Account codes.
/** Recharge refused: the account is banned (spec 01 §8). */
export const ACCOUNT_BANNED = 20001;
/** Recharge refused: the account is deleted (spec 01 §8). */
export const ACCOUNT_DELETED = 20186;
/** Recharge refused: the account is being deleted (spec 01 §8). */
export const ACCOUNT_DELETING = 20193;
/** (ours) No account has this display id: "no match, check the input" (spec 01 §5). */
export const USER_NOT_FOUND = 20100;
/** (ours) Recharge refused: guest accounts cannot be topped up (spec 01 §5). */
export const GUEST_NOT_RECHARGEABLE = 20101;
/** (ours) Recharge refused: the account belongs to the other app (status 5, spec 01 §3). */
export const ACCOUNT_OTHER_APP = 20102;
/** (ours) Fine info asked for an account that is not banned, so there is nothing to pay. */
export const ACCOUNT_NOT_BANNED = 20110;
/** (ours) Fine page: the fine changed since the page showed it (refresh). */
export const FINE_AMOUNT_CHANGED = 20111;
/** (ours) Fine page: the link is invalid or has expired. */
export const FINE_LINK_INVALID = 20112;
/** (ours) Fine page: the service is under maintenance (use the in-app top-up). */
export const FINE_MAINTENANCE = 20113;
/** (ours) Fine page: the payment could not be submitted (contact support). */
export const FINE_SUBMIT_FAILED = 20114;
/** (ours) Fine page: this fine is paid already; its ban is being lifted. */
export const FINE_ALREADY_PAID = 20115;
/** (ours) Account login: no such account, or the password is wrong (one text for both, spec 02 §5). */
export const LOGIN_WRONG_PASSWORD = 20120;
/**
 * (ours) Account login with a phone account's password (pass_phone_login=1): the password is wrong. Not
 * 20121, which spec 01 §8 gives the cards (TRY_ANOTHER_CARD_CODES): one code, one meaning.
 */
export const LOGIN_PHONE_WRONG_PASSWORD = 20125;
/** (ours) Too many wrong passwords for this account: locked for a while (`data.retry_after_s`). */
export const LOGIN_LOCKED = 20122;
/** (ours) Ticket login: the ticket is unknown or expired. */
export const LOGIN_TICKET_INVALID = 20123;
/** (ours) Social login: the provider's token could not be verified (unknown, expired, or not that user's). */
export const SOCIAL_TOKEN_INVALID = 20124;
/** (ours) Feedback: content missing or too long, or an upload refused (type, size, token). */
export const FEEDBACK_INVALID = 20130;
/** (ours) An upload token unknown, expired or already used. */
export const UPLOAD_TOKEN_INVALID = 20131;
/** (ours) An upload whose bytes are not an allowed image or video, or are too big. */
export const UPLOAD_REFUSED = 20132;
/** (ours) A share link names a room that does not exist (any more): the link has expired. */
export const ROOM_NOT_FOUND = 20140;
/** Social login found no account: download the app to register (spec 02 §8). */
export const SOCIAL_ACCOUNT_NOT_FOUND = 21266;

// Payment codes.
/** Insufficient balance on the card (spec 01 §8). */
export const INSUFFICIENT_FUNDS = 20051;
/** The card is expired (spec 01 §4, callback page mapping). */
export const CARD_EXPIRED = 20054;
/** Codes after which the user should try another card or method (spec 01 §8). */
export const TRY_ANOTHER_CARD_CODES = [
  '200P1',
  '20061',
  '20065',
  '200P9',
  '20121',
  '30021',
  '30022',
] as const;
/** Updating the saved card's info failed (spec 01 §8). */
export const CARD_UPDATE_FAILED = 31073;

// Recharge eligibility and verification.
/** Web recharge is unavailable for this account; use the app (spec 01 §6, §8). */
export const WEB_RECHARGE_UNAVAILABLE = 32120;
/** Too many verification attempts, try later (spec 01 §8). */
export const VERIFY_TOO_MANY_ATTEMPTS = 32121;
/** Wrong verification code (spec 01 §8). */
export const VERIFY_WRONG_CODE = 32122;
/** (ours) A new verification code was asked for less than 60 s after the last one (spec 01 §5); `data.retry_after_s`. */
export const VERIFY_RESEND_TOO_SOON = 32123;
/**
 * (ours) No code to check: none was sent to this device for the account, it expired (10 min) or it
 * was already used. The client shows the "too many attempts" toast for it, as for any verify error
 * other than 32122 (spec 01 §8).
 */
export const VERIFY_CODE_MISSING = 32124;

// Card declines of the payment gateway (spec 01 §7, §8). create_coin_pay answers a card-checkout
// decline with `result` = the code (a number) and `code` = the same code as text; a code that is
// not a number ('200P1') travels in `code` beside a numeric `result` of ours.
/** Card declined, "do not honour" (the card-checkout provider's generic refusal). */
export const CARD_DECLINED = 20005;
/** (ours) The issuer declined the CVC: the card-checkout provider's "bad track data" code, not in the "try another card" list. */
export const CARD_CVC_DECLINED = 20087;
/** The card-checkout provider's code of a payment its risk check refused (spec 01 §8: try another card). */
export const CARD_HIGH_RISK_CODE = '200P1';
/** (ours) The numeric `result` sent with code '200P1' (the card-checkout provider's "suspected fraud"). */
export const CARD_HIGH_RISK_RESULT = 20059;
/** (ours) The cardholder failed 3-D Secure: the card-checkout provider's "cardholder failed 3DS authentication". */
export const CARD_3DS_FAILED = 20151;

// Saved cards (spec 01 §4, §7).
/** (ours) The order's new card is saved but not readable yet: poll again (spec 01 §4: every 2 s, 15 times). */
export const CARD_NOT_READY = 31074;
/** (ours) The order saved no card and will not (Apple Pay, a decline other than insufficient funds, …). */
export const ORDER_SAVED_NO_CARD = 31075;
/** (ours) No saved card with this id that this device or user may use (unknown, deleted, another device, another provider). */
export const SAVED_CARD_NOT_FOUND = 31076;
/** (ours) The card token is unknown, already used or older than 15 minutes: enter the card again. */
export const CARD_TOKEN_INVALID = 31077;

// Orders (spec 01 §3, §7).
/** (ours) No order with this id, or made by this payment attempt (X-CLI-RID), for this device. */
export const ORDER_NOT_FOUND = 31080;
/** (ours) This X-CLI-RID already made an order for another recipient, tier or pay type. */
export const ORDER_RID_REUSED = 31081;
/** (ours) The first request with this X-CLI-RID is still being processed after the wait: ask again. */
export const ORDER_IN_PROGRESS = 31082;
/** (ours) The order is not waiting for a 3-D Secure result (submit_authentication_result). */
export const ORDER_NOT_IN_CHALLENGE = 31083;
/** (ours) The order is not waiting for a payment token (submit_payment_token). */
export const ORDER_NOT_AWAITING_TOKEN = 31084;
/** (ours) The order was cancelled before the payment finished. */
export const ORDER_CANCELLED = 31085;
/**
 * (ours) The server stopped while the order was being paid, before the card was sent to the provider: the
 * order failed when the server started again, and nothing was charged (pay again).
 */
export const ORDER_INTERRUPTED = 31086;
/**
 * (ours) The order's charge is with the processor: it cannot be cancelled or replaced until the processor
 * has answered (click_cancel, and another attempt at the same fine). The answer names the order in `data`
 * (`order_id`, `status`); the page waits for its result instead.
 */
export const ORDER_BEING_CHARGED = 31087;

/**
 * (ours) Topping up this account needs a verification code first (spec 01 §6): it is not the
 * logged-in user, this device has not passed a code for it, and neither this device nor the user has
 * paid for it before. 32124 is VERIFY_CODE_MISSING.
 */
export const VERIFY_REQUIRED = 32125;
/**
 * (ours) This device, or this logged-in payer, paid the same amount for the same account less than 10
 * minutes ago (shared/domain/repeatPayment.ts): create_coin_pay asks for a confirmation (repeat_ok=1)
 * before charging again. `data`: the paid order's order_id, amount (USD) and paid_at (unix seconds).
 */
export const REPEAT_PAYMENT = 32126;

/**
 * (ours) This account had too many verification codes sent (5) or too many wrong codes entered (25) within
 * the last hour, whatever the devices that asked (shared/contract/verify.ts): device ids are the client's
 * choice, so the per-device limits alone let one caller flood an inbox and guess on. `data.retry_after_s`:
 * seconds until the oldest of them leaves the hour.
 */
export const VERIFY_ACCOUNT_LIMITED = 32127;

/**
 * adyen_verify_pay's verdict (spec 01 §7 "code"): 0 paid, 1 failed, -1 still waiting for the provider.
 * Here, not beside the call's schema, so that a page reading it does not download the schema library.
 */
export const APPLE_PAY_CODE = { paid: 0, failed: 1, pending: -1 } as const;
