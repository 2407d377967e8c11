import type { AppThunk, PayAttempt, PayAttempts, StoreServices } from '@topup/platform';

// spec 01 §3, §7, spec 02 §4 and "never charged twice": the one store of payment attempts, keyed by payable.
// One X-CLI-RID per attempt, kept in storage until its order is decided (shared/domain/attemptEnd.ts), so a
// double click, a retry after a network error, a reload during order creation or a second tab paying the
// same thing all send the same id, and the server (which enforces it in SQLite) answers with the same order.
// What is kept is what resuming needs — the id, what it pays, the order once named, the time — and nothing
// of the card. The top-up has one slot (one payment at a time, across tabs); the fine one per channel.

// This module reads and ends attempts (what a reload's resume and a page coming back from paying need in
// their first render); making them is attempts.ts, which only a payment loads.

/** An attempt older than this is abandoned: paying again starts a new one. */
export const ATTEMPT_MAX_AGE_MS = 15 * 60 * 1000;

export type AttemptServices = Pick<StoreServices, 'storage' | 'now' | 'uuid'>;
type Readable = Pick<AttemptServices, 'storage' | 'now'>;

/** The slot of the top-up's attempt (the one a reload resumes). */
export const COIN_SLOT = 'coin';

/** The attempts young enough to go on (older ones are dropped at the next write). */
export function young(services: Readable): Record<string, PayAttempt> {
  const now = services.now();
  const all = services.storage.get('payAttempts') ?? {};
  return Object.fromEntries(Object.entries(all).filter(([, a]) => now - a.created_at < ATTEMPT_MAX_AGE_MS));
}

export function write(services: Pick<AttemptServices, 'storage'>, attempts: PayAttempts): void {
  services.storage.set('payAttempts', Object.keys(attempts).length > 0 ? attempts : null);
}

/** The attempt kept in a slot while it is young enough to go on, else null. */
export function attemptIn(services: Readable, slot: string): PayAttempt | null {
  return young(services)[slot] ?? null;
}

/** The attempt whose order (or id) this is has ended: paying the same again is a new attempt. */
export function attemptEnded(services: Readable, orderIdOrRid: string): void {
  const attempts = young(services);
  const left = Object.entries(attempts).filter(
    ([, a]) => a.rid !== orderIdOrRid && a.order_id !== orderIdOrRid,
  );
  if (left.length !== Object.keys(attempts).length) write(services, Object.fromEntries(left));
}

/** The top-up's attempt kept while it is young enough to go on (a reload resumes it), else null. */
export const keptAttempt = (): AppThunk<PayAttempt | null> => (_dispatch, _getState, services) =>
  attemptIn(services, COIN_SLOT);

/**
 * The attempt whose order (or id) this is has ended: its order is decided, as the page learnt after the
 * payment left it (the callback's result, a lookup), or it made none.
 */
export const endAttempt =
  (orderIdOrRid: string): AppThunk =>
  (_dispatch, _getState, services) =>
    attemptEnded(services, orderIdOrRid);
