import type { RepeatPaymentData } from '@topup/shared/contract';
import { REPEAT_PAYMENT } from '@topup/shared/contract/codes';
import { findRepeatPayment } from '@topup/shared/domain/repeatPayment';
import { lastPaidPurchaseQuery, type PurchaseAttempt } from '../../db/paidPurchases';
import type { ApiContext } from '../../context/context';
import { MSG } from '../../http/messages';
import { failWith, type Outcome } from '../../http/route';

/**
 * create_coin_pay's repeat-payment rule (shared/domain/repeatPayment.ts): an attempt paying the same
 * recipient the same amount as a payment of less than 10 minutes ago, from the same device or by the same
 * logged-in payer, is refused with REPEAT_PAYMENT and that payment (`data`: order_id, amount, paid_at)
 * unless the payer has confirmed it (repeat_ok=1, checked by the caller).
 */
export function repeatPaymentRule(ctx: ApiContext): (attempt: PurchaseAttempt) => Outcome<never> | undefined {
  const lastPaid = lastPaidPurchaseQuery(ctx.db);
  return (attempt) => {
    const row = lastPaid(attempt);
    const candidates = row
      ? [{ toUid: row.to_uid, amount: row.amount_cents / 100, paidAtMs: row.paid_at * 1000, row }]
      : [];
    const repeated = findRepeatPayment(
      candidates,
      { toUid: attempt.toUid, amount: attempt.amountCents / 100 },
      ctx.now(),
    );
    if (!repeated) return undefined;
    const data: RepeatPaymentData = {
      order_id: repeated.row.order_id,
      amount: repeated.amount,
      paid_at: repeated.row.paid_at,
    };
    return failWith(REPEAT_PAYMENT, MSG.repeatPayment, data);
  };
}
