import type { AppThunk } from '@topup/platform';
import { endAttempt } from '@topup/payments';
import { fineActions } from './fineSlice';
import { howOrderEnded } from './returnedOrder';
import { selectFineStatus } from './selectors';

export { renewPageView } from '@topup/payments';

// spec 02 §4: what the page does back from paying (the order in its address), loaded only then: how the
// order ended while the fine is still to pay, that payment's end once the ban is lifted, and the page view
// renewed once the server says its payment finished (the payments pipeline's renewPageView).

/** The payment of this order has ended (the ban lifted): paying again is a new attempt. */
export const paymentEnded = (orderId: string) => endAttempt(orderId);

/**
 * The order the page came back with, while the fine is still to pay: declined (3-D Secure failed, …) or
 * cancelled on the provider's page, the page says so; paying again is then a new attempt.
 */
export function readReturnedOrder(orderId: string): AppThunk<Promise<void>> {
  return async (dispatch, getState) => {
    const ending = await dispatch(howOrderEnded(orderId));
    // said only while the fine is shown unpaid (a newer lookup may have changed it meanwhile)
    if (!ending || selectFineStatus(getState()).status !== 'banned') return;
    dispatch(endAttempt(orderId));
    dispatch(fineActions.returnedOrderEnded(ending));
  };
}
