import { API, OrderByClientRidParams, AttemptOrder } from '@topup/shared/contract';
import { ORDER_NOT_FOUND } from '@topup/shared/contract/codes';
import { continueUrlOf } from '../../orders/answers';
import type { ApiContext } from '../../context/context';
import { MSG } from '../../http/messages';
import { fail, ok, type ApiRoute } from '../../http/route';

/**
 * GET /api/web/order_by_client_rid/ (ours; h5_deviceid, client_rid, session_key): the order a payment
 * attempt made. Spec 01 §3 keeps one X-CLI-RID per attempt until it is decided; a page reloaded while
 * its order was being created asks with it and shows the outcome instead of paying again. Only this
 * device's attempts (the same X-CLI-RID on another device is another attempt); an attempt that made no
 * order (never sent, or refused and rolled back) is ORDER_NOT_FOUND. `answered` is 1 once create_coin_pay
 * has stored its answer; `continue_url` is the provider's page an order waiting there can be finished on.
 */
export const orderByClientRidRoute = (
  ctx: ApiContext,
): ApiRoute<typeof OrderByClientRidParams, AttemptOrder> => ({
  methods: ['GET'],
  path: API.orderByClientRid.path,
  params: OrderByClientRidParams,
  data: AttemptOrder,
  handle({ h5_deviceid, client_rid }) {
    const order = ctx.payments.orders.byRid(h5_deviceid, client_rid);
    const recipient = order ? ctx.users.byUid(order.to_uid) : undefined;
    if (!order || !recipient) return fail(ORDER_NOT_FOUND, MSG.attemptNotFound);
    const continueUrl = continueUrlOf(order);
    return ok({
      order_id: order.order_id,
      status: order.status,
      pay_type: order.pay_type,
      amount: order.amount_cents / 100,
      to_uid: recipient.uid,
      to_display_uid: recipient.display_uid,
      answered: order.answer === null ? 0 : 1,
      ...(continueUrl ? { continue_url: continueUrl } : {}),
    });
  },
});
