import type { PayAttempt } from '@topup/platform';
import { makeClientDirectoryId } from '@topup/shared/domain/clientOrderId';
import { COIN_SLOT, young, write, type AttemptServices } from './attemptStore';

// Making a payment attempt and naming its order, in the one store of attempts (attemptStore.ts): the same
// target in the same slot is the same attempt until its order is decided.

type Target = PayAttempt['target'];

const sameTarget = (a: Target, b: Target) => {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => a[k] === b[k]);
};

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
