import { OrderInfoParams, OrderInfo } from '@topup/shared/contract';
import { ORDER_NOT_FOUND } from '@topup/shared/contract/codes';
import { deviceIdOf } from '../../context/caller';
import type { ApiContext } from '../../context/context';
import { MSG } from '../../http/messages';
import { fail, ok, type ApiRoute } from '../../http/route';

/**
 * spec 01 §7: POST /api/web/get_order_info_by_pay2_order_id/ (callback batch; GET answers too): the
 * order as the callback page shows it, with the recipient's account as it is now and the card it used
 * (null while none is known). By design the order id alone reads it: the callback page reads the order of
 * its address (spec 01 §4), and the account is what check_display_id shows anyone. The card (its bin and
 * last digits) is the payer's, so only the order's own device (x-cli-id) is shown it; anyone else gets null.
 */
export const getOrderInfoRoute = (ctx: ApiContext): ApiRoute<typeof OrderInfoParams, OrderInfo> => ({
  methods: ['POST', 'GET'],
  path: '/api/web/get_order_info_by_pay2_order_id/',
  params: OrderInfoParams,
  data: OrderInfo,
  handle({ order_id }, request) {
    const order = ctx.payments.orders.byId(order_id);
    const recipient = order ? ctx.users.byUid(order.to_uid) : undefined;
    if (!order || !recipient) return fail(ORDER_NOT_FOUND, MSG.orderNotFound);
    return ok({
      order_id: order.order_id,
      status: order.status,
      amount: order.amount_cents / 100,
      coins: order.coins,
      uid: recipient.uid,
      display_uid: recipient.display_uid,
      nickname: recipient.nickname,
      icon: recipient.icon,
      pay_type: order.pay_type,
      recharge_id: order.recharge_id,
      created_at: order.created_at,
      card:
        order.card_bin !== null && order.card_last4 !== null && deviceIdOf(request) === order.device_id
          ? { source_id: order.source_id ?? '', bin: order.card_bin, last4: order.card_last4 }
          : null,
    });
  },
});
