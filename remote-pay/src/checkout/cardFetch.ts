import { addAppListener, fetchCall, invalidateCalls, type AppThunk } from '@topup/platform';
import { CARD_NOT_READY } from '@topup/shared/contract/codes';
import { poll } from '@topup/shared/domain/poll';
import {
  CARD_FETCH_FETCHING,
  CARD_FETCH_INTERVAL_MS,
  CARD_FETCH_MAX_ATTEMPTS,
} from '@topup/shared/domain/repurchase';
import { orderCardCall, setCardRemember } from '../cards/cardCalls';
import { SAVED_CARDS_TAG } from '../cards/calls';
import { checkoutActions, selectCheckout } from './checkoutSlice';
import { payText } from './texts';

// spec 01 §4 "card fetch after a payment": get_card_info_by_order every 2 s, at most 15 times (30 s), then
// failed. On success the last pay card and type follow, the user's "remember this card" is saved, and the
// saved cards are asked again. A newer payment's fetch cancels this one (the listener's own cancellation).

/** The fetch of the card a payment used, started by cardFetchStarted. */
export const cardFetchListener = addAppListener({
  actionCreator: checkoutActions.cardFetchStarted,
  effect: async (action, api) => {
    api.cancelActiveListeners();
    const { orderId, payType, paid } = action.payload;
    const { last } = await poll({
      attempt: () => api.dispatch(fetchCall(orderCardCall, { orderId }, { force: true })),
      // found, or an answer that says the order will never have a card (not a "not ready", not the network)
      done: (r) => r.result === 0 || (r.result > 0 && r.result !== CARD_NOT_READY),
      intervalMs: CARD_FETCH_INTERVAL_MS,
      maxAttempts: CARD_FETCH_MAX_ATTEMPTS,
      delay: api.delay,
    });
    // an answer without a card's id is no card (a malformed answer must not become the last pay card)
    const card = last.result === 0 && typeof last.data?.source_id === 'string' ? last.data : null;
    api.dispatch(checkoutActions.cardFetchSettled({ orderId, card }));
    if (!card) {
      if (selectCheckout(api.getState()).cardFetch.remember === 'wanted')
        api.dispatch(rememberRefused(orderId)); // no card to remember
      return;
    }
    api.dispatch(checkoutActions.payAttempted({ payType, card }));
    if (paid) api.dispatch(checkoutActions.paySucceeded({ payType, card }));
    const { cardFetch, result } = selectCheckout(api.getState());
    // the user may have ticked "remember this card" before the card arrived
    if (cardFetch.remember === 'wanted' && result?.orderId === orderId) {
      await api.dispatch(saveRemember(orderId, true));
      return;
    }
    await api.dispatch(invalidateCalls(SAVED_CARDS_TAG));
  },
});

function rememberRefused(orderId: string): AppThunk {
  return (dispatch, _getState, extra) => {
    dispatch(checkoutActions.rememberChanged({ orderId, remember: 'failed' }));
    extra.overlays.toast(payText(extra, 'result.rememberFailed'));
  };
}

/** The remember-flag call for the order's card; the saved cards follow. */
function saveRemember(orderId: string, remember: boolean): AppThunk<Promise<void>> {
  return async (dispatch, getState, extra) => {
    const card = selectCheckout(getState()).cardFetch.card;
    if (!card) return;
    const r = await setCardRemember(extra, card, remember);
    if (!r.ok) {
      if (remember) dispatch(rememberRefused(orderId));
      return;
    }
    dispatch(checkoutActions.rememberChanged({ orderId, remember: remember ? 'saved' : 'none' }));
    dispatch(checkoutActions.savedCardUpdated({ ...card, is_remember: remember ? 1 : 0 }));
    await dispatch(invalidateCalls(SAVED_CARDS_TAG));
  };
}

/**
 * The success dialog's checkbox. Saved now when the card is known; ticked while the card is still being
 * fetched, saved as soon as it arrives (refused when it never does); unticked before it arrives, nothing
 * to save. A choice that could not be saved takes its tick back with a toast.
 */
export function rememberOrderCard(orderId: string, remember: boolean): AppThunk<Promise<void>> {
  return async (dispatch, getState) => {
    const fetched = selectCheckout(getState()).cardFetch;
    if (fetched.orderId === orderId && fetched.card) {
      if (remember) dispatch(checkoutActions.rememberChanged({ orderId, remember: 'wanted' }));
      await dispatch(saveRemember(orderId, remember));
      return;
    }
    if (!remember) {
      dispatch(checkoutActions.rememberChanged({ orderId, remember: 'none' }));
      return;
    }
    if (fetched.orderId !== orderId || fetched.state !== CARD_FETCH_FETCHING) {
      dispatch(rememberRefused(orderId));
      return;
    }
    dispatch(checkoutActions.rememberChanged({ orderId, remember: 'wanted' }));
  };
}
