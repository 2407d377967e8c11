import { Type } from '@sinclair/typebox';
import { OrderId, PAY_RESULT_FAST, PayResultFastParams, PayResultFast } from '@topup/shared/contract';
import { BAD_REQUEST, ORDER_NOT_FOUND } from '@topup/shared/contract/codes';
import type { OrderRow } from '../../db/orders';
import type { ApiContext } from '../../context/context';
import { MSG } from '../../http/messages';
import { fail, ok, type ApiRoute } from '../../http/route';

/** `data.result`: 0 paid, 1 failed or cancelled, 2 still pending (challenge, hosted checkout, processing). */
export function fastResultOf(order: Pick<OrderRow, 'status'>): PayResultFast['result'] {
  if (order.status === 'paid') return PAY_RESULT_FAST.PAID;
  if (order.status === 'failed' || order.status === 'cancelled') return PAY_RESULT_FAST.FAILED;
  return PAY_RESULT_FAST.PENDING;
}

/**
 * spec 01 §4, §7: /api/web/pay_result_by_order_fast/ (GET, and POST inside a batch), the callback page's
 * first read. It takes the callback's query as it came back from the provider (zp_orderid or order_id,
 * zp_pay_sub_type, zp_h5deviceid, platform_data, and whatever else the page's query holds) and only reads:
 * asking twice changes nothing. `source_id` is the card the order used or saved ('' when none). An order
 * of another device (zp_h5deviceid given and different) is ORDER_NOT_FOUND. By design the order id alone
 * reads it otherwise: a provider's return query need not carry the device, and the answer is paid or not
 * (a `source_id` opens nothing without its device or login: get_card_source_by_id).
 */
/**
 * What the document shows: the order is required (zp_orderid, as the provider's return query names it). The
 * params take order_id in its place too, which a JSON Schema of one object cannot say beside a required field.
 */
const PayResultFastDocumented = Type.Object({
  ...PayResultFastParams.properties,
  zp_orderid: Type.Unsafe<string>({
    ...OrderId,
    description:
      'The order (order_id, its other name, is read when zp_orderid is absent): a 400 without both',
  }),
});

export const payResultByOrderFastRoute = (
  ctx: ApiContext,
): ApiRoute<typeof PayResultFastParams, PayResultFast> => ({
  methods: ['GET', 'POST'],
  path: '/api/web/pay_result_by_order_fast/',
  params: PayResultFastParams,
  data: PayResultFast,
  documented: { query: PayResultFastDocumented, body: PayResultFastDocumented },
  handle(params) {
    const orderId = params.zp_orderid ?? params.order_id;
    if (orderId === undefined) return fail(BAD_REQUEST, MSG.invalidField('zp_orderid'), 400);
    const order = ctx.payments.orders.byId(orderId);
    const device = params.zp_h5deviceid;
    if (!order || (device !== undefined && device !== '' && device !== order.device_id))
      return fail(ORDER_NOT_FOUND, MSG.orderNotFound);
    return ok({ result: fastResultOf(order), source_id: order.source_id ?? '', order_id: order.order_id });
  },
});
