import type { AppThunk } from '@topup/platform';
import { keptAttempt } from '@topup/payments';
import { checkoutActions, selectCheckout } from './checkoutSlice';
import { lazyThunk } from './lazy';
import { withLaterTexts } from '../i18n';

// Back from a provider's page (the bank's 3-D Secure page, the hosted checkout) may show this page from
// the browser's back-forward cache exactly as it was left: the loading overlay up and the pay button
// pressed. The page must come back usable: what it was doing is over,
// and the attempt it left with is looked up — still open on the provider's page → continue or cancel;
// decided → its result. Nothing is paid again: the attempt keeps its X-CLI-RID until it is decided.

/** The page shown again from the back-forward cache. */
export function pageRestored(): AppThunk<Promise<void>> {
  return async (dispatch, getState) => {
    const { payment, resume } = selectCheckout(getState());
    if (payment.status !== 'idle') dispatch(checkoutActions.paymentEnded());
    // a waiting state already shown keeps its own poll (the page's timers run again)
    if (resume || !dispatch(keptAttempt())) return;
    await dispatch(
      lazyThunk(() =>
        withLaterTexts(import(/* webpackChunkName: "result-dialog" */ './resume')).then((m) =>
          m.resumeAttempt(),
        ),
      ),
    );
  };
}

/** Follows the back-forward cache for the page's lifetime; returns the unsubscribe (the page's cleanup). */
export function watchPageRestored(): AppThunk<() => void> {
  return (dispatch, _getState, { page }) => page.onRestored(() => void dispatch(pageRestored()));
}
