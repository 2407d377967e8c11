import {
  sandboxChallengePath,
  sandboxCheckoutPath,
  type AdyenPaymentResult,
  type CreateCoinPayResult,
  type ProviderResult,
} from '@topup/shared/contract';
import { CARD_HIGH_RISK_RESULT, ORDER_CANCELLED } from '@topup/shared/contract/codes';
import {
  isApplePayType,
  PAY_TYPE_CKO_CARD,
  PAY_TYPE_SECOND_CARD,
  PAY_TYPE_THIRD_CARD,
} from '@topup/shared/domain/payTypes';
import type { OrderRow } from '../db/orders';
import { MSG } from '../http/messages';
import type { Outcome } from '../http/route';
import { DECLINES, isDeclineKind } from '../gateway/testCards';
import { returnUrl } from './returnUrl';

// What the order calls answer, built from the order's row alone: the same row gives the same answer,
// which is what lets a repeated create_coin_pay answer exactly like the first.

/** The embedded variant of the challenge page: shown inside the page's challenge area. */
export const embeddedChallengeUrl = (orderId: string): string =>
  `${sandboxChallengePath(orderId)}?embedded=1`;

/** Opaque to the page, sent back untouched: the sandbox needs nothing from it. */
const paymentDataOf = (orderId: string): string => Buffer.from(`sandbox:${orderId}`).toString('base64');

/**
 * spec 01 §4: the third provider's result for an order. Authorised once paid, Refused with the reason
 * code once failed, Cancelled once cancelled, ChallengeShopper (with the action when asked) while it
 * waits for 3-D Secure. An order still being processed has no result yet: Error.
 */
export function adyenResultOf(order: OrderRow, options: { withAction: boolean }): AdyenPaymentResult {
  switch (order.status) {
    case 'paid':
      return { resultCode: 'Authorised' };
    case 'failed': {
      if (!isDeclineKind(order.decline)) return { resultCode: 'Refused' };
      const d = DECLINES[order.decline];
      return {
        resultCode: 'Refused',
        refusalReasonCode: d.refusalReasonCode,
        refusalReason: d.refusalReason,
      };
    }
    case 'cancelled':
      return { resultCode: 'Cancelled' };
    case 'challenge':
      return options.withAction
        ? {
            resultCode: 'ChallengeShopper',
            action: {
              type: 'redirect',
              method: 'GET',
              url: embeddedChallengeUrl(order.order_id),
              paymentMethodType: 'scheme',
              paymentData: paymentDataOf(order.order_id),
            },
          }
        : { resultCode: 'ChallengeShopper' };
    case 'processing':
    case 'redirect':
      return { resultCode: 'Error' };
  }
}

const orderResult = (order: OrderRow, url: string, platformData = ''): CreateCoinPayResult => ({
  order_id: order.order_id,
  url,
  platform_data: platformData,
  recharge_id: order.recharge_id,
  pay_sub_type: order.pay_type,
});

/** A card-checkout decline (a kind of the test table, else generic): its code as a number and as text. */
export function ckoDeclineOf(declineKind: string | null): { result: number; code: string; message: string } {
  const decline = isDeclineKind(declineKind) ? declineKind : 'generic';
  const code = DECLINES[decline].ckoCode;
  const numeric = /^[0-9]+$/.test(code) ? Number(code) : CARD_HIGH_RISK_RESULT;
  return { result: numeric, code, message: MSG.cardDeclined[decline] };
}

/** A card-checkout decline: the provider's code as `result` (a number) and as `code` (text). */
const ckoDecline = (order: OrderRow): Outcome<never> => ({
  ...ckoDeclineOf(order.decline),
  data: orderResult(order, ''),
});

/**
 * create_coin_pay's answer once the order has gone as far as this call takes it (spec 01 §7):
 * - 23: paid → the return URL; challenge → the 3-D Secure page; failed → the decline (result = code);
 * - 24: the hosted checkout;
 * - 27: result 0 with the provider's result in platform_data;
 * - Apple Pay: the order id, waiting for the payment token.
 */
export function createAnswer(order: OrderRow): Outcome<CreateCoinPayResult> {
  if (order.pay_type === PAY_TYPE_THIRD_CARD) {
    return {
      result: 0,
      data: orderResult(order, '', JSON.stringify(adyenResultOf(order, { withAction: true }))),
    };
  }
  if (order.status === 'cancelled') {
    return { result: ORDER_CANCELLED, message: MSG.orderCancelled, data: orderResult(order, '') };
  }
  if (order.pay_type === PAY_TYPE_SECOND_CARD || isApplePayType(order.pay_type)) {
    const url = order.pay_type === PAY_TYPE_SECOND_CARD ? sandboxCheckoutPath(order.order_id) : '';
    return { result: 0, data: orderResult(order, url) };
  }
  if (order.pay_type !== PAY_TYPE_CKO_CARD) throw new Error(`no answer for pay type ${order.pay_type}`);
  switch (order.status) {
    case 'paid':
      return { result: 0, data: orderResult(order, returnUrl(order)) };
    case 'challenge':
      return { result: 0, data: orderResult(order, sandboxChallengePath(order.order_id)) };
    case 'failed':
      return ckoDecline(order);
    default:
      return { result: 0, data: orderResult(order, '') };
  }
}

/**
 * submit_authentication_result and submit_payment_token: the decided (or still waiting) result; with the
 * challenge's action when asked (an order still waiting for 3-D Secure, shown again).
 */
export const providerResult = (order: OrderRow, options = { withAction: false }): ProviderResult => ({
  order_id: order.order_id,
  status: order.status,
  platform_data: JSON.stringify(adyenResultOf(order, options)),
});

/**
 * The provider's page an order waits on (the url create_coin_pay sent the user to), while it waits there;
 * undefined once decided, or when the wait happens inside the page (the third provider's framed challenge).
 */
export function continueUrlOf(order: OrderRow): string | undefined {
  if ((order.status !== 'challenge' && order.status !== 'redirect') || order.answer === null)
    return undefined;
  try {
    const answer = JSON.parse(order.answer) as { data?: { url?: unknown } };
    const url = answer.data?.url;
    return typeof url === 'string' && url !== '' ? url : undefined;
  } catch {
    return undefined;
  }
}
