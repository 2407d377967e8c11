import * as C from '@topup/shared/contract/codes';

// The meaning of each result code in English, for the document's x-result-codes (the codes and their
// numbers are shared/contract/codes.ts; the README's table "Choosing whom to pay" names most of them). An
// operation may say more of a code where it means something narrower there.

export const MEANINGS: Readonly<Record<number, string>> = {
  [C.CLIENT_TIMEOUT]: 'the sub-request did not finish within the batch timeout (inside a ResultMap entry)',
  [C.CLIENT_NO_RESPONSE]: 'the sub-request got no answer (inside a ResultMap entry)',
  [C.SESSION_INVALID]: 'no session key, or one the server does not know: the page logs out (spec 02 §4)',
  [C.BAD_REQUEST]: 'malformed call: a missing or ill-typed field, an unreadable body or header',
  [C.REQUEST_TIMEOUT]: "the request's head did not arrive in time",
  [C.PAYLOAD_TOO_LARGE]: 'the body is larger than the server reads',
  [C.REQUEST_HEAD_TOO_LARGE]:
    'the request line (the query of a GET included) and the headers are longer than the server reads',
  [C.UNSUPPORTED_MEDIA_TYPE]: 'the body is in a content type the call does not read',
  [C.SERVER_ERROR]: 'unexpected server failure (no details leave the server)',
  [C.ACCOUNT_BANNED]: 'the account is banned: it cannot be topped up (spec 01 §8)',
  [C.ACCOUNT_DELETED]: 'the account is deleted: it cannot be topped up (spec 01 §8)',
  [C.ACCOUNT_DELETING]: 'the account is being deleted: it cannot be topped up (spec 01 §8)',
  [C.USER_NOT_FOUND]: 'no account has this id',
  [C.GUEST_NOT_RECHARGEABLE]: 'a guest account: it cannot be topped up',
  [C.ACCOUNT_OTHER_APP]: 'the account belongs to the other app',
  [C.ACCOUNT_NOT_BANNED]: 'the account is not banned: there is no fine to pay',
  [C.FINE_AMOUNT_CHANGED]: 'the fine changed since the page showed it: refresh',
  [C.FINE_LINK_INVALID]: 'the fine link is invalid or has expired (no such account)',
  [C.FINE_MAINTENANCE]: "the fine service is under maintenance for this account: use the app's top-up",
  [C.FINE_SUBMIT_FAILED]: 'the fine order could not be made: contact support',
  [C.FINE_ALREADY_PAID]: 'this fine is paid already; its ban is being lifted',
  [C.LOGIN_WRONG_PASSWORD]: 'sign-in: wrong account id or password (one answer for both)',
  [C.LOGIN_PHONE_WRONG_PASSWORD]: 'sign-in: wrong password of a phone account (pass_phone_login=1)',
  [C.LOGIN_LOCKED]: 'sign-in: too many wrong passwords, locked for a while (data.retry_after_s)',
  [C.LOGIN_TICKET_INVALID]: "sign-in: the app's ticket is unknown or expired",
  [C.SOCIAL_TOKEN_INVALID]:
    'sign-in: a Facebook or Google token the identity provider did not issue (for that user id)',
  [C.SOCIAL_ACCOUNT_NOT_FOUND]:
    'Facebook or Google sign-in: no account for that identity, download the app to register',
  [C.FEEDBACK_INVALID]: 'feedback refused: content missing or too long, too many files, a file not uploaded',
  [C.UPLOAD_TOKEN_INVALID]: 'the upload token is unknown, expired or already used',
  [C.UPLOAD_REFUSED]: 'the file is not an allowed image or video, or is too big',
  [C.ROOM_NOT_FOUND]: 'no such room (any more): the share link has expired',
  [C.INSUFFICIENT_FUNDS]: 'card declined: insufficient funds (code "20051", spec 01 §8)',
  [C.CARD_EXPIRED]: 'card declined: the card is expired (code "20054")',
  [C.CARD_DECLINED]: 'card declined: do not honour, the generic refusal (code "20005")',
  [C.CARD_CVC_DECLINED]: 'card declined: the issuer refused the CVC (code "20087")',
  [C.CARD_HIGH_RISK_RESULT]: 'card declined by the risk check (code "200P1", spec 01 §8: try another card)',
  [C.CARD_3DS_FAILED]: 'card declined: the cardholder failed 3-D Secure (code "20151")',
  [C.CARD_UPDATE_FAILED]: 'the saved card could not be updated (spec 01 §8)',
  [C.CARD_NOT_READY]: "the order's new card is saved but not readable yet: ask again (every 2 s, 15 times)",
  [C.ORDER_SAVED_NO_CARD]: 'the order saved no card and will not',
  [C.SAVED_CARD_NOT_FOUND]: 'no saved card with this id that this device or user may use',
  [C.CARD_TOKEN_INVALID]: 'the card token is unknown, used or older than 15 minutes: enter the card again',
  [C.ORDER_NOT_FOUND]: 'no order with this id made by this device',
  [C.ORDER_RID_REUSED]: 'this X-CLI-RID already made an order for another recipient, amount, tier or channel',
  [C.ORDER_IN_PROGRESS]:
    'the order is still being made or charged (by this attempt or another device): ask again',
  [C.ORDER_NOT_IN_CHALLENGE]: 'the order is not waiting for a 3-D Secure result',
  [C.ORDER_NOT_AWAITING_TOKEN]: 'the order is not an Apple Pay order waiting for its payment token',
  [C.ORDER_CANCELLED]: 'the order was cancelled before the payment finished',
  [C.ORDER_INTERRUPTED]: 'the server stopped before the card reached the provider: failed, nothing charged',
  [C.ORDER_BEING_CHARGED]:
    "the order's charge is with the processor: it cannot be cancelled or replaced until the processor answers",
  [C.WEB_RECHARGE_UNAVAILABLE]: 'web top-up is unavailable for this account: use the app (spec 01 §8)',
  [C.VERIFY_TOO_MANY_ATTEMPTS]: 'too many wrong codes, try later (spec 01 §8)',
  [C.VERIFY_WRONG_CODE]: 'wrong verification code (spec 01 §8)',
  [C.VERIFY_RESEND_TOO_SOON]: 'a new code was asked for less than 60 s after the last (data.retry_after_s)',
  [C.VERIFY_CODE_MISSING]: 'no code to check: never sent to this device, expired after 10 minutes, or used',
  [C.VERIFY_ACCOUNT_LIMITED]:
    'the account had 5 codes sent or 25 wrong codes entered within the hour, from any devices: nothing is ' +
    'sent or compared until the oldest leaves the hour (data.retry_after_s)',
  [C.VERIFY_REQUIRED]: 'paying for this account needs a verification code first',
  [C.REPEAT_PAYMENT]:
    'the same amount was paid for this account under 10 minutes ago (data); repeat_ok=1 pays anyway',
};

export function meaningOf(code: number): string {
  const meaning = MEANINGS[code];
  if (meaning === undefined) throw new Error(`result code ${code} has no meaning in openapi/meanings.ts`);
  return meaning;
}
