import type { Database } from 'better-sqlite3';
import { FINE_LIFT_DEFAULT_S } from '@topup/shared/contract/finePay';
import type { Payments } from '../orders/payments';

// spec 02 §2, §4: a paid fine's ban shows as pending for a few minutes, then lifts by itself: the fine's
// effect, the end of its order's life (Payments.liftBan). The delay is TOPUP_FINE_LIFT_SECONDS (default
// 180 s). The lift happens when someone next asks (get_fine_info) or at the next reconciliation
// (recovery/reconcile.ts), whichever comes first; test mode lifts one account's ban at once
// (POST /__test/fine-lift), so no test waits for it.

export const fineLiftSeconds = (env: Record<string, string | undefined> = process.env): number => {
  const n = Number(env.TOPUP_FINE_LIFT_SECONDS);
  return Number.isFinite(n) && n >= 0 ? n : FINE_LIFT_DEFAULT_S;
};

/** Lifts the account's ban when its paid fine has waited long enough; true when the ban is (now) lifted. */
export function liftIfDue(payments: Payments, uid: number, nowMs: number, delayS: number): boolean {
  const pending = payments.orders.fineToLift(uid);
  if (!pending || pending.paid_at_ms === null) return false;
  if (nowMs < pending.paid_at_ms + delayS * 1000) return false;
  return payments.liftBan(pending.order_id);
}

/** Test mode: accounts whose fine service says "under maintenance" (POST /__test/fine-maintenance). */
const maintenance = new WeakMap<Database, Set<number>>();
export function setFineMaintenance(db: Database, uid: number, on: boolean): void {
  const set = maintenance.get(db) ?? new Set<number>();
  if (on) set.add(uid);
  else set.delete(uid);
  maintenance.set(db, set);
}
export const fineUnderMaintenance = (db: Database, uid: number): boolean =>
  maintenance.get(db)?.has(uid) ?? false;
