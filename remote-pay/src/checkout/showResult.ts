import type { AppThunk } from '@topup/platform';
import { endAttempt, renewPageView } from '@topup/payments';
import { selectRecipient } from '../recipient/recipientSlice';
import { cardFetchListener } from './cardFetch';
import { checkoutActions, type ShownResult } from './checkoutSlice';
import { recordPaid } from './repeat';

/**
 * A payment is decided: its dialog shows, the attempt ends (the next payment is a new order), the last
 * attempted type and card follow, the last successful ones follow a success (which other tabs and the
 * repeat check learn of, and after which the page view id is renewed once the server says this page
 * view's payment finished, spec 02 §4), and the order's card is fetched (spec 01 §3, §4). A payment the
 * pipeline decided in this page (`settled`) has had its attempt ended and its page view asked for there.
 */
export function showResult(
  result: ShownResult,
  options: { fetchCard: boolean; settled?: boolean },
): AppThunk<Promise<void>> {
  return async (dispatch, getState, extra) => {
    const settled = options.settled === true;
    if (result.orderId && !settled) dispatch(endAttempt(result.orderId));
    dispatch(checkoutActions.resultShown(result));
    extra.payEvents.emit({ type: 'result_shown', orderId: result.orderId, kind: result.kind });
    dispatch(checkoutActions.payAttempted({ payType: result.payType, card: result.card }));
    if (result.kind === 'success') {
      dispatch(checkoutActions.paySucceeded({ payType: result.payType, card: result.card }));
      // the next order of this page is another page view's (two top-ups never share one)
      if (!settled) void dispatch(renewPageView());
      const recipient = selectRecipient(getState());
      if (result.orderId && recipient)
        dispatch(
          recordPaid({
            order_id: result.orderId,
            to_uid: recipient.uid,
            amount: result.amount,
            paid_at: extra.now(),
          }),
        );
    }
    if (options.fetchCard && result.orderId) {
      dispatch(cardFetchListener);
      dispatch(
        checkoutActions.cardFetchStarted({
          orderId: result.orderId,
          payType: result.payType,
          paid: result.kind === 'success',
        }),
      );
    }
  };
}
