import { fetchCall, type AppThunk } from '@topup/platform';
import { readHandoff } from '@topup/shared/domain/applePayHandoff';
import { callbackQuery, readCallbackParams } from '@topup/shared/domain/callbackParams';
import { pkgInfoCall } from '../tiers/calls';
import { CHANNEL_CONFIG_WAIT_MS } from '../tiers/channelConfig';
import { tiersActions } from '../tiers/tiersSlice';
import { keptAttempt } from '@topup/payments';
import { loadInitBatch } from './initBatch';
import { lazyThunk } from './lazy';
import { startRemote } from './startRemote';
import { withLaterTexts } from '../i18n';

/**
 * /pay, /recharge and /pay-step as they open (spec 01 §2, §7): a provider's callback reads its result in
 * the callback batch; otherwise the init batch, and an attempt a reload interrupted is picked up.
 */
export function startPayPage(): AppThunk<Promise<void>> {
  return async (dispatch, _getState, extra) => {
    dispatch(startRemote());
    void dispatch(fetchCall(pkgInfoCall, {}));
    // the channels wait for the package info, not longer than this (tiers/channelConfig.ts)
    setTimeout(() => dispatch(tiersActions.configWaitEnded()), CHANNEL_CONFIG_WAIT_MS);
    const { search, hash } = extra.page.location();
    const callback = readCallbackParams(search, hash);
    const { orderId } = callback;
    if (callback.isCallback && orderId) {
      const query = callbackQuery(search, hash);
      await dispatch(
        lazyThunk(() =>
          withLaterTexts(import(/* webpackChunkName: "result-dialog" */ './callback')).then((m) =>
            m.loadCallback(orderId, query),
          ),
        ),
      );
      return;
    }
    const resume = dispatch(keptAttempt())
      ? dispatch(
          lazyThunk(() =>
            withLaterTexts(import(/* webpackChunkName: "result-dialog" */ './resume')).then((m) =>
              m.resumeAttempt(),
            ),
          ),
        )
      : null;
    await Promise.all([dispatch(loadInitBatch()), resume]);
    // handed over from the app's webview (or another domain) to pay with Apple Pay: its choice, once the
    // page's own start has settled (so the start recipient cannot replace it)
    const handoff = readHandoff(search, hash);
    if (handoff)
      await dispatch(
        lazyThunk(() =>
          withLaterTexts(import(/* webpackChunkName: "handoff-landing" */ './handoffLanding')).then((m) =>
            m.handoffLanding(handoff),
          ),
        ),
      );
  };
}
