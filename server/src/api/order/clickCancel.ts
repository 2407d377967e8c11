import { ClickCancelParams, type ClickCancelResult } from '@topup/shared/contract';
import { ORDER_NOT_FOUND } from '@topup/shared/contract/codes';
import { deviceIdOf } from '../caller';
import type { ApiContext } from '../context';
import { MSG } from '../messages';
import { fail, ok, type ApiRoute } from '../route';

/**
 * spec 01 §4, §7: POST /api/order/click_cancel/ (form: app_order, reason). An order not yet decided
 * becomes 'cancelled' (fail_reason 'cancel', fail_detail the reason); calling again changes nothing, and
 * a paid or failed order keeps its status, which `data.status` reports. When the call carries a device
 * id (x-cli-id), only that device's orders can be cancelled; another device's is ORDER_NOT_FOUND.
 */
export const clickCancelRoute = (ctx: ApiContext): ApiRoute<typeof ClickCancelParams, ClickCancelResult> => ({
  methods: ['POST'],
  path: '/api/order/click_cancel/',
  params: ClickCancelParams,
  handle({ app_order, reason }, request) {
    const order = ctx.payments.orders.byId(app_order);
    const deviceId = deviceIdOf(request);
    if (!order || (deviceId !== undefined && deviceId !== order.device_id))
      return fail(ORDER_NOT_FOUND, MSG.orderNotFound);
    const after = ctx.payments.cancel(app_order, reason) ?? order;
    return ok({ order_id: after.order_id, status: after.status });
  },
});
