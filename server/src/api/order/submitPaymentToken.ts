import { ApplePayToken, SubmitPaymentTokenParams, type ProviderResult } from '@topup/shared/contract';
import { BAD_REQUEST, ORDER_NOT_AWAITING_TOKEN, ORDER_NOT_FOUND } from '@topup/shared/contract/codes';
import { isApplePayType } from '@topup/shared/domain/payTypes';
import { providerResult } from '../../orders/answers';
import { isPending } from '../../orders/payments';
import { cardClassOfLast4 } from '../../sandbox/testCards';
import type { ApiContext } from '../context';
import { MSG } from '../messages';
import { parseParams } from '../params';
import { fail, ok, type ApiRoute } from '../route';

/** The Apple Pay token in `platform_data`: the token itself, or the whole payment with it under `token`. */
function readToken(text: string): ApplePayToken | undefined {
  try {
    const json: unknown = JSON.parse(text);
    const candidate =
      typeof json === 'object' && json !== null && 'token' in json && !('paymentData' in json)
        ? json.token
        : json;
    const parsed = parseParams(ApplePayToken, candidate);
    return parsed.ok && parsed.value.paymentData !== undefined ? parsed.value : undefined;
  } catch {
    return undefined;
  }
}

/**
 * spec 01 §7: GET /api/order/submit_payment_token/. An Apple Pay order (pay types 25, 26, 28–31, 2528)
 * waits in 'processing' for its payment token; the sandbox authorises it unless the token's card says
 * otherwise: the last 4 digits of `paymentMethod.displayName` ("Visa 0002") pick the row of the test
 * card table (a 3-D Secure card is authorised: the wallet authenticated the payer). The answer is
 * result 0 with the provider's result, as for the third provider's card; an order already decided
 * answers its result again. A card order, or an unknown one, is ORDER_NOT_AWAITING_TOKEN / ORDER_NOT_FOUND.
 */
export const submitPaymentTokenRoute = (
  ctx: ApiContext,
): ApiRoute<typeof SubmitPaymentTokenParams, ProviderResult> => {
  const { orders } = ctx.payments;
  return {
    methods: ['GET'],
    path: '/api/order/submit_payment_token/',
    params: SubmitPaymentTokenParams,
    invalidMessage: (field) => (field === 'platform_data' ? MSG.platformDataUnreadable : undefined),
    async handle({ order_id, platform_data }) {
      const order = orders.byId(order_id);
      if (!order) return fail(ORDER_NOT_FOUND, MSG.orderNotFound);
      if (!isApplePayType(order.pay_type)) return fail(ORDER_NOT_AWAITING_TOKEN, MSG.orderNotAwaitingToken);
      if (!isPending(order)) return ok(providerResult(order));
      const token = readToken(platform_data);
      if (!token) return fail(BAD_REQUEST, MSG.platformDataUnreadable, 400);
      const last4 = /([0-9]{4})\s*$/.exec(token.paymentMethod?.displayName ?? '')?.[1];
      const after = await ctx.payments.charge(order_id, {
        cardClass: last4 === undefined ? 'success' : cardClassOfLast4(last4),
        wallet: true,
      });
      return ok(providerResult(after));
    },
  };
};
