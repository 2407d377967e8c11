import type { AppThunk } from '@topup/platform';
import { checkoutActions } from './checkoutSlice';

// Tabs of this browser learn of each other's payments at once (issue "Checkout core"): the payment attempt
// and the recent payments live in local storage, whose changes reach the other tabs as storage events.

/** Follows the other tabs; returns the unsubscribe (the page's cleanup). */
export function watchOtherTabs(): AppThunk<() => void> {
  return (dispatch, _getState, { storage }) => {
    const stopAttempt = storage.watch('payAttempt', (attempt) => {
      dispatch(
        checkoutActions.otherTabChanged(
          attempt ? { kind: 'paying', uid: attempt.uid, rechargeId: attempt.recharge_id } : null,
        ),
      );
    });
    const stopPaid = storage.watch('recentPayments', (paid) => {
      const latest = paid[0];
      if (latest)
        dispatch(
          checkoutActions.otherTabChanged({
            kind: 'paid',
            uid: latest.to_uid,
            amount: latest.amount,
            orderId: latest.order_id,
            paidAt: latest.paid_at,
          }),
        );
    });
    return () => {
      stopAttempt();
      stopPaid();
    };
  };
}
