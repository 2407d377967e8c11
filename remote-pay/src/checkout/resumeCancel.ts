import type { AppThunk } from '@topup/platform';
import { cancelOrder, continueOrder } from '@topup/payments';
import { awaitCharge } from './beingCharged';
import { checkoutActions, selectCheckout } from './checkoutSlice';
import { callErrorText, payText } from './texts';

/**
 * The waiting state's "cancel this payment": the pipeline's click_cancel, and the page is as usual; an
 * order whose charge is already with the processor cannot be cancelled, and the page goes on waiting.
 */
export function cancelResumed(): AppThunk<Promise<void>> {
  return async (dispatch, getState, extra) => {
    const resume = selectCheckout(getState()).resume;
    dispatch(checkoutActions.resumeChanged(null));
    if (!resume?.orderId) return;
    const answer = await dispatch(cancelOrder(resume.orderId, 'user_gave_up'));
    if (answer.kind === 'beingCharged') {
      await dispatch(awaitCharge());
      return;
    }
    if (answer.kind === 'failed') {
      extra.overlays.toast(callErrorText(extra, answer.result, answer.message));
      return;
    }
    extra.payEvents.emit({ type: 'cancelled', orderId: resume.orderId });
    extra.overlays.toast(payText(extra, 'result.cancelled'));
  };
}

/** The waiting state's "continue the payment": back to the provider's page the order waits on. */
export function continueResumed(): AppThunk<Promise<void>> {
  return async (dispatch, getState, extra) => {
    const resume = selectCheckout(getState()).resume;
    if (!resume?.orderId || !resume.continueUrl) return;
    const leaving = dispatch(continueOrder(resume.orderId, resume.continueUrl));
    if (leaving)
      dispatch(
        checkoutActions.paymentChanged({
          status: 'leaving',
          loadingKey: 'goingToPaymentPage',
          orderId: resume.orderId,
        }),
      );
    else extra.overlays.toast(payText(extra, 'failure.redirectRefused'));
  };
}
