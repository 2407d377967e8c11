import type { AppThunk } from '@topup/platform';
import { API } from '@topup/shared/contract/paths';
import { attemptDecided, followOrderUrl, payProviderConfig } from '@topup/payments';
import { checkoutActions, selectCheckout } from './checkoutSlice';
import { payText } from './texts';

/** The waiting state's "cancel this payment": click_cancel, and the page is as usual. */
export function cancelResumed(): AppThunk<Promise<void>> {
  return async (dispatch, getState, extra) => {
    const resume = selectCheckout(getState()).resume;
    dispatch(checkoutActions.resumeChanged(null));
    if (!resume?.orderId) return;
    await extra.api.postForm(API.clickCancel.path, { app_order: resume.orderId, reason: 'user_gave_up' });
    extra.payEvents.emit({ type: 'cancelled', orderId: resume.orderId });
    attemptDecided(extra, resume.orderId);
    extra.overlays.toast(payText(extra, 'result.cancelled'));
  };
}

/** The waiting state's "continue the payment": back to the provider's page the order waits on. */
export function continueResumed(): AppThunk {
  return (dispatch, getState, extra) => {
    const resume = selectCheckout(getState()).resume;
    if (!resume?.orderId || !resume.continueUrl) return;
    const leaving = followOrderUrl(extra, {
      orderId: resume.orderId,
      url: resume.continueUrl,
      providerOrigins: payProviderConfig().redirectOrigins,
    });
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
