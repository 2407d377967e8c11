import type { FinePayOrder } from '@topup/shared/contract';
import { ORDER_CANCELLED, ORDER_IN_PROGRESS } from '@topup/shared/contract/codes';
import type { ApiContext } from '../context/context';
import { MSG } from '../http/messages';
import { fail, ok, type Outcome } from '../http/route';
import { ckoDeclineOf } from '../orders/answers';
import { sleep } from '../gateway/gateway';
import { fineReturnPath } from '@topup/shared/domain/fineReturn';
import { fineChallengePath, sandboxFinePath } from './paths';
import type { FineOrderRow, FineStore } from './store';

// What both create_fine_pay calls answer for an order, from its row alone, so a retry of the same attempt
// answers like the first: the hosted page; for a card, its 3-D Secure page, back to /fines once paid, or
// the gateway's decline; a cancelled order says so (paying again is a new attempt).

export function fineAnswer(ctx: ApiContext, store: FineStore) {
  const { duplicatePollMs, duplicateWaitMs } = ctx.payments.timings;

  /** A card order being charged by another request: its row once the gateway has decided. */
  async function decided(order: FineOrderRow): Promise<FineOrderRow | undefined> {
    const start = Date.now();
    let row: FineOrderRow | undefined = order;
    while (row?.status === 'processing' && Date.now() - start < duplicateWaitMs) {
      await sleep(duplicatePollMs);
      row = store.byId(order.order_id);
    }
    return row;
  }

  return async function answer(first: FineOrderRow): Promise<Outcome<FinePayOrder>> {
    const order = await decided(first);
    if (!order || order.status === 'processing') return fail(ORDER_IN_PROGRESS, MSG.orderInProgress);
    const at = (url: string) => ok({ order_id: order.order_id, url });
    switch (order.status) {
      case 'cancelled':
        return fail(ORDER_CANCELLED, MSG.orderCancelled);
      case 'failed':
        return { ...ckoDeclineOf(order.decline), data: { order_id: order.order_id, url: '' } };
      case 'challenge':
        return at(fineChallengePath(order.order_id));
      case 'paid':
        return at(fineReturnPath(ctx.users.byUid(order.uid)?.display_uid ?? '', order.order_id));
      case 'redirect':
        // Apple Pay's order waits for the sheet's token: nowhere to go
        return at(order.channel === 'apple_pay' ? '' : sandboxFinePath(order.order_id));
    }
  };
}
