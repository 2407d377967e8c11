import { fetchCall, type AppThunk } from '@topup/platform';
import { readHandoff } from '@topup/shared/domain/applePayHandoff';
import { callbackQuery, readCallbackParams } from '@topup/shared/domain/callbackParams';
import { pkgInfoCall } from '../tiers/calls';
import { CHANNEL_CONFIG_WAIT_MS } from '../tiers/channelConfig';
import { selectTiersState, tiersActions } from '../tiers/tiersSlice';
import { keptAttempt } from '@topup/payments';
import { loadInitBatch } from './initBatch';
import { lazyThunk } from './lazy';
import { persistListener, restorePersisted } from './persist';
import { applePayTypeListener } from './configErrors';
import { withLaterTexts } from '../i18n';

/**
 * What every page of this remote needs first: the persisted fields, the listeners that keep them, and the
 * one that reports a misconfigured Apple Pay type.
 */
export function startRemote(): AppThunk {
  return (dispatch, getState) => {
    // once per page load: a second page of the remote (the SPA moved) keeps the store as it is
    if (selectTiersState(getState()).scores === null) dispatch(restorePersisted());
    dispatch(persistListener);
    dispatch(applePayTypeListener);
  };
}

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
