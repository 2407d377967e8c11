import type { Database } from 'better-sqlite3';
import type { FineChannelId } from '@topup/shared/contract';
import { fineReturnPath } from '@topup/shared/domain/fineReturn';
import { FINE_APPLE_PAY_TYPE } from '@topup/shared/domain/payTypes';
import { newOrderId, type OrderRow } from '../db/orders';
import type { UserRow } from '../db/users';
import { CANCEL_DETAIL, cancelFailure, type Payments } from '../orders/payments';

// spec 02 §4: a ban fine's order, one of the orders of the one order life (orders/orderLife.ts): a payable
// of 'fine' for the banned account, with its channel, the ban it pays and the page view it was made from.
// At most one order of a ban is open or paid (the orders_fine_once index), so a fine is never paid twice.

/** The ban an order pays: its end (or permanent) and its fine, as they were when the order was made. */
export const banKeyOf = (user: Pick<UserRow, 'ban_until' | 'fine_cents'>): string =>
  `${user.ban_until ?? 'permanent'}:${user.fine_cents ?? 0}`;

export interface NewFineOrder {
  rid: string;
  deviceId: string;
  user: UserRow;
  pageViewId: string | null;
  channel: FineChannelId;
  /** The card channel's pay type (23 or 27); Apple Pay's is FINE_APPLE_PAY_TYPE, the hosted page none (0). */
  payType?: number;
}

/** The open order a new one was to replace was decided meanwhile (being charged, paid): nothing was made. */
export class ReplacedMeanwhile extends Error {}

export interface FineOrders {
  /**
   * Cancels the order waiting for its payer that the new one replaces (if any) and makes the new one, with
   * `within` (a card token spent for it), in one transaction: a ban never has two open orders, and an
   * order whose charge is with the processor is never replaced (ReplacedMeanwhile).
   */
  create(input: NewFineOrder, replaces?: OrderRow, within?: (order: OrderRow) => void): OrderRow;
}

const payTypeOf = (input: NewFineOrder): number =>
  input.channel === 'apple_pay' ? FINE_APPLE_PAY_TYPE : (input.payType ?? 0);

export function fineOrders(db: Database, payments: Payments, now: () => number): FineOrders {
  const { orders, life } = payments;
  const create = db.transaction(
    (input: NewFineOrder, replaces?: OrderRow, within?: (order: OrderRow) => void): OrderRow => {
      if (replaces) {
        const failure = cancelFailure(CANCEL_DETAIL.replaced);
        if (!life.apply(replaces.order_id, 'cancel', { failure, detail: 'replaced' }))
          throw new ReplacedMeanwhile('the open order is not waiting for its payer any more');
      }
      const atMs = now();
      const orderId = newOrderId(atMs);
      orders.insert(
        {
          orderId,
          clientRid: input.rid,
          deviceId: input.deviceId,
          sessionUid: 0,
          toUid: input.user.uid,
          rechargeId: 0,
          payType: payTypeOf(input),
          // a card goes to the processor at once; the hosted page and Apple Pay wait for their payer
          status: input.channel === 'card' ? 'processing' : 'redirect',
          payable: 'fine',
          fine: {
            channel: input.channel,
            banKey: banKeyOf(input.user),
            pageViewId: input.pageViewId,
            amountCents: input.user.fine_cents ?? 0,
            returnPath: fineReturnPath(input.user.display_uid, orderId),
          },
        },
        Math.floor(atMs / 1000),
      );
      life.note(orderId, 'created', input.channel);
      const order = orders.byId(orderId);
      if (!order) throw new Error('fine order vanished');
      within?.(order);
      return order;
    },
  );
  return {
    create: (input, replaces, within) => create.immediate(input, replaces, within),
  };
}
