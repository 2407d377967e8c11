import type { Database } from 'better-sqlite3';
import { PENDING_ORDER_STATUSES } from '@topup/shared/contract';
import { orderStore, type OrderFailure, type OrderRow, type OrderStore } from '../db/orders';
import { savedCardStore, type SavedCardStore } from '../db/savedCards';
import {
  chargeReference,
  DEFAULT_GATEWAY_TIMINGS,
  sandboxGateway,
  sleep,
  type GatewayTimings,
  type SandboxGateway,
} from '../gateway/gateway';
import { DECLINES, isCardClass, type CardClass, type Decision, type DeclineKind } from '../gateway/testCards';
import { orderLife, type OrderLife } from './orderLife';
import { payableEffects } from './payableEffects';

export { newSourceId } from './payableEffects';

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
  replaced: 'replaced by another attempt at the same fine',
  expired: 'the payer did not come back in time',
} as const;

/** The charge reference of an order: its payable's kind and its id. */
export const chargeReferenceOf = (order: Pick<OrderRow, 'payable' | 'order_id'>): string =>
  chargeReference(order.payable === 'fine' ? 'fine' : 'order', order.order_id);

/** What the gateway needs to know about a charge beyond the order's own card. */
export interface ChargeOptions {
  /** The test card class when the order has none of its own (an Apple Pay token's card). */
  cardClass?: CardClass;
  /** A saved card past its validity date, or reported expired by the bank. */
  expired?: boolean;
  /** Apple Pay: the wallet has authenticated the payer already. */
  wallet?: boolean;
}

/** What asking to cancel an order came to. */
export type CancelOutcome =
  | { kind: 'cancelled'; order: OrderRow }
  /** its charge is with the processor: it ends paid or failed, never cancelled (ORDER_BEING_CHARGED) */
  | { kind: 'beingCharged'; order: OrderRow }
  /** decided already: it stays as it is */
  | { kind: 'decided'; order: OrderRow };

const failureOf = (decline: DeclineKind): OrderFailure => {
  const d = DECLINES[decline];
  return {
    decline,
    failReason: d.failReason,
    failDetail: d.failDetail,
    errCode: d.ckoCode,
    errSummary: d.errSummary,
  };
};

const cancelFailure = (detail: string): OrderFailure => ({
  decline: null,
  failReason: 'cancel',
  failDetail: detail,
  errCode: '',
  errSummary: 'Cancelled',
});

export interface Payments {
  orders: OrderStore;
  cards: SavedCardStore;
  gateway: SandboxGateway;
  timings: PaymentTimings;
  life: OrderLife;
  /**
   * Charges an order being processed (its own card, or `options.cardClass`) through the gateway and
   * settles the processor's answer. An order not being processed is returned as it is, uncharged.
   */
  charge(orderId: string, options?: ChargeOptions): Promise<OrderRow>;
  /** The payer's card or token has come for an order waiting for it: to the processor. false: it was not waiting. */
  submit(orderId: string): boolean;
  /**
   * The cardholder answered the 3-D Secure challenge: the order goes back to the processor, which decides
   * with that answer. An order not in the challenge is returned as it is.
   */
  authenticate(orderId: string, result: 'passed' | 'failed'): Promise<OrderRow>;
  /**
   * Applies the processor's decision to an order being processed, in one transaction with its effect:
   * authorised → paid (coins credited once, a fine's ban to lift); declined → failed with the provider's
   * codes; challenge → waiting for 3-D Secure. An authorised charge whose order is not being processed any
   * more is refunded (written in its history): a charge never stays without its effect.
   */
  settle(orderId: string, decision: Decision): OrderRow;
  /**
   * A paid fine's delayed effect (spec 02 §4): its account's ban lifted, once, in one transaction with the
   * order's history. false when the order is no paid fine or its ban was lifted already.
   */
  liftBan(orderId: string): boolean;
  /** Cancels an order waiting for its payer (a provider's page, Apple Pay's sheet, 3-D Secure). */
  cancel(orderId: string, reason: string | undefined): CancelOutcome | undefined;
  /** Reads the order until `done` holds, at most `duplicateWaitMs` (real time); the last row read. */
  waitFor(orderId: string, done: (order: OrderRow) => boolean): Promise<OrderRow | undefined>;
}

