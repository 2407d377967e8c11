import {
  ACCOUNT_BANNED,
  ACCOUNT_DELETED,
  ACCOUNT_DELETING,
  CARD_EXPIRED,
  CARD_UPDATE_FAILED,
  INSUFFICIENT_FUNDS,
  TRY_ANOTHER_CARD_CODES,
  VERIFY_WRONG_CODE,
  WEB_RECHARGE_UNAVAILABLE,
} from '../contract/codes';

// spec 01 §8: the error catalogue. Codes may arrive as numbers or as strings ("200P1").

export type RechargeFailureKey =
  'banned' | 'deleted' | 'deleting' | 'insufficient' | 'tryAnotherCard' | 'expired' | 'retry';

const BY_CODE: ReadonlyMap<string, RechargeFailureKey> = new Map<string, RechargeFailureKey>([
  [String(ACCOUNT_BANNED), 'banned'],
  [String(ACCOUNT_DELETED), 'deleted'],
  [String(ACCOUNT_DELETING), 'deleting'],
  [String(INSUFFICIENT_FUNDS), 'insufficient'],
  // the card-expired code of the callback mapping (spec 01 §4) says the same as an "expired" message
  [String(CARD_EXPIRED), 'expired'],
  ...TRY_ANOTHER_CARD_CODES.map((c) => [c, 'tryAnotherCard'] as const),
]);

/**
 * spec 01 §8: the toast of a failed recharge, by result code, else by a message containing "expired"
 * (any case), else "retry or try another card".
 */
export function rechargeFailureKey(
  code: number | string | null | undefined,
  message?: string | null,
): RechargeFailureKey {
  const byCode = BY_CODE.get(
    String(code ?? '')
      .trim()
      .toUpperCase(),
  );
  if (byCode) return byCode;
  if (message && /expired/i.test(message)) return 'expired';
  return 'retry';
}

export type VerifyFailureKind = 'wrongCode' | 'tooManyAttempts' | 'webUnavailable' | 'transport';

/**
 * spec 01 §8: 32122 is a wrong code (boxes cleared, error state); 32120 means web recharge is not
 * available for the account; 32121 and every other verify error is "too many attempts, try later".
 * Client codes (negative: timeout, network, …) are not verify errors: 'transport', and the caller shows
 * the client error text. 0 is success (null).
 */
export function verifyFailureKind(code: number): VerifyFailureKind | null {
  if (code === 0) return null;
  if (code === VERIFY_WRONG_CODE) return 'wrongCode';
  if (code === WEB_RECHARGE_UNAVAILABLE) return 'webUnavailable';
  if (code < 0) return 'transport';
  return 'tooManyAttempts';
}

/** spec 01 §8: 31073 on updating card info is "failed to update card info"; other failures keep the global text. */
export function cardUpdateFailureKey(code: number): 'cardUpdateFailed' | 'generic' | null {
  if (code === 0) return null;
  return code === CARD_UPDATE_FAILED ? 'cardUpdateFailed' : 'generic';
}
