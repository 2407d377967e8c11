import { sandboxChallengePath, type FinePayOrder } from '@topup/shared/contract';
import { ORDER_CANCELLED, ORDER_IN_PROGRESS } from '@topup/shared/contract/codes';
import { PAY_TYPE_THIRD_CARD } from '@topup/shared/domain/payTypes';
import type { ApiContext } from '../context/context';
import type { OrderRow } from '../db/orders';
import { sleep } from '../gateway/gateway';
import { MSG } from '../http/messages';
import { fail, ok, type Outcome } from '../http/route';
import { adyenResultOf, ckoDeclineOf } from '../orders/answers';
import { sandboxFinePath } from './paths';

// What both create_fine_pay calls answer for an order, from its row alone, so a retry of the same attempt
// answers like the first: the hosted page; for the card-checkout card (23) its 3-D Secure page, back to
// /fines once paid, or the gateway's decline; for the third provider's card (27) its result in
// platform_data, as create_coin_pay answers 27 (the challenge shown in the page); a cancelled order says so
// (paying again is a new attempt).

export function fineAnswer(ctx: ApiContext) {
  const { duplicatePollMs, duplicateWaitMs } = ctx.payments.timings;

  /** An order being charged by another request: its row once the processor has decided. */
  async function decided(order: OrderRow): Promise<OrderRow | undefined> {
    const start = Date.now();
    let row: OrderRow | undefined = order;
    while (row?.status === 'processing' && Date.now() - start < duplicateWaitMs) {
      await sleep(duplicatePollMs);
      row = ctx.payments.orders.byId(order.order_id);
    }
    return row;
  }

  const at = (order: OrderRow, url: string): Outcome<FinePayOrder> => ok({ order_id: order.order_id, url });

  return async function answer(first: OrderRow): Promise<Outcome<FinePayOrder>> {
    const order = await decided(first);
    if (!order || order.status === 'processing') return fail(ORDER_IN_PROGRESS, MSG.orderInProgress);
    if (order.pay_type === PAY_TYPE_THIRD_CARD && order.status !== 'cancelled') {
      const platform_data = JSON.stringify(adyenResultOf(order, { withAction: true }));
      return ok({ order_id: order.order_id, url: '', platform_data });
    }
    switch (order.status) {
      case 'cancelled':
        return fail(ORDER_CANCELLED, MSG.orderCancelled);
      case 'failed':
        return { ...ckoDeclineOf(order.decline), data: { order_id: order.order_id, url: '' } };
      case 'challenge':
        return at(order, sandboxChallengePath(order.order_id));
      case 'paid':
        return at(order, order.return_path);
      case 'redirect':
        // Apple Pay's order waits for the sheet's token: nowhere to go
        return at(order, order.channel === 'apple_pay' ? '' : sandboxFinePath(order.order_id));
    }
  };
}
