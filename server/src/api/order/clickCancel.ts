import { ClickCancelParams, ClickCancelResult } from '@topup/shared/contract';
import { ORDER_BEING_CHARGED } from '@topup/shared/contract/codes';
import { ownOrder } from '../../context/caller';
import type { ApiContext } from '../../context/context';
import { MSG } from '../../http/messages';
import { failWith, ok, type ApiRoute } from '../../http/route';

/**
 * spec 01 §4, §7: POST /api/order/click_cancel/ (form: app_order, reason). An order waiting for its payer
 * (a provider's page, Apple Pay's sheet, 3-D Secure) becomes 'cancelled' (fail_reason 'cancel', fail_detail
 * the reason); calling again changes nothing, and a paid or failed order keeps its status, which
 * `data.status` reports. An order whose charge is with the processor cannot be cancelled: it will end paid
 * or failed, never cancelled with its money taken, so the answer is ORDER_BEING_CHARGED with the order in
 * `data` and the page waits for its result. Only the order's own device (x-cli-id) may cancel it, a
 * top-up's or a fine's: without a device id the call is refused (400), another device's order is
 * ORDER_NOT_FOUND (an order id alone must cancel nothing).
 */
export const clickCancelRoute = (ctx: ApiContext): ApiRoute<typeof ClickCancelParams, ClickCancelResult> => ({
  methods: ['POST'],
  path: '/api/order/click_cancel/',
  params: ClickCancelParams,
  data: ClickCancelResult,
  handle({ app_order, reason }, request) {
    const own = ownOrder(request, ctx.payments.orders.byId(app_order));
    if (!own.ok) return own.outcome;
    const after = ctx.payments.cancel(app_order, reason);
    const order = after?.order ?? own.order;
    const data = { order_id: order.order_id, status: order.status };
    if (after?.kind === 'beingCharged') return failWith(ORDER_BEING_CHARGED, MSG.orderBeingCharged, data);
    return ok(data);
  },
});
