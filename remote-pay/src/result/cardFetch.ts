import { api, batch, device, session } from '@topup/platform';
import type { SavedCard } from '@topup/shared/contract';
import { CARD_NOT_READY } from '@topup/shared/contract/codes';
import { API } from '@topup/shared/contract/paths';
import {
  afterCardFetchAttempt,
  CARD_FETCH_FAILED,
  CARD_FETCH_FETCHING,
  CARD_FETCH_INTERVAL_MS,
  CARD_FETCH_SUCCESS,
} from '@topup/shared/domain/repurchase';
import { cardSourceCall } from '../start/initBatch';
import { payActions, selectPay } from '../store/paySlice';
import type { PayThunk } from '../store/thunk';

// spec 01 §4 "card fetch after a payment": get_card_info_by_order every 2 s, at most 15 times (30 s), then
// failed. On success the remember choice is saved, the saved cards are reloaded and the last pay card and
// type are updated.

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The saved-card list again (get_card_source, as the init batch asks it). */
export function reloadSavedCards(): PayThunk {
  return async (dispatch) => {
    const r = await batch([cardSourceCall()] as const);
    if (r.card_source.result === 0 && r.card_source.data)
      dispatch(payActions.savedCardsLoaded(r.card_source.data.items));
  };
}

/** The remember-flag call (ours: spec 01 §7 leaves it unnamed). */
export function saveRememberChoice(card: SavedCard, remember: boolean): PayThunk<boolean> {
  return async (dispatch) => {
    const sessionKey = session.getSnapshot().sessionKey;
    const r = await api.get(API.setCardRemember.path, {
      source_id: card.source_id,
      is_remember: remember ? 1 : 0,
      h5_deviceid: device.deviceId(),
      ...(sessionKey ? { session_key: sessionKey } : {}),
    });
    if (r.result !== 0) return false;
    dispatch(payActions.savedCardUpdated({ ...card, is_remember: remember ? 1 : 0 }));
    await dispatch(reloadSavedCards());
    return true;
  };
}

export function fetchOrderCard(
  orderId: string,
  payType: number,
  paid: boolean,
  interval = CARD_FETCH_INTERVAL_MS,
): PayThunk {
  return async (dispatch, getState) => {
    dispatch(payActions.cardFetchChanged({ state: CARD_FETCH_FETCHING, orderId, card: null }));
    const sessionKey = session.getSnapshot().sessionKey;
    for (let attempt = 1; ; attempt += 1) {
      const r = await api.get<SavedCard>(API.cardInfoByOrder.path, {
        h5_deviceid: device.deviceId(),
        order_id: orderId,
        ...(sessionKey ? { session_key: sessionKey } : {}),
      });
      const found = r.result === 0 && r.data !== undefined;
      // an order that saved no card will not save one: stop asking
      const next =
        found || r.result === CARD_NOT_READY || r.result < 0
          ? afterCardFetchAttempt(attempt, found)
          : { state: CARD_FETCH_FAILED };
      if (selectPay(getState()).cardFetch.orderId !== orderId) {
        takeWish(orderId)?.(false); // another payment started meanwhile
        return;
      }
      if (next.state === CARD_FETCH_SUCCESS && r.data) {
        const card = r.data;
        dispatch(payActions.cardFetchChanged({ state: CARD_FETCH_SUCCESS, orderId, card }));
        dispatch(payActions.payAttempted({ payType, card }));
        if (paid) dispatch(payActions.paySucceeded({ payType, card }));
        // the user may have ticked "remember this card" before the card arrived
        const wish = takeWish(orderId);
        if (wish && selectPay(getState()).result?.orderId === orderId) {
          wish(await dispatch(saveRememberChoice(card, true)));
        } else {
          wish?.(false);
          await dispatch(reloadSavedCards());
        }
        return;
      }
      if (next.state === CARD_FETCH_FAILED) {
        dispatch(payActions.cardFetchChanged({ state: CARD_FETCH_FAILED, orderId, card: null }));
        takeWish(orderId)?.(false); // no card to remember
        return;
      }
      await wait(interval);
    }
  };
}

/**
 * Orders whose card the user asked to remember before the card fetch found it, each with the answer its
 * checkbox waits for: whether the card was remembered.
 */
const rememberWishes = new Map<string, (saved: boolean) => void>();

function takeWish(orderId: string): ((saved: boolean) => void) | undefined {
  const wish = rememberWishes.get(orderId);
  rememberWishes.delete(orderId);
  return wish;
}

/**
 * The success dialog's checkbox. Resolves whether the choice holds: saved now when the card is known;
 * ticked while the card is still being fetched, saved as soon as it arrives (false when it never does);
 * unticked before it arrives, nothing to save.
 */
export function rememberOrderCard(orderId: string, remember: boolean): PayThunk<boolean> {
  return async (dispatch, getState) => {
    takeWish(orderId)?.(true); // an earlier wish is replaced by this choice: nothing to report on it
    const fetched = selectPay(getState()).cardFetch;
    if (fetched.orderId === orderId && fetched.card)
      return dispatch(saveRememberChoice(fetched.card, remember));
    if (!remember) return true;
    if (fetched.orderId !== orderId || fetched.state !== CARD_FETCH_FETCHING) return false;
    return new Promise<boolean>((resolve) => rememberWishes.set(orderId, resolve));
  };
}
