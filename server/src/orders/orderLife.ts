import type { Database } from 'better-sqlite3';
import type { OrderStatus } from '@topup/shared/contract';
import type { OrderFailure, OrderRow } from '../db/orders';

// DESIGN §12: one status machine for every order, coins and fines alike. Each event moves an order only
// from the statuses it names, in one transaction with its line in the order's history and, when the order
// is paid, the payable's effect (orders/effects.ts). A call from any other status changes nothing and
// says so, which is what keeps two requests racing on one order from both acting on it:
//
//   made waiting for its payer (the hosted page, Apple Pay) ─▶ redirect ── submit ──▶ processing
//   processing ── challenge ──▶ challenge ── authenticate ──▶ processing
//   processing ── pay ────────▶ paid        (the effect: coins credited, or the ban lifted after its delay)
//   processing ── fail ───────▶ failed
//   redirect, challenge ── cancel, expire ──▶ cancelled
//
// 'processing' is the order with the server or its processor (being charged): it can be neither cancelled
// nor replaced. Only an order waiting for its payer (a provider's page, Apple Pay's sheet, 3-D Secure) can.

export type OrderEvent = 'submit' | 'authenticate' | 'challenge' | 'pay' | 'fail' | 'cancel' | 'expire';

export interface Transition {
  from: readonly OrderStatus[];
  to: OrderStatus;
}

export const ORDER_LIFE: Readonly<Record<OrderEvent, Transition>> = {
  /** The payer's card or token has come: the order goes to the processor. */
  submit: { from: ['redirect'], to: 'processing' },
  /** The cardholder answered 3-D Secure: the processor decides with that answer. */
  authenticate: { from: ['challenge'], to: 'processing' },
  /** The processor asks for 3-D Secure. */
  challenge: { from: ['processing'], to: 'challenge' },
  /** The processor authorised the charge: the payable's effect, in the same transaction. */
  pay: { from: ['processing'], to: 'paid' },
  /** The processor declined it, or it never reached the processor (interrupted). */
  fail: { from: ['processing'], to: 'failed' },
  /** The payer stopped it, or another attempt at the same fine replaced it. */
  cancel: { from: ['redirect', 'challenge'], to: 'cancelled' },
  /** Its payer never came back (reconciliation). */
  expire: { from: ['redirect', 'challenge'], to: 'cancelled' },
};

/** A final status: nothing moves an order out of it. */
export const isFinal = (status: OrderStatus): boolean =>
  !Object.values(ORDER_LIFE).some((t) => t.from.includes(status));

/** A line of an order's history. */
export interface OrderEventRow {
  order_id: string;
  at_ms: number;
  event: string;
  from_status: string | null;
  to_status: string | null;
  detail: string;
}

/** What the payable does when its order is paid, and (coins) when it fails: inside the transition. */
export interface PayableEffects {
  paid(order: OrderRow, atMs: number): void;
  failed(order: OrderRow, decline: string | null, atMs: number): void;
}

export interface ApplyOptions {
  /** 'fail', 'cancel', 'expire': why, in the order's fail columns. */
  failure?: OrderFailure;
  /** A word for the history. */
  detail?: string;
}

export interface OrderLife {
  /**
   * Moves the order by `event` when it is in one of the statuses the event names, with its history line
   * and effect, in one transaction (a savepoint inside the caller's). false, and nothing written, otherwise.
   */
  apply(orderId: string, event: OrderEvent, options?: ApplyOptions): boolean;
  /** A line in the order's history that changes no status (a refund, a charge asked). */
  note(orderId: string, event: string, detail?: string): void;
  history(orderId: string): OrderEventRow[];
}

export function orderLife(db: Database, now: () => number, effects: PayableEffects): OrderLife {
  const read = db.prepare<[string], OrderRow>('SELECT * FROM orders WHERE order_id = ?');
  const move = db.prepare<{ orderId: string; to: string; from: string; atS: number; atMs: number }>(
    `UPDATE orders SET status = @to, updated_at = @atS,
       paid_at_ms = CASE WHEN @to = 'paid' THEN @atMs ELSE paid_at_ms END
      WHERE order_id = @orderId AND status IN (SELECT value FROM json_each(@from))`,
  );
  const failWith = db.prepare<OrderFailure & { orderId: string }>(
    `UPDATE orders SET decline = @decline, fail_reason = @failReason, fail_detail = @failDetail,
       err_code = @errCode, err_summary = @errSummary WHERE order_id = @orderId`,
  );
  const log = db.prepare<{
    orderId: string;
    atMs: number;
    event: string;
    from: string | null;
    to: string | null;
    detail: string;
  }>(
    `INSERT INTO order_events (order_id, at_ms, event, from_status, to_status, detail)
     VALUES (@orderId, @atMs, @event, @from, @to, @detail)`,
  );
  const history = db.prepare<[string], OrderEventRow>(
    'SELECT order_id, at_ms, event, from_status, to_status, detail FROM order_events WHERE order_id = ? ORDER BY id',
  );

  const apply = db.transaction((orderId: string, event: OrderEvent, options: ApplyOptions): boolean => {
    const { from, to } = ORDER_LIFE[event];
    const before = read.get(orderId);
    if (!before || !from.includes(before.status)) return false;
    const atMs = now();
    move.run({ orderId, to, from: JSON.stringify(from), atS: Math.floor(atMs / 1000), atMs });
    if (options.failure) failWith.run({ orderId, ...options.failure });
    log.run({ orderId, atMs, event, from: before.status, to, detail: options.detail ?? '' });
    const after = read.get(orderId);
    if (!after) throw new Error(`order ${orderId} vanished`);
    if (event === 'pay') effects.paid(after, atMs);
    if (event === 'fail') effects.failed(after, options.failure?.decline ?? null, atMs);
    return true;
  });

  return {
    apply: (orderId, event, options = {}) => apply(orderId, event, options),
    note(orderId, event, detail = '') {
      log.run({ orderId, atMs: now(), event, from: null, to: null, detail });
    },
    history: (orderId) => history.all(orderId),
  };
}
