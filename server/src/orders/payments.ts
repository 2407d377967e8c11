import { randomBytes } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import { PENDING_ORDER_STATUSES } from '@topup/shared/contract';
import { PAY_TYPE_THIRD_CARD } from '@topup/shared/domain/payTypes';
import { orderCardFaceOf, orderStore, type OrderRow, type OrderStore } from '../db/orders';
import { rechargeRecordStore } from '../db/rechargeRecords';
import { savedCardStore, type SavedCardStore } from '../db/savedCards';
import {
  chargeReference,
  DEFAULT_GATEWAY_TIMINGS,
  sandboxGateway,
  sleep,
  type GatewayTimings,
  type SandboxGateway,
} from '../gateway/gateway';
import { DECLINES, isCardClass, type CardClass, type Decision } from '../gateway/testCards';

/** Every wait of the payment flow; tests shorten them. */
export interface PaymentTimings extends GatewayTimings {
  /** A card saved by a payment becomes readable this long after it (the page polls for it, spec 01 §4). */
  cardReadyDelayMs: number;
  /** A repeated request reads the first one's order this often while it is being processed. */
  duplicatePollMs: number;
  /** …and gives up after this long (ORDER_IN_PROGRESS). */
  duplicateWaitMs: number;
}

export const DEFAULT_PAYMENT_TIMINGS: PaymentTimings = {
  ...DEFAULT_GATEWAY_TIMINGS,
  cardReadyDelayMs: 2500,
  duplicatePollMs: 50,
  duplicateWaitMs: 30_000,
};

export const isPending = (order: Pick<OrderRow, 'status'>): boolean =>
  PENDING_ORDER_STATUSES.includes(order.status);

/**
 * The fail_detail of an order the payer cancelled on a provider's page. Worded so the callback page's
 * mapping (shared/domain/paymentResult.ts) reads neither insufficient funds nor a failed 3-D Secure.
 */
export const CANCEL_DETAIL = {
  paymentPage: 'cancelled by the payer on the payment page',
  challenge: 'cancelled by the payer at the card check',
} as const;

/** What the gateway needs to know about a charge beyond the order's own card. */
export interface ChargeOptions {
  /** The test card class when the order has none of its own (an Apple Pay token's card). */
  cardClass?: CardClass;
  /** A saved card past its validity date, or reported expired by the bank. */
  expired?: boolean;
  /** Apple Pay: the wallet has authenticated the payer already. */
  wallet?: boolean;
}

export interface Payments {
  orders: OrderStore;
  cards: SavedCardStore;
  gateway: SandboxGateway;
  timings: PaymentTimings;
  /**
   * Charges a pending order's card through the gateway and settles it. An order that is no longer
   * pending when the processor answers (cancelled meanwhile) keeps its status.
   */
  charge(orderId: string, options?: ChargeOptions): Promise<OrderRow>;
  /**
   * Applies the gateway's decision to a pending order, in one transaction: authorised → paid, credited
   * once, the recipient's top-up counted and recorded, the card saved (new) or its last use updated
   * (saved); declined → failed with the provider's codes (an insufficient-funds decline saves a new card
   * too); challenge → waiting for 3-D Secure. A decided order is returned unchanged.
   */
  settle(orderId: string, decision: Decision): OrderRow;
  /** A pending order becomes cancelled; a decided one stays as it is. */
  cancel(orderId: string, reason: string | undefined): OrderRow | undefined;
  /** Reads the order until `done` holds, at most `duplicateWaitMs` (real time); the last row read. */
  waitFor(orderId: string, done: (order: OrderRow) => boolean): Promise<OrderRow | undefined>;
}

/** A saved card's id: "src_" for the card-checkout and second providers, an Adyen-style token otherwise (spec 01 §4). */
export function newSourceId(payType: number): string {
  const random = randomBytes(12).toString('hex');
  return payType === PAY_TYPE_THIRD_CARD ? `adyen_tok_sbx_${random}` : `src_sbx_${random}`;
}

