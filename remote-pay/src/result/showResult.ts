import { CARD_FETCH_FETCHING } from '@topup/shared/domain/repurchase';
import { emitPayEvent } from '../analytics/payEvents';
import { attemptDecided } from '../orders/attempt';
import { payActions, type ShownResult } from '../store/paySlice';
import type { PayThunk } from '../store/thunk';

/**
 * A payment is decided: its dialog shows, the attempt ends (the next payment is a new order), the last
 * successful type and card follow a success, and the order's card is fetched (spec 01 §4).
 */
export function showResult(result: ShownResult, options: { fetchCard: boolean }): PayThunk {
  return async (dispatch) => {
    if (result.orderId) attemptDecided(result.orderId);
    dispatch(payActions.resultShown(result));
    emitPayEvent({ type: 'result_shown', orderId: result.orderId, kind: result.kind });
    dispatch(payActions.payAttempted({ payType: result.payType, card: result.card }));
    if (result.kind === 'success')
      dispatch(payActions.paySucceeded({ payType: result.payType, card: result.card }));
    if (options.fetchCard && result.orderId) {
      const { orderId, payType, kind } = result;
      // fetching from now on, so that a "remember this card" ticked while the chunk loads waits for the card
      dispatch(payActions.cardFetchChanged({ state: CARD_FETCH_FETCHING, orderId, card: null }));
      // with the dialog's own chunk: the page's first load carries none of the after-payment code
      const { fetchOrderCard } = await import(/* webpackChunkName: "result-dialog" */ './cardFetch');
      void dispatch(fetchOrderCard(orderId, payType, kind === 'success'));
    }
  };
}
