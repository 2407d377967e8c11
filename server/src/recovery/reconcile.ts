import type { Database } from 'better-sqlite3';
import type { OrderRow } from '../db/orders';
import { holdsMoney, orderIdOfReference } from '../gateway/gateway';
import { decideCharge, type Decision } from '../gateway/testCards';
import { createAnswer } from '../orders/answers';
import { isFinal } from '../orders/orderLife';
import {
  CANCEL_DETAIL,
  cancelFailure,
  chargeReferenceOf,
  payments as paymentsOf,
  type Payments,
} from '../orders/payments';

// DESIGN §12: every authorised charge ends with its order's effect or a refund, and every order ends. At
// start-up and then every RECONCILE_EVERY_MS, this pass looks at every order not decided and every charge
// the processor recorded, and finishes each the way its own answer would have:
// - an order being processed whose charge was asked long enough ago that its answer was lost (a server
//   stopped mid-payment) is settled by the processor's decision: paid and credited once, challenged, or
//   failed with the card's reason;
// - an order being processed that never reached the processor (the server stopped before, or its request
//   died) fails as interrupted (ORDER_INTERRUPTED): nothing was charged;
// - an order waiting for its payer (a provider's page, Apple Pay's sheet, 3-D Secure) who never came back
//   ends cancelled (expired);
// - a charge that holds money for an order that ended without paying (or for no order) is refunded, in the
//   order's history;
// - a paid fine whose ban is due to lift is lifted (its effect).
// A graceful stop still finishes the payment in flight (Fastify's close waits for the request).

/** The processor answers within its delay; a charge asked this much longer ago has lost its caller. */
export const LOST_AFTER_MS = 30_000;
/** While running, an order with the server this long without reaching the processor lost its request. */
export const UNASKED_AFTER_MS = 10 * 60 * 1000;
/** An order waiting for its payer this long is given up (ours: twice the page's 15-minute attempt). */
export const PAYER_WAIT_MS = 30 * 60 * 1000;
/** How often a running server reconciles. */
export const RECONCILE_EVERY_MS = 30_000;

export interface ReconcileScan {
  /** A charge asked at or before this time (ms since the epoch) whose order is still processed is lost. */
  askedByMs: number;
  /** An order processed since at or before this time with no charge asked is interrupted. */
  unaskedSinceMs: number;
  /** An order waiting for its payer since at or before this time is expired. */
  waitingSinceMs: number;
  /** A paid fine paid at or before this time has its ban lifted. */
  liftPaidByMs: number;
}

export interface ReconcileReport {
  /** Orders decided by the processor's recorded answer. */
  settled: string[];
  /** Orders failed as interrupted: nothing was charged. */
  interrupted: string[];
  /** Orders whose payer never came back. */
  expired: string[];
  /** Orders whose charge was given back. */
  refunded: string[];
  /** Fines whose ban was lifted. */
  lifted: string[];
}

const INTERRUPTED: Decision = { kind: 'declined', decline: 'interrupted' };
const sinceMs = (order: OrderRow): number => order.updated_at * 1000;

/** One reconciliation pass (see above). */
export function reconcile(payments: Payments, scan: ReconcileScan): ReconcileReport {
  const { orders, gateway, life } = payments;
  const report: ReconcileReport = { settled: [], interrupted: [], expired: [], refunded: [], lifted: [] };

  for (const order of orders.inStatus(['processing'])) {
    const charge = gateway.charges.find(chargeReferenceOf(order));
    let decision: Decision | undefined;
    if (charge) decision = charge.requestedAtMs <= scan.askedByMs ? decideCharge(charge.input) : undefined;
    else if (sinceMs(order) <= scan.unaskedSinceMs) decision = INTERRUPTED;
    if (!decision) continue;
    const after = payments.settle(order.order_id, decision);
    // the create call's answer, so that a retry of its X-CLI-RID gets it instead of waiting for it
    if (after.payable === 'coin' && after.answer === null)
      orders.setAnswer(order.order_id, JSON.stringify(createAnswer(after)));
    (decision === INTERRUPTED ? report.interrupted : report.settled).push(order.order_id);
  }

  for (const order of orders.inStatus(['redirect', 'challenge'])) {
    if (sinceMs(order) > scan.waitingSinceMs) continue;
    const failure = cancelFailure(CANCEL_DETAIL.expired);
    if (life.apply(order.order_id, 'expire', { failure, detail: 'expired' }))
      report.expired.push(order.order_id);
  }

  for (const charge of gateway.charges.all()) {
    if (!holdsMoney(charge)) continue;
    const orderId = orderIdOfReference(charge.reference);
    const order = orders.byId(orderId);
    if (order && (order.status === 'paid' || !isFinal(order.status))) continue;
    if (!gateway.refund(charge.reference)) continue;
    if (order) life.note(orderId, 'refunded', `the charge held money for an order ${order.status}`);
    report.refunded.push(orderId);
  }

  for (const order of orders.finesToLift(scan.liftPaidByMs)) {
    if (payments.liftBan(order.order_id)) report.lifted.push(order.order_id);
  }
  return report;
}

/**
 * Reconciles what a stopped server left (every lost charge, interrupted orders made before now), then
 * again every RECONCILE_EVERY_MS. Returns the stop function.
 */
export function startReconciliation(
  db: Database,
  options: { now?: () => number; log?: (message: string) => void; liftDelayMs: number },
): () => void {
  const now = options.now ?? Date.now;
  const log = options.log ?? (() => undefined);
  const payments = paymentsOf(db, { now });
  const run = (scan: ReconcileScan) => {
    try {
      const report = reconcile(payments, scan);
      const said = Object.entries(report)
        .filter(([, ids]) => (ids as string[]).length > 0)
        .map(([what, ids]) => `${(ids as string[]).length} ${what}`);
      if (said.length > 0) log(`reconciliation: ${said.join(', ')}`);
    } catch (error) {
      log(`reconciliation failed: ${String(error)}`);
    }
  };
  const scanAt = (at: number, start: boolean): ReconcileScan => ({
    askedByMs: start ? at : at - payments.timings.processorDelayMs - LOST_AFTER_MS,
    unaskedSinceMs: start ? at : at - UNASKED_AFTER_MS,
    waitingSinceMs: at - PAYER_WAIT_MS,
    liftPaidByMs: at - options.liftDelayMs,
  });
  run(scanAt(now(), true));
  const timer = setInterval(() => run(scanAt(now(), false)), RECONCILE_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
