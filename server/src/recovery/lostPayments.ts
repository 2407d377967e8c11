import type { Database } from 'better-sqlite3';
import { isApplePayType } from '@topup/shared/domain/payTypes';
import { fineStore, type FineStore } from '../fines/store';
import { chargeReference, type ChargeDecision } from '../gateway/gateway';
import type { Decision } from '../gateway/testCards';
import { createAnswer } from '../orders/answers';
import { payments as paymentsOf, type Payments } from '../orders/payments';

// Issue 2: a server stopped while the processor had a charge (killed 1.5 s into the delayed card's 5 s)
// left its order 'processing' for ever — a retry of its X-CLI-RID waited, then said 31082, and
// order_by_client_rid said processing. At start-up, and on a timer while it runs, the server asks the
// gateway what it decided on each charge whose answer was lost and finishes the order exactly as the answer
// would have (paid and credited once, challenged, or failed with the card's reason). An order that was
// left before its charge reached the processor fails as interrupted (31086): nothing was charged. A graceful
// stop still finishes the payment in flight (Fastify's close waits for the request).

/** The processor answers within its delay; a charge asked this much longer ago has lost its caller. */
export const LOST_AFTER_MS = 30_000;
/** How often a running server looks for lost charges. */
export const LOST_PAYMENT_SCAN_MS = 30_000;

export interface LostPaymentScan {
  /** A charge asked at or before this time (ms since the epoch) whose order is still undecided is lost. */
  askedByMs: number;
  /**
   * Start-up only: an order being charged that was made at or before this time and never reached the
   * processor fails as interrupted. Absent: such orders are left alone (a running server may still be
   * making them).
   */
  unaskedMadeByMs?: number;
}

export interface LostPaymentReport {
  /** Orders decided by the gateway's answer. */
  settled: string[];
  /** Orders failed as interrupted. */
  interrupted: string[];
}

const INTERRUPTED: Decision = { kind: 'declined', decline: 'interrupted' };

/** What to do about an undecided order: the lost charge's decision, interrupted, or nothing (undefined). */
function decisionFor(
  charge: ChargeDecision | undefined,
  madeAtMs: number,
  waitsForPayer: boolean,
  scan: LostPaymentScan,
): Decision | undefined {
  if (charge) return charge.requestedAtMs <= scan.askedByMs ? charge.decision : undefined;
  if (waitsForPayer || scan.unaskedMadeByMs === undefined || madeAtMs > scan.unaskedMadeByMs)
    return undefined;
  return INTERRUPTED;
}

/** Settles the coin and fine orders whose processor call was lost (see above). */
export function settleLostPayments(
  payments: Payments,
  fines: FineStore,
  scan: LostPaymentScan,
): LostPaymentReport {
  const report: LostPaymentReport = { settled: [], interrupted: [] };
  const note = (orderId: string, decision: Decision) =>
    (decision === INTERRUPTED ? report.interrupted : report.settled).push(orderId);

  for (const order of payments.orders.processing()) {
    const charge = payments.gateway.decisionOf(chargeReference('order', order.order_id));
    // an Apple Pay order with no charge still waits for its token: its payer may yet send it
    const decision = decisionFor(charge, order.created_at * 1000, isApplePayType(order.pay_type), scan);
    if (!decision) continue;
    const after = payments.settle(order.order_id, decision);
    // the create call's answer, so that a retry of its X-CLI-RID gets it instead of waiting for it
    if (after.answer === null) payments.orders.setAnswer(order.order_id, JSON.stringify(createAnswer(after)));
    note(order.order_id, decision);
  }

  for (const order of fines.charging()) {
    const charge = payments.gateway.decisionOf(chargeReference('fine', order.order_id));
    // a fine order 'redirect' with no charge waits for its Apple Pay token
    const decision = decisionFor(charge, order.created_at_ms, order.status === 'redirect', scan);
    if (!decision) continue;
    fines.settle(order.order_id, decision);
    note(order.order_id, decision);
  }
  return report;
}

/**
 * Settles what a stopped server left (every lost charge, and interrupted orders made before now), then
 * looks again every LOST_PAYMENT_SCAN_MS for charges whose answer never came. Returns the stop function.
 */
export function startLostPaymentRecovery(
  db: Database,
  options: { now?: () => number; log?: (message: string) => void } = {},
): () => void {
  const now = options.now ?? Date.now;
  const log = options.log ?? (() => undefined);
  const payments = paymentsOf(db, { now });
  const fines = fineStore(db, now);
  const run = (scan: LostPaymentScan) => {
    try {
      const { settled, interrupted } = settleLostPayments(payments, fines, scan);
      if (settled.length + interrupted.length > 0)
        log(`lost payments: ${settled.length} settled, ${interrupted.length} failed as interrupted`);
    } catch (error) {
      log(`lost payments not settled: ${String(error)}`);
    }
  };
  const startedAt = now();
  run({ askedByMs: startedAt, unaskedMadeByMs: startedAt });
  const timer = setInterval(() => {
    run({ askedByMs: now() - payments.timings.processorDelayMs - LOST_AFTER_MS });
  }, LOST_PAYMENT_SCAN_MS);
  timer.unref();
  return () => clearInterval(timer);
}
