import { storage, type PayAttempt } from '@topup/platform';
import { makeClientDirectoryId } from '@topup/shared/domain/clientOrderId';

// spec 01 §3, §7 and the "never charged twice": one X-CLI-RID per payment attempt, kept in storage
// until the attempt is decided. A double click, a retry after a network error, a reload during order
// creation, or a second tab paying the same thing all send the same id, so the server (which enforces it
// in SQLite) answers with the same order instead of making a second one.

/** An attempt older than this is abandoned: paying again starts a new one. */
export const ATTEMPT_MAX_AGE_MS = 15 * 60 * 1000;

export interface AttemptTarget {
  uid: number;
  recharge_id: number;
  pay_type: number;
}

const same = (a: AttemptTarget, b: AttemptTarget) =>
  a.uid === b.uid && a.recharge_id === b.recharge_id && a.pay_type === b.pay_type;

const uuid = (): string =>
  typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : [...crypto.getRandomValues(new Uint8Array(16))].map((b) => b.toString(16).padStart(2, '0')).join('');

/** The attempt for this target: the one in progress when it pays the same thing, else a new one. */
export function attemptFor(target: AttemptTarget, now = Date.now()): PayAttempt {
  const kept = storage.get('payAttempt');
  if (kept && same(kept, target) && now - kept.created_at < ATTEMPT_MAX_AGE_MS) return kept;
  const attempt: PayAttempt = { ...target, rid: makeClientDirectoryId(uuid(), now), created_at: now };
  storage.set('payAttempt', attempt);
  return attempt;
}

/** The server named the attempt's order. */
export function attemptOrdered(rid: string, orderId: string): void {
  const kept = storage.get('payAttempt');
  if (kept?.rid === rid) storage.set('payAttempt', { ...kept, order_id: orderId });
}

/** The attempt is decided (paid, refused, cancelled): the next payment is a new attempt. */
export function attemptDecided(orderIdOrRid?: string): void {
  const kept = storage.get('payAttempt');
  if (!kept) return;
  if (orderIdOrRid === undefined || kept.rid === orderIdOrRid || kept.order_id === orderIdOrRid) {
    storage.set('payAttempt', null);
  }
}
