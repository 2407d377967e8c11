import { FineOrderParams, type FineOrderStatus } from '@topup/shared/contract';
import { ORDER_NOT_FOUND } from '@topup/shared/contract/codes';
import { deviceIdOf } from '../api/caller';
import type { ApiContext } from '../api/context';
import { MSG } from '../api/messages';
import { fail, ok, type ApiRoute } from '../api/route';
import { ckoDeclineOf } from '../orders/answers';
import { fineStore } from './store';

/**
 * GET /api/fine/get_fine_order/ (ours): how a fine order made on this device stands, so the page that comes
 * back from a provider's page can say "payment cancelled" or the card's decline instead of only showing the
 * fine again. Another device's order is not found.
 */
export const fineOrderRoute = (ctx: ApiContext): ApiRoute<typeof FineOrderParams, FineOrderStatus> => {
  const store = fineStore(ctx.db, ctx.now);
  return {
    methods: ['GET'],
    path: '/api/fine/get_fine_order/',
    params: FineOrderParams,
    handle({ order_id }, request) {
      const order = store.byId(order_id);
      if (!order || order.device_id !== deviceIdOf(request)) return fail(ORDER_NOT_FOUND, MSG.orderNotFound);
      if (order.status !== 'failed') return ok({ order_id, status: order.status });
      const { code, message } = ckoDeclineOf(order.decline);
      return ok({ order_id, status: order.status, code, message });
    },
  };
};
