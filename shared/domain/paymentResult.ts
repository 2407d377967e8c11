import { CARD_EXPIRED, INSUFFICIENT_FUNDS } from '../contract/codes';
import { sheetEnding } from './applePaySheet';

// spec 01 §4, §7, §8: how a payment ended, from each place the answer can come from.

export type PaymentResultKind =
  | 'success'
  | 'fail'
  | 'balance'
  | 'expire'
  | 'verify'
  | 'not_support_apple_pay'
  | 'other'
  | 'notActive'
  | 'highRisk';

/** spec 01 §7, §9: get_pay_error_by_order is polled every 500 ms, at most 100 times. */
export const PAY_ERROR_POLL_INTERVAL_MS = 500;
export const PAY_ERROR_POLL_MAX = 100;
/** spec 01 §4: the default Apple Pay failure toast comes after 1.2 s. */
export const APPLE_PAY_DEFAULT_TOAST_DELAY_MS = 1200;

/** spec 01 §4: refusal reason codes. */
export const REFUSAL_CARD_EXPIRED = '6';
export const REFUSAL_NOT_3DS_AUTHENTICATED = '11';
export const REFUSAL_NOT_ENOUGH_BALANCE = '12';
export const REFUSAL_CVC_DECLINED = '24';

/** spec 01 §4: 12 balance, 6 expire, 11 and 24 verify, anything else other. */
export function mapRefusalReason(code: string | number | null | undefined): PaymentResultKind {
  switch (String(code ?? '').trim()) {
    case REFUSAL_NOT_ENOUGH_BALANCE:
      return 'balance';
    case REFUSAL_CARD_EXPIRED:
      return 'expire';
    case REFUSAL_NOT_3DS_AUTHENTICATED:
    case REFUSAL_CVC_DECLINED:
      return 'verify';
    default:
      return 'other';
  }
}

export type AdyenOutcome = { kind: PaymentResultKind } | { action: 'threeDS' };

/**
 * spec 01 §4: Challenge, Identify and Redirect go to 3-D Secure (then the authentication result is
 * submitted); Refused maps its reason code. Cancelled is the shopper's or provider's cancellation: a
 * plain failure ('fail'); Error and anything unknown are 'other'.
 */
export function adyenOutcome(resultCode: string, refusalReasonCode?: string | number | null): AdyenOutcome {
  switch (resultCode) {
    case 'Authorised':
      return { kind: 'success' };
    case 'ChallengeShopper':
    case 'IdentifyShopper':
    case 'RedirectShopper':
      return { action: 'threeDS' };
    case 'Refused':
      return { kind: mapRefusalReason(refusalReasonCode) };
    case 'Cancelled':
      return { kind: 'fail' };
    default:
      return { kind: 'other' };
  }
}

/** The answer of get_pay_error_by_order (spec 01 §7). */
export interface PayErrorDetail {
  err_code?: number | string | null;
  err_summary?: string | null;
  fail_reason?: string | null;
  fail_detail?: string | null;
}

const INSUFFICIENT = /insufficient/i;
const THREE_DS = /3\s*-?\s*d\s*s|authenticat/i;

/**
 * spec 01 §4 (callback page load): fast result 0 is success; otherwise the error detail decides:
 * insufficient funds in fail_detail gives balance, a 3-D Secure failure gives verify, err_code 20054
 * gives expire, anything else (or no detail) other. err_code 20051 (the catalogue's insufficient
 * balance, spec 01 §8) also gives balance.
 */
export function mapCallbackResult(
  fastResult: number | string | null | undefined,
  errorDetail: PayErrorDetail | null | undefined,
): PaymentResultKind {
  // the fast result arrives as a number, or as text when read from the raw query answer
  const fast = typeof fastResult === 'string' ? fastResult.trim() : fastResult;
  if (fast === 0 || fast === '0') return 'success';
  if (!errorDetail) return 'other';
  const detail = errorDetail.fail_detail ?? '';
  const reason = errorDetail.fail_reason ?? '';
  const code = String(errorDetail.err_code ?? '').trim();
  if (INSUFFICIENT.test(detail) || code === String(INSUFFICIENT_FUNDS)) return 'balance';
  if (THREE_DS.test(detail) || THREE_DS.test(reason)) return 'verify';
  if (code === String(CARD_EXPIRED)) return 'expire';
  return 'other';
}

/** A failed order that the user cancelled (a provider's page left by its cancel link, click_cancel). */
export function isCancelledPayment(errorDetail: PayErrorDetail | null | undefined): boolean {
  return (errorDetail?.fail_reason ?? '').trim() === 'cancel';
}

export type ApplePayFailureOutcome =
  | { type: 'toast'; key: 'paymentCancelled' | 'networkError' | 'requestFailed'; delayMs: number }
  | { type: 'result'; kind: PaymentResultKind };

/**
 * spec 01 §4 (Apple Pay outcome), as the top-up words why the sheet ended (shared/domain/applePaySheet.ts):
 * cancel and time_out are toasts, channel_user_risk the high-risk dialog, 3ds_authentication_failure verify,
 * insufficient funds balance, a sheet the browser cannot show the "not supported" dialog; anything else a
 * toast after 1.2 s. The server hears of every cancel and failure (the payments pipeline's click_cancel).
 */
export function mapApplePayFailure(reason: string | null | undefined): ApplePayFailureOutcome {
  switch (sheetEnding(reason)) {
    case 'cancel':
      return { type: 'toast', key: 'paymentCancelled', delayMs: 0 };
    case 'timeOut':
      return { type: 'toast', key: 'networkError', delayMs: 0 };
    case 'highRisk':
      return { type: 'result', kind: 'highRisk' };
    case 'verify':
      return { type: 'result', kind: 'verify' };
    case 'balance':
      return { type: 'result', kind: 'balance' };
    case 'notSupported':
      return { type: 'result', kind: 'not_support_apple_pay' };
    default:
      return { type: 'toast', key: 'requestFailed', delayMs: APPLE_PAY_DEFAULT_TOAST_DELAY_MS };
  }
}
