import { SubmitPaymentTokenParams, ProviderResult } from '@topup/shared/contract';
import { BAD_REQUEST, ORDER_NOT_AWAITING_TOKEN } from '@topup/shared/contract/codes';
import { isApplePayType } from '@topup/shared/domain/payTypes';
import { providerResult } from '../../orders/answers';
import { isPending } from '../../orders/payments';
import { chargeApplePay, readApplePayToken } from '../../orders/applePayCharge';
import { ownOrder } from '../../context/caller';
import type { ApiContext } from '../../context/context';
import { MSG } from '../../http/messages';
import { fail, ok, type ApiRoute } from '../../http/route';

/**
 * spec 01 §7: GET /api/order/submit_payment_token/. An Apple Pay order (pay types 25, 26, 28–31, 2528)
 * waits for its payment token ('redirect'); the sandbox authorises it unless the token's card says
 * otherwise: the last 4 digits of `paymentMethod.displayName` ("Visa 0002") pick the row of the test
 * card table (a 3-D Secure card is authorised: the wallet authenticated the payer). The answer is
 * result 0 with the provider's result, as for the third provider's card; an order already decided
 * answers its result again. A card order, or an unknown one, is ORDER_NOT_AWAITING_TOKEN / ORDER_NOT_FOUND.
 * Only the order's own device (x-cli-id) may pay or read it: another device's order is ORDER_NOT_FOUND.
 */
export const submitPaymentTokenRoute = (
  ctx: ApiContext,
): ApiRoute<typeof SubmitPaymentTokenParams, ProviderResult> => {
  const { orders } = ctx.payments;
  return {
    methods: ['GET'],
    path: '/api/order/submit_payment_token/',
    params: SubmitPaymentTokenParams,
    data: ProviderResult,
    invalidMessage: (field) => (field === 'platform_data' ? MSG.platformDataUnreadable : undefined),
    async handle({ order_id, platform_data }, request) {
      const own = ownOrder(request, orders.byId(order_id));
      if (!own.ok) return own.outcome;
      const { order } = own;
      if (!isApplePayType(order.pay_type)) return fail(ORDER_NOT_AWAITING_TOKEN, MSG.orderNotAwaitingToken);
      if (!isPending(order)) return ok(providerResult(order));
      const token = readApplePayToken(platform_data);
      if (!token) return fail(BAD_REQUEST, MSG.platformDataUnreadable, 400);
      const after = await chargeApplePay(ctx.payments, order, token, { answerBeforeSlowProcessor: false });
      return ok(providerResult(after));
    },
  };
};
