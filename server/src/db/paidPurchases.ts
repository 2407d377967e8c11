import type { Database } from 'better-sqlite3';

/** A paid order as the repeat-payment rule reads it (shared/domain/repeatPayment.ts). */
export interface PaidPurchaseRow {
  order_id: string;
  /** The recipient (internal id). */
  to_uid: number;
  amount_cents: number;
  /** Unix seconds: when it was credited, in the same transaction that made it paid (orders.markPaid). */
  paid_at: number;
}

/** Who pays whom how much, in an attempt to pay. */
export interface PurchaseAttempt {
  toUid: number;
  amountCents: number;
  deviceId: string;
  /** The logged-in payer, 0 without a login. */
  sessionUid: number;
}

/**
 * The latest paid order for the attempt's recipient and amount made from the same device, or by the same
 * logged-in payer; undefined when there is none.
 */
export function lastPaidPurchaseQuery(
  db: Database,
): (attempt: PurchaseAttempt) => PaidPurchaseRow | undefined {
  const latest = db.prepare<{ to: number; amount: number; device: string; owner: number }, PaidPurchaseRow>(
    `SELECT o.order_id, o.to_uid, o.amount_cents, c.created_at AS paid_at
       FROM orders o JOIN credits c ON c.order_id = o.order_id
      WHERE o.to_uid = @to AND o.amount_cents = @amount AND o.status = 'paid'
        AND (o.device_id = @device OR (@owner <> 0 AND o.session_uid = @owner))
      ORDER BY c.created_at DESC, c.id DESC
      LIMIT 1`,
  );
  return (a) => latest.get({ to: a.toUid, amount: a.amountCents, device: a.deviceId, owner: a.sessionUid });
}
