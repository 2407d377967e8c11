// Never charge twice by accident. Spec 01 §3 makes one order per payment attempt (X-CLI-RID); a second
// attempt that pays the same account the same amount moments after a paid one is most likely a mistake
// too (a second tab, a payment started again after its result, a double tap on "top up again"). The
// server refuses it (REPEAT_PAYMENT, ours) unless the payer confirms it (repeat_ok=1); the page asks
// first with the same rule.

/** How long after a payment the same payment again needs a confirmation. */
export const REPEAT_PAYMENT_WINDOW_MS = 10 * 60 * 1000;

/**
 * Whether a payment made at `paidAtMs` is recent enough at `nowMs` that paying the same again needs a
 * confirmation: less than 10 minutes ago. A time a little ahead of `nowMs` (another clock) counts as
 * just now; an unreadable one (NaN) never counts.
 */
export function isRepeatPayment({ paidAtMs, nowMs }: { paidAtMs: number; nowMs: number }): boolean {
  return nowMs - paidAtMs < REPEAT_PAYMENT_WINDOW_MS;
}

/** A purchase as both sides name it: the recipient's internal uid and the amount in USD. */
export interface Purchase {
  toUid: number;
  amount: number;
}

/** The same purchase: the same recipient and the same amount, compared in cents (USD amounts are floats). */
export const isSamePurchase = (a: Purchase, b: Purchase): boolean =>
  a.toUid === b.toUid && Math.round(a.amount * 100) === Math.round(b.amount * 100);

/** The latest of `paid` that `attempt` would repeat at `nowMs`, if any. */
export function findRepeatPayment<P extends Purchase & { paidAtMs: number }>(
  paid: readonly P[],
  attempt: Purchase,
  nowMs: number,
): P | undefined {
  return paid
    .filter((p) => isSamePurchase(p, attempt) && isRepeatPayment({ paidAtMs: p.paidAtMs, nowMs }))
    .reduce<P | undefined>(
      (latest, p) => (latest === undefined || p.paidAtMs > latest.paidAtMs ? p : latest),
      undefined,
    );
}