export function payments(
  db: Database,
  options: { now: () => number; timings?: Partial<PaymentTimings> },
): Payments {
  const now = options.now;
  const timings: PaymentTimings = { ...DEFAULT_PAYMENT_TIMINGS, ...options.timings };
  const orders = orderStore(db);
  const cards = savedCardStore(db);
  const gateway = sandboxGateway(db, { now, timings });
  const life = orderLife(
    db,
    now,
    payableEffects(db, { cards, cardReadyDelayMs: timings.cardReadyDelayMs, now }),
  );

  const mustExist = (order: OrderRow | undefined, orderId: string): OrderRow => {
    if (!order) throw new Error(`order ${orderId} vanished`);
    return order;
  };

  const settle = db.transaction((orderId: string, decision: Decision): OrderRow | undefined => {
    const order = orders.byId(orderId);
    if (!order) return undefined;
    switch (decision.kind) {
      case 'challenge':
        life.apply(orderId, 'challenge');
        break;
      case 'authorised':
        // paid already (the same answer twice: a late answer after reconciliation) keeps its one charge
        if (life.apply(orderId, 'pay') || order.status === 'paid') break;
        if (gateway.refund(chargeReferenceOf(order)))
          life.note(orderId, 'refunded', `the charge came back to an order ${order.status}`);
        break;
      case 'declined':
        life.apply(orderId, 'fail', { failure: failureOf(decision.decline) });
        break;
    }
    return orders.byId(orderId);
  });
  const markLifted = db.prepare<[number, string]>(
    `UPDATE orders SET lifted_at_ms = ?
      WHERE order_id = ? AND payable = 'fine' AND status = 'paid' AND lifted_at_ms IS NULL`,
  );
  const unban = db.prepare<[number]>(
    'UPDATE users SET status = 0, ban_until = NULL, fine_cents = NULL WHERE uid = ?',
  );
  const liftBan = db.transaction((orderId: string): boolean => {
    if (markLifted.run(now(), orderId).changes !== 1) return false;
    const order = mustExist(orders.byId(orderId), orderId);
    unban.run(order.to_uid);
    life.note(orderId, 'lifted', 'the ban of the paid fine');
    return true;
  });
  // Immediate: the main and the backup instance may share the database file.
  const settleNow = (orderId: string, decision: Decision): OrderRow =>
    mustExist(settle.immediate(orderId, decision), orderId);

  return {
    orders,
    cards,
    gateway,
    timings,
    life,
    async charge(orderId, chargeOptions = {}) {
      const order = mustExist(orders.byId(orderId), orderId);
      if (order.status !== 'processing') return order;
      const decision = await gateway.authorise(chargeReferenceOf(order), {
        cardClass: isCardClass(order.card_class) ? order.card_class : (chargeOptions.cardClass ?? 'success'),
        amountCents: order.amount_cents,
        expired: chargeOptions.expired ?? false,
        wallet: chargeOptions.wallet ?? false,
      });
      return settleNow(orderId, decision);
    },
    submit: (orderId) => life.apply(orderId, 'submit'),
    async authenticate(orderId, result) {
      const order = mustExist(orders.byId(orderId), orderId);
      if (!life.apply(orderId, 'authenticate', { detail: result })) return order;
      const decision = await gateway.authenticate(chargeReferenceOf(order), result);
      // a challenge with no charge behind it (made before charges were recorded): decided by the answer
      return settleNow(
        orderId,
        decision ??
          (result === 'passed' ? { kind: 'authorised' } : { kind: 'declined', decline: 'threeDsFailed' }),
      );
    },
    settle: settleNow,
    liftBan: (orderId) => liftBan.immediate(orderId),
    cancel(orderId, reason) {
      const detail = reason !== undefined && reason.trim() !== '' ? reason.trim().slice(0, 200) : 'cancelled';
      const cancelled = life.apply(orderId, 'cancel', { failure: cancelFailure(detail), detail });
      const order = orders.byId(orderId);
      if (!order) return undefined;
      if (cancelled) return { kind: 'cancelled', order };
      return order.status === 'processing' ? { kind: 'beingCharged', order } : { kind: 'decided', order };
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

export { cancelFailure, failureOf };
