import { FineOrderParams, FineOrderStatus } from '@topup/shared/contract';
import { ownOrder } from '../context/caller';
import type { ApiContext } from '../context/context';
import { ok, type ApiRoute } from '../http/route';
import { ckoDeclineOf } from '../orders/answers';

/**
 * GET /api/fine/get_fine_order/ (ours): how a fine order made on this device stands, so the page that comes
 * back from a provider's page can say "payment cancelled" or the card's decline instead of only showing the
 * fine again. Another device's order is not found; a call without a device id is refused (caller.ts ownOrder).
 */
export const fineOrderRoute = (ctx: ApiContext): ApiRoute<typeof FineOrderParams, FineOrderStatus> => {
  return {
    methods: ['GET'],
    path: '/api/fine/get_fine_order/',
    params: FineOrderParams,
    data: FineOrderStatus,
    handle({ order_id }, request) {
      const found = ctx.payments.orders.byId(order_id);
      const own = ownOrder(request, found?.payable === 'fine' ? found : undefined);
      if (!own.ok) return own.outcome;
      const { order } = own;
      if (order.status !== 'failed') return ok({ order_id, status: order.status });
      const { code, message } = ckoDeclineOf(order.decline);
      return ok({ order_id, status: order.status, code, message });
    },
  };
};
