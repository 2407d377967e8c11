import type { PayAttempt, PayAttempts, StoreServices } from '@topup/platform';
import { makeClientDirectoryId } from '@topup/shared/domain/clientOrderId';

// spec 01 §3, §7, spec 02 §4 and "never charged twice": the one store of payment attempts, keyed by payable.
// One X-CLI-RID per attempt, kept in storage until its order is decided (shared/domain/attemptEnd.ts), so a
// double click, a retry after a network error, a reload during order creation or a second tab paying the
// same thing all send the same id, and the server (which enforces it in SQLite) answers with the same order.
// What is kept is what resuming needs — the id, what it pays, the order once named, the time — and nothing
// of the card. The top-up has one slot (one payment at a time, across tabs); the fine one per channel.

/** An attempt older than this is abandoned: paying again starts a new one. */
export const ATTEMPT_MAX_AGE_MS = 15 * 60 * 1000;

export type AttemptServices = Pick<StoreServices, 'storage' | 'now' | 'uuid'>;

/** The slot of the top-up's attempt (the one a reload resumes). */
export const COIN_SLOT = 'coin';

type Target = PayAttempt['target'];

const sameTarget = (a: Target, b: Target) => {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => a[k] === b[k]);
};

/** The attempts young enough to go on (older ones are dropped at the next write). */
function young(services: Pick<AttemptServices, 'storage' | 'now'>): Record<string, PayAttempt> {
  const now = services.now();
  const all = services.storage.get('payAttempts') ?? {};
  return Object.fromEntries(Object.entries(all).filter(([, a]) => now - a.created_at < ATTEMPT_MAX_AGE_MS));
}

function write(services: Pick<AttemptServices, 'storage'>, attempts: PayAttempts): void {
  services.storage.set('payAttempts', Object.keys(attempts).length > 0 ? attempts : null);
}

/** The attempt kept in a slot while it is young enough to go on, else null. */
export function attemptIn(
  services: Pick<AttemptServices, 'storage' | 'now'>,
  slot: string,
): PayAttempt | null {
  return young(services)[slot] ?? null;
}

/** The attempt for this target: the one in progress in its slot when it pays the same, else a new one. */
export function attemptFor(services: AttemptServices, slot: string, target: Target): PayAttempt {
  const attempts = young(services);
  const kept = attempts[slot];
  if (kept && sameTarget(kept.target, target)) return kept;
  const now = services.now();
  const attempt: PayAttempt = { rid: makeClientDirectoryId(services.uuid(), now), target, created_at: now };
  write(services, { ...attempts, [slot]: attempt });
  return attempt;
}

/** The server named the attempt's order. */
export function attemptOrdered(
  services: Pick<AttemptServices, 'storage' | 'now'>,
  rid: string,
  orderId: string,
): void {
  const attempts = young(services);
  const slot = Object.keys(attempts).find((s) => attempts[s]?.rid === rid);
  if (slot === undefined) return;
  // spec 01 §3 "last pay order id": the order the last top-up attempt made
  if (slot === COIN_SLOT) services.storage.set('lastPayOrderId', orderId);
  write(services, { ...attempts, [slot]: { ...attempts[slot]!, order_id: orderId } });
}

/** The attempt whose order (or id) this is has ended: paying the same again is a new attempt. */
export function attemptEnded(services: Pick<AttemptServices, 'storage' | 'now'>, orderIdOrRid: string): void {
  const attempts = young(services);
  const left = Object.entries(attempts).filter(
    ([, a]) => a.rid !== orderIdOrRid && a.order_id !== orderIdOrRid,
  );
  if (left.length !== Object.keys(attempts).length) write(services, Object.fromEntries(left));
}
