import type { AdyenPaymentResult } from '@topup/shared/contract/order';
import { adyenOutcome, type PaymentResultKind } from '@topup/shared/domain/paymentResult';
import { PAY_TYPE_THIRD_CARD } from '@topup/shared/domain/payTypes';
import type { ProviderAction } from '../providers/types';
import type { PlacedOrder } from './placeOrder';

// What an order's answer asks of the page (spec 01 §4, §7), for every payable: the order's url, the
// provider's in-page action, or a decision.

export type OrderStep =
  /** 3-D Secure (ChallengeShopper, IdentifyShopper, RedirectShopper) with the provider's action */
  | { kind: 'action'; action: ProviderAction }
  /** decided: its result (cancelled: stopped on the provider's page or at the challenge's way back) */
  | { kind: 'decided'; result: PaymentResultKind | 'cancelled' }
  /** the provider's page, the 3-D Secure page, or straight back to the result (spec 01 §7) */
  | { kind: 'redirect'; url: string }
  /** an answer with nowhere to go: refused as a redirect would be */
  | { kind: 'nowhere' };

/** The third provider's result (pay type 27, and submit_authentication_result), read from platform_data. */
export function adyenResult(platformData: string): AdyenPaymentResult | null {
  try {
    const r = JSON.parse(platformData) as AdyenPaymentResult;
    return typeof r?.resultCode === 'string' ? r : null;
  } catch {
    return null;
  }
}

/**
 * An Adyen-style answer: Authorised, Refused with its reason, the 3-D Secure codes with their action,
 * Cancelled by the shopper.
 */
export function adyenAnswerStep(platformData: string): OrderStep {
  const r = adyenResult(platformData);
  if (r?.resultCode === 'Cancelled') return { kind: 'decided', result: 'cancelled' };
  const outcome = adyenOutcome(r?.resultCode ?? 'Error', r?.refusalReasonCode);
  if ('action' in outcome)
    return r?.action
      ? { kind: 'action', action: r.action as ProviderAction }
      : { kind: 'decided', result: 'other' };
  return { kind: 'decided', result: outcome.kind };
}

/** What a created order asks of the page, by its pay type (the third provider's card answers its result). */
export function orderStep(payType: number | undefined, order: PlacedOrder): OrderStep {
  if (payType === PAY_TYPE_THIRD_CARD) return adyenAnswerStep(order.platform_data ?? '');
  return order.url ? { kind: 'redirect', url: order.url } : { kind: 'nowhere' };
}