export function payments(
  db: Database,
  options: { now: () => number; timings?: Partial<PaymentTimings> },
): Payments {
  const now = options.now;
  const timings: PaymentTimings = { ...DEFAULT_PAYMENT_TIMINGS, ...options.timings };
  const orders = orderStore(db);
  const cards = savedCardStore(db);
  const records = rechargeRecordStore(db);
  const gateway = sandboxGateway(db, { now, timings });
  const countTopUp = db.prepare<[number]>(
    'UPDATE users SET recharge_count = recharge_count + 1 WHERE uid = ?',
  );
  const nowS = () => Math.floor(now() / 1000);

  /** The new card of an order becomes a saved card, not remembered yet, readable a little later. */
  function saveNewCard(order: OrderRow, atS: number): void {
    const face = orderCardFaceOf(order);
    if (order.new_card !== 1 || face === null) return;
    const sourceId = newSourceId(order.pay_type);
    cards.insert({
      ...face,
      sourceId,
      deviceId: order.device_id,
      toUid: order.to_uid,
      ownerUid: order.session_uid,
      cardClass: order.card_class ?? 'success',
      orderId: order.order_id,
      lastUseAt: atS,
      readyAtMs: now() + timings.cardReadyDelayMs,
    });
    orders.setSourceId(order.order_id, sourceId);
  }

  const touchSavedCard = (order: OrderRow, atS: number): void => {
    if (order.new_card === 0 && order.source_id !== null) cards.touch(order.source_id, atS, order.to_uid);
  };

  const settle = db.transaction((orderId: string, decision: Decision): OrderRow | undefined => {
    const order = orders.byId(orderId);
    if (!order || !isPending(order)) return order;
    const atS = nowS();
    switch (decision.kind) {
      case 'challenge':
        orders.moveTo(orderId, 'challenge', atS);
        break;
      case 'authorised':
        if (orders.markPaid(orderId, atS)) {
          countTopUp.run(order.to_uid);
          // spec 01 §3, §6: the logged-in payer's recharge records
          if (order.session_uid !== 0)
            records.recordTopUp(order.session_uid, order.to_uid, order.device_id, atS);
          saveNewCard(order, atS);
          touchSavedCard(order, atS);
        }
        break;
      case 'declined': {
        const d = DECLINES[decision.decline];
        const failure = {
          decline: decision.decline,
          failReason: d.failReason,
          failDetail: d.failDetail,
          errCode: d.ckoCode,
          errSummary: d.errSummary,
        };
        if (orders.markFailed(orderId, failure, atS)) {
          // the repurchase experiment retries a lower tier with the same card (spec 01 §4)
          if (decision.decline === 'insufficientFunds') saveNewCard(order, atS);
          touchSavedCard(order, atS);
        }
        break;
      }
    }
    return orders.byId(orderId);
  });

  const mustExist = (order: OrderRow | undefined, orderId: string): OrderRow => {
    if (!order) throw new Error(`order ${orderId} vanished`);
    return order;
  };

  return {
    orders,
    cards,
    gateway,
    timings,
    async charge(orderId, chargeOptions = {}) {
      const order = mustExist(orders.byId(orderId), orderId);
      if (!isPending(order)) return order;
      const decision = await gateway.authorise(chargeReference('order', orderId), {
        cardClass: isCardClass(order.card_class) ? order.card_class : (chargeOptions.cardClass ?? 'success'),
        amountCents: order.amount_cents,
        expired: chargeOptions.expired ?? false,
        wallet: chargeOptions.wallet ?? false,
      });
      // Immediate: the main and the backup instance may share the database file.
      return mustExist(settle.immediate(orderId, decision), orderId);
    },
    settle: (orderId, decision) => mustExist(settle.immediate(orderId, decision), orderId),
    cancel(orderId, reason) {
      const detail = reason !== undefined && reason.trim() !== '' ? reason.trim().slice(0, 200) : 'cancelled';
      orders.markCancelled(
        orderId,
        { decline: null, failReason: 'cancel', failDetail: detail, errCode: '', errSummary: 'Cancelled' },
        nowS(),
      );
      return orders.byId(orderId);
    },
    async waitFor(orderId, done) {
      const start = Date.now();
      let order = orders.byId(orderId);
      while (order && !done(order) && Date.now() - start < timings.duplicateWaitMs) {
        await sleep(timings.duplicatePollMs);
        order = orders.byId(orderId);
      }
      return order;
    },
  };
}
