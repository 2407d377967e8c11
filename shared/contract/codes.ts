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
/** Body too large. */
export const PAYLOAD_TOO_LARGE = 413;
/** Body in a content type the API does not read. */
export const UNSUPPORTED_MEDIA_TYPE = 415;
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
/** (ours) Fine info asked for an account that is not banned, so there is nothing to pay. */
export const ACCOUNT_NOT_BANNED = 20110;
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
