import { PayErrorParams, PayError } from '@topup/shared/contract';
import { ORDER_NOT_FOUND } from '@topup/shared/contract/codes';
import type { ApiContext } from '../../context/context';
import { MSG } from '../../http/messages';
import { fail, ok, type ApiRoute } from '../../http/route';

/**
 * spec 01 §4, §7: GET /api/web/get_pay_error_by_order/ (polled every 500 ms after an embedded Apple Pay
 * failure): why the order failed, '' in every field while it has not. The texts are the gateway's
 * (gateway/testCards.ts DECLINES), worded so the page's mapping gives what the spec says: fail_detail of
 * insufficient funds → balance, a 3ds authentication failure → verify, err_code 20054 → expire. By design
 * the order id alone reads it (spec 01 §7 gives it no device): a decline's reason names no card or account.
 */
export const getPayErrorByOrderRoute = (ctx: ApiContext): ApiRoute<typeof PayErrorParams, PayError> => ({
  methods: ['GET', 'POST'],
  path: '/api/web/get_pay_error_by_order/',
  params: PayErrorParams,
  data: PayError,
  handle({ order_id }) {
    const order = ctx.payments.orders.byId(order_id);
    if (!order) return fail(ORDER_NOT_FOUND, MSG.orderNotFound);
    return ok({
      err_code: order.err_code,
      err_summary: order.err_summary,
      fail_reason: order.fail_reason,
      fail_detail: order.fail_detail,
    });
  },
});
