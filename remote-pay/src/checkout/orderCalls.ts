import { defineCall } from '@topup/platform';
import type { OrderInfo, PayResultFast } from '@topup/shared/contract/order';
import { API } from '@topup/shared/contract/paths';

// spec 01 §7: what the page reads about an order once the payment left the page (the callback of a
// provider's redirect, an attempt kept across a reload).

/** pay_result_by_order_fast with a query: the callback's own, as the provider sent it back (spec 01 §7). */
export const payResultFastCall = defineCall<{ query: string }, PayResultFast>('payResultFast', {
  request: ({ query }) => ({ method: 'GET', path: `${API.payResultByOrderFast.path}${query}` }),
  requestId: () => 'pay_result',
});

/** get_order_info_by_pay2_order_id: amount, recipient, pay type and card of an order. */
export const orderInfoCall = defineCall<{ orderId: string }, OrderInfo>('orderInfo', {
  request: ({ orderId }) => ({ method: 'POST', path: API.orderInfo.path, params: { order_id: orderId } }),
  requestId: () => 'order_info',
});

/** The fast result's own query for an order of this device (what a provider's callback would carry). */
export const fastQueryOf = (orderId: string, deviceId: string) =>
  `?zp_show=1&zp_orderid=${encodeURIComponent(orderId)}&zp_h5deviceid=${encodeURIComponent(deviceId)}`;
