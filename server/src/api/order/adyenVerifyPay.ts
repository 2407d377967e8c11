import { AdyenVerifyPayParams, APPLE_PAY_CODE, AdyenVerifyPay } from '@topup/shared/contract';
import { BAD_REQUEST, ORDER_NOT_AWAITING_TOKEN } from '@topup/shared/contract/codes';
import { isAdyenApplePayType } from '@topup/shared/domain/applePayRequest';
import type { OrderRow } from '../../db/orders';
import { chargeApplePay, readApplePayToken } from '../../orders/applePayCharge';
import { isPending } from '../../orders/payments';
import { ownOrder } from '../../context/caller';
import type { ApiContext } from '../../context/context';
import { MSG } from '../../http/messages';
import { fail, ok, type ApiRoute } from '../../http/route';

const verdictOf = (order: OrderRow): AdyenVerifyPay => {
  if (order.status === 'paid') return { code: APPLE_PAY_CODE.paid };
  if (isPending(order)) return { code: APPLE_PAY_CODE.pending };
  return { code: APPLE_PAY_CODE.failed, fail_reason: order.fail_reason };
};

/**
 * spec 01 §7: POST /api/order/adyen_verify_pay/ (form: app_order, apple_pay_token, payment_method_type,
 * session_key). The Adyen Apple Pay order (this device's, a top-up's or a ban fine's, spec 02 §4) is paid
 * with the token, as its test value says;
 * the answer's code is 0 paid, 1 failed (with the reason), -1 when the provider has not decided yet (a slow
 * processor, or one that never answers). An order already decided answers its verdict again. Only the
 * order's own device (x-cli-id) may pay or read it (caller.ts ownOrder).
 */
export const adyenVerifyPayRoute = (
  ctx: ApiContext,
): ApiRoute<typeof AdyenVerifyPayParams, AdyenVerifyPay> => {
  return {
    methods: ['POST'],
    path: '/api/order/adyen_verify_pay/',
    params: AdyenVerifyPayParams,
    data: AdyenVerifyPay,
    invalidMessage: (field) => (field === 'apple_pay_token' ? MSG.platformDataUnreadable : undefined),
    async handle({ app_order, apple_pay_token }, request) {
      const own = ownOrder(request, ctx.payments.orders.byId(app_order));
      if (!own.ok) return own.outcome;
      const { order } = own;
      if (!isAdyenApplePayType(order.pay_type))
        return fail(ORDER_NOT_AWAITING_TOKEN, MSG.orderNotAwaitingToken);
      if (!isPending(order)) return ok(verdictOf(order));
      const token = readApplePayToken(apple_pay_token);
      if (!token) return fail(BAD_REQUEST, MSG.platformDataUnreadable, 400);
      const after = await chargeApplePay(ctx.payments, order, token, {
        answerBeforeSlowProcessor: true,
        onBackgroundError: (e) => request.log.error({ err: e }, 'Apple Pay charge failed'),
      });
      return ok(verdictOf(after));
    },
  };
};
