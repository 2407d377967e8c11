import { RECENT_PAYMENTS_MAX, type AppThunk, type RecentPayment } from '@topup/platform';
import type { RepeatPaymentData } from '@topup/shared/contract/attempt';
import { findRepeatPayment } from '@topup/shared/domain/repeatPayment';
import { selectCheckout } from './checkoutSlice';
import type { PayTarget } from './selectors';

// Never charged twice by accident: paying the same recipient the same amount again
// within 10 minutes (another tab, a reload, the back button) says so, names the paid order, and goes on
// only after a conscious second tap. This device knows its own payments (storage, which other tabs hear at
// once); the server refuses what it knows of the account's other devices (REPEAT_PAYMENT).

/** A payment succeeded: kept for the repeat check of this and every other tab. */
export function recordPaid(payment: RecentPayment): AppThunk {
  return (_dispatch, _getState, { storage }) => {
    const kept = storage.get('recentPayments').filter((p) => p.order_id !== payment.order_id);
    storage.set('recentPayments', [payment, ...kept].slice(0, RECENT_PAYMENTS_MAX));
  };
}

/** The paid order this target would repeat, as this browser knows it; null when there is none. */
export function localRepeatOf(target: PayTarget): AppThunk<RepeatPaymentData | null> {
  return (_dispatch, getState, { storage, now }) => {
    const paid = storage.get('recentPayments').map((p) => ({ ...p, toUid: p.to_uid, paidAtMs: p.paid_at }));
    const found = findRepeatPayment(paid, { toUid: target.uid, amount: target.amount }, now());
    if (!found || selectCheckout(getState()).repeatConfirmedFor === found.order_id) return null;
    return { order_id: found.order_id, amount: found.amount, paid_at: Math.floor(found.paid_at / 1000) };
  };
}
