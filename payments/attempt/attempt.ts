import type { AppStorage, PayAttempt } from '@topup/platform';
import { makeClientDirectoryId } from '@topup/shared/domain/clientOrderId';

// spec 01 §3, §7 and "never charged twice": one X-CLI-RID per payment attempt, kept in storage until the
// attempt is decided. A double click, a retry after a network error, a reload during order creation, or a
// second tab paying the same thing all send the same id, so the server (which enforces it in SQLite)
// answers with the same order instead of making a second one. What is kept is what resuming needs — the
// id, the target, the order once named, the time — and nothing of the card.

/** An attempt older than this is abandoned: paying again starts a new one. */
export const ATTEMPT_MAX_AGE_MS = 15 * 60 * 1000;

export interface AttemptTarget {
  uid: number;
  recharge_id: number;
  pay_type: number;
}

export interface AttemptServices {
  storage: AppStorage;
  now(): number;
  uuid(): string;
}

const same = (a: AttemptTarget, b: AttemptTarget) =>
  a.uid === b.uid && a.recharge_id === b.recharge_id && a.pay_type === b.pay_type;

/** The attempt kept in storage while it is young enough to be resumed, else null. */
export function keptAttempt(services: Pick<AttemptServices, 'storage' | 'now'>): PayAttempt | null {
  const kept = services.storage.get('payAttempt');
  return kept && services.now() - kept.created_at < ATTEMPT_MAX_AGE_MS ? kept : null;
}

/** The attempt for this target: the one in progress when it pays the same thing, else a new one. */
export function attemptFor(services: AttemptServices, target: AttemptTarget): PayAttempt {
  const kept = keptAttempt(services);
  if (kept && same(kept, target)) return kept;
  const now = services.now();
  const attempt: PayAttempt = {
    rid: makeClientDirectoryId(services.uuid(), now),
    uid: target.uid,
    recharge_id: target.recharge_id,
    pay_type: target.pay_type,
    created_at: now,
  };
  services.storage.set('payAttempt', attempt);
  return attempt;
}

/** The server named the attempt's order. */
export function attemptOrdered(
  services: Pick<AttemptServices, 'storage'>,
  rid: string,
  orderId: string,
): void {
  // spec 01 §3 "last pay order id": the order the last attempt made
  services.storage.set('lastPayOrderId', orderId);
  const kept = services.storage.get('payAttempt');
  if (kept?.rid === rid) services.storage.set('payAttempt', { ...kept, order_id: orderId });
}

/** The attempt is decided (paid, refused, cancelled): the next payment is a new attempt. */
export function attemptDecided(services: Pick<AttemptServices, 'storage'>, orderIdOrRid?: string): void {
  const kept = services.storage.get('payAttempt');
  if (!kept) return;
  if (orderIdOrRid === undefined || kept.rid === orderIdOrRid || kept.order_id === orderIdOrRid) {
    services.storage.set('payAttempt', null);
  }
}
