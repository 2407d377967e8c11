import { ClickCancelParams, ClickCancelResult } from '@topup/shared/contract';
import { ownOrder } from '../../context/caller';
import type { ApiContext } from '../../context/context';
import { ok, type ApiRoute } from '../../http/route';

/**
 * spec 01 §4, §7: POST /api/order/click_cancel/ (form: app_order, reason). An order not yet decided
 * becomes 'cancelled' (fail_reason 'cancel', fail_detail the reason); calling again changes nothing, and
 * a paid or failed order keeps its status, which `data.status` reports. Only the order's own device
 * (x-cli-id) may cancel it: without a device id the call is refused (400), another device's order is
 * ORDER_NOT_FOUND (issue 3: an order id alone cancelled any order).
 */
export const clickCancelRoute = (ctx: ApiContext): ApiRoute<typeof ClickCancelParams, ClickCancelResult> => ({
  methods: ['POST'],
  path: '/api/order/click_cancel/',
  params: ClickCancelParams,
  data: ClickCancelResult,
  handle({ app_order, reason }, request) {
    const own = ownOrder(request, ctx.payments.orders.byId(app_order));
    if (!own.ok) return own.outcome;
    const after = ctx.payments.cancel(app_order, reason) ?? own.order;
    return ok({ order_id: after.order_id, status: after.status });
  },
});
