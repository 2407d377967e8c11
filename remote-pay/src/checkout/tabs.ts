import type { AppThunk } from '@topup/platform';
import { keptAttempt } from '@topup/payments';
import { checkoutActions } from './checkoutSlice';

// Tabs of this browser learn of each other's payments at once: the payment attempt
// and the recent payments live in local storage, whose changes reach the other tabs as storage events.

/** Follows the other tabs; returns the unsubscribe (the page's cleanup). */
export function watchOtherTabs(): AppThunk<() => void> {
  return (dispatch, _getState, { storage }) => {
    // the payment attempts changed (the pipeline's store): the top-up's one, its target as the payable named it
    const stopAttempt = storage.watch('payAttempts', () => {
      const target = dispatch(keptAttempt())?.target;
      dispatch(
        checkoutActions.otherTabChanged(
          target ? { kind: 'paying', uid: Number(target.uid), rechargeId: Number(target.recharge_id) } : null,
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
