import type { AdyenPaymentResult, CreateCoinPayResult } from '@topup/shared/contract/order';
import { adyenOutcome, type PaymentResultKind } from '@topup/shared/domain/paymentResult';
import { PAY_TYPE_THIRD_CARD } from '@topup/shared/domain/payTypes';
import { rechargeFailureKey } from '@topup/shared/domain/rechargeFailure';
import type { ProviderAction } from '../providers/types';

// What an order's answer means for the page (spec 01 §4, §7, §8), as data the checkout acts on.

/** Codes of ours whose Arabic message says exactly what to do (not card declines of the catalogue). */
const SERVER_WORDED = new Set([32125, 31076, 31077, 31081, 31082, 31085, 31086, 32120]);

/**
 * Whether a refused order says why in its own words: a server-worded refusal, or a code or message the
 * spec 01 §8 catalogue names (not its "anything else").
 */
export function refusalNamesItsReason(answer: {
  result: number;
  code?: string | number;
  message: string;
}): boolean {
  if (SERVER_WORDED.has(answer.result) && answer.message) return true;
  return rechargeFailureKey(answer.code ?? answer.result, answer.message) !== 'retry';
}

/** The toast text of a refused order: the spec 01 §8 catalogue, else the server's own words. */
export function refusalText(
  answer: { result: number; code?: string | number; message: string },
  t: (key: string) => string,
): string {
  if (SERVER_WORDED.has(answer.result) && answer.message) return answer.message;
  return t(`failure.${rechargeFailureKey(answer.code ?? answer.result, answer.message)}`);
}

/** The Adyen-style result of pay type 27, read from platform_data. */
export function adyenResult(platformData: string): AdyenPaymentResult | null {
  try {
    const r = JSON.parse(platformData) as AdyenPaymentResult;
    return typeof r?.resultCode === 'string' ? r : null;
  } catch {
    return null;
  }
}

export type OrderOutcome =
  /** 3-D Secure (ChallengeShopper, IdentifyShopper, RedirectShopper) with the provider's action */
  | { kind: 'action'; action: ProviderAction }
  /** the payment is decided: its result dialog (or cancelled: the user stopped it on the provider's page) */
  | { kind: 'decided'; result: PaymentResultKind | 'cancelled' }
  /** the provider's page, 3-D Secure page, or straight back to the result (spec 01 §7) */
  | { kind: 'redirect'; url: string }
  /** an answer with nowhere to go: refused as a redirect would be */
  | { kind: 'nowhere' };

/**
 * An Adyen-style answer (pay type 27, and submit_authentication_result): Authorised, Refused with its
 * reason, the 3-D Secure codes with their action, Cancelled by the shopper.
 */
export function adyenAnswerOutcome(platformData: string): OrderOutcome {
  const r = adyenResult(platformData);
  if (r?.resultCode === 'Cancelled') return { kind: 'decided', result: 'cancelled' };
  const outcome = adyenOutcome(r?.resultCode ?? 'Error', r?.refusalReasonCode);
  if ('action' in outcome)
    return r?.action
      ? { kind: 'action', action: r.action as ProviderAction }
      : { kind: 'decided', result: 'other' };
  return { kind: 'decided', result: outcome.kind };
}

/** What create_coin_pay's order asks of the page, by its pay type. */
export function orderOutcome(payType: number, order: CreateCoinPayResult): OrderOutcome {
  if (payType === PAY_TYPE_THIRD_CARD) return adyenAnswerOutcome(order.platform_data);
  return order.url ? { kind: 'redirect', url: order.url } : { kind: 'nowhere' };
}
