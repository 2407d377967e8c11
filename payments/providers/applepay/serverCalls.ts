import type { StoreServices } from '@topup/platform';
import { APPLE_PAY_CODE } from '@topup/shared/contract/codes';
import type {
  AdyenSessionData,
  AdyenSessionDataParams,
  AdyenVerifyPay,
  MerchantSessionParams,
} from '@topup/shared/contract/applePay';
import type { PayError, ProviderResult } from '@topup/shared/contract/order';
import { PAY_SOURCE } from '@topup/shared/domain/payTypes';
import { API } from '@topup/shared/contract/paths';
import {
  APPLE_PAY_POLL_MS,
  APPLE_PAY_POLL_TRIES,
  SESSION_DATA_ATTEMPTS,
  SESSION_DATA_TIMEOUT_MS,
} from '@topup/shared/domain/applePayRequest';
import {
  PAY_ERROR_POLL_MS,
  PAY_ERROR_POLL_TRIES,
  payErrorKnown,
  payErrorReason,
} from '@topup/shared/domain/applePayEmbed';
import { poll } from '@topup/shared/domain/poll';
import type { Authorization } from './session';

// The Adyen Apple Pay calls of spec 01 §7: the merchant session (adyen_apple_pay_session_data, 2 attempts
// within 15 s) and the token's verdict (adyen_verify_pay; -1 is asked again every 500 ms, 100 times).

export type ApplePayApi = Pick<StoreServices['api'], 'get' | 'postForm'>;
type Api = ApplePayApi;

/** A session answer's merchant session, or undefined when there is none or it is unreadable. */
function sessionOf(r: { result: number; data?: AdyenSessionData }): unknown {
  if (r.result !== 0 || !r.data) return undefined;
  try {
    return JSON.parse(r.data.session_json_string) as unknown;
  } catch {
    return undefined;
  }
}

/** The Adyen merchant session for completeMerchantValidation; throws when it cannot be had in time. */
export async function adyenMerchantSession(
  api: Api,
  params: AdyenSessionDataParams,
  now: () => number = Date.now,
): Promise<unknown> {
  const deadline = now() + SESSION_DATA_TIMEOUT_MS;
  for (let attempt = 1; attempt <= SESSION_DATA_ATTEMPTS; attempt += 1) {
    const left = deadline - now();
    if (left <= 0) break;
    const session = sessionOf(
      await api.get<AdyenSessionData>(API.adyenApplePaySessionData.path, params, { timeoutMs: left }),
    );
    if (session !== undefined) return session;
  }
  throw new Error('no merchant session');
}

/** The other providers' merchant session (one call; the session runner retries it). */
export async function providerMerchantSession(api: Api, params: MerchantSessionParams): Promise<unknown> {
  const session = sessionOf(await api.get<AdyenSessionData>(API.applePayMerchantSession.path, params));
  if (session === undefined) throw new Error('no merchant session');
  return session;
}

/** Asks again every 500 ms while `undecided`, 100 times at most (spec 02 §4, §9: one budget per flow). */
const askUntilDecided = <R>(
  attempt: () => Promise<R>,
  undecided: (r: R) => boolean,
  delay: (ms: number) => Promise<void>,
) =>
  poll({
    attempt,
    done: (r) => !undecided(r),
    intervalMs: APPLE_PAY_POLL_MS,
    maxAttempts: APPLE_PAY_POLL_TRIES,
    delay,
  });

/**
 * The server's verdict on the token: 0 paid, 1 failed with its reason; -1 (not decided yet) is asked
 * again within the poll budget, after which the payment counts as timed out.
 */
export async function verifyAdyenPayment(
  api: Api,
  form: { app_order: string; apple_pay_token: string; session_key?: string },
  delay: (ms: number) => Promise<void>,
): Promise<Authorization> {
  const call = () =>
    api.postForm<AdyenVerifyPay>(API.adyenVerifyPay.path, { ...form, payment_method_type: 'applepay' });
  const outcome = await askUntilDecided(
    call,
    (r) => r.result === 0 && r.data?.code === APPLE_PAY_CODE.pending,
    delay,
  );
  const r = outcome.last;
  if (!outcome.done) return { ok: false, reason: 'time_out' };
  if (r.result !== 0 || !r.data) return { ok: false, reason: r.result < 0 ? 'time_out' : 'default' };
  if (r.data.code === APPLE_PAY_CODE.paid) return { ok: true };
  return { ok: false, reason: r.data.fail_reason || 'default' };
}

/**
 * What the embedded button's authorisation reports when the provider declined: its reason is not known
 * yet (it reaches the server with the provider's notice) and is asked for afterwards (explainedFailure).
 */
export const REASON_TO_ASK = 'reason_to_ask';

/**
 * The other providers: submit_payment_token decides the order (asked again while it is undecided, within
 * the same budget). A failure's reason is get_pay_error_by_order's fail_reason, asked once; the embedded
 * button (`explain: 'later'`) closes the sheet first and asks afterwards.
 */
export async function submitApplePayToken(
  api: Api,
  orderId: string,
  token: string,
  delay: (ms: number) => Promise<void>,
  explain: 'now' | 'later' = 'now',
): Promise<Authorization> {
  const outcome = await askUntilDecided(
    () => api.get<ProviderResult>(API.submitPaymentToken.path, { order_id: orderId, platform_data: token }),
    (r) => r.result === 0 && !!r.data && ['processing', 'redirect', 'challenge'].includes(r.data.status),
    delay,
  );
  const r = outcome.last;
  if (!outcome.done) return { ok: false, reason: 'time_out' };
  if (r.result !== 0 || !r.data) return { ok: false, reason: r.result < 0 ? 'time_out' : 'default' };
  if (r.data.status === 'paid') return { ok: true };
  if (explain === 'later') return { ok: false, reason: REASON_TO_ASK };
  const error = await api.get<PayError>(API.payErrorByOrder.path, { order_id: orderId, source: PAY_SOURCE });
  return { ok: false, reason: (error.result === 0 && error.data?.fail_reason) || 'default' };
}

/**
 * spec 01 §7, §9: after an embedded Apple Pay failure, get_pay_error_by_order every 500 ms until the
 * provider's error has reached the server, 100 times at most; its reason, or the default when it never came.
 */
export async function explainedFailure(
  api: Api,
  orderId: string,
  delay: (ms: number) => Promise<void>,
): Promise<string> {
  const outcome = await poll({
    attempt: () => api.get<PayError>(API.payErrorByOrder.path, { order_id: orderId, source: PAY_SOURCE }),
    done: (r) => r.result === 0 && payErrorKnown(r.data),
    intervalMs: PAY_ERROR_POLL_MS,
    maxAttempts: PAY_ERROR_POLL_TRIES,
    delay,
  });
  return outcome.done ? payErrorReason(outcome.last.data) : 'default';
}
