import { invalidateCalls, type AppThunk } from '@topup/platform';
import type { SavedCard } from '@topup/shared/contract';
import type { CardSurface } from '@topup/payments';
import { setCardRemember } from '../cards/cardCalls';
import { SAVED_CARDS_TAG } from '../cards/calls';
import { checkoutActions } from './checkoutSlice';
import { internalError } from './internalError';
import { beginPayment, payNow } from './pay';

// What each pay button starts (spec 01 §4): a new card's fields, a saved card with its CVV, a channel
// without a card on this page, and repurchase B's direct payment. Each takes the one payment in flight
// (beginPayment), then pays through the pipeline (pay.ts).

/** spec 01 §4 CARD_FRAME: the four fields' card (tokenized by the pipeline), then the order. */
export function payWithNewCard(surface: CardSurface | null | undefined): AppThunk<Promise<void>> {
  return async (dispatch) => {
    if (!surface?.fields) {
      dispatch(internalError('noCardFields', 'the card step was submitted without its fields'));
      return;
    }
    if (!dispatch(beginPayment('creatingOrder'))) return;
    await dispatch(payNow({ kind: 'newCard', surface }, null));
  };
}

/**
 * spec 01 §4 CARD_CVV and CARD_CVV_IS_NOT_REMEMBER: the saved card with its CVV. In the not-remembered
 * step the user's "remember this card" is saved first, so the result already knows the card remembered.
 */
export function payWithSavedCard(
  surface: CardSurface | null | undefined,
  cvv: string,
  rememberNow: boolean,
  card: SavedCard | null,
): AppThunk<Promise<void>> {
  return async (dispatch, _getState, extra) => {
    if (!card) {
      dispatch(internalError('noCurrentItem', 'the CVV step was submitted without its card'));
      return;
    }
    if (!dispatch(beginPayment('creatingOrder'))) return;
    let paying = card;
    if (rememberNow && (await setCardRemember(extra, card, true)).ok) {
      paying = { ...card, is_remember: 1 };
      dispatch(checkoutActions.savedCardUpdated(paying));
      void dispatch(invalidateCalls(SAVED_CARDS_TAG));
    }
    await dispatch(payNow({ kind: 'savedCard', card: paying, cvv, surface: surface ?? null }, paying));
  };
}

/** A channel without a card on this page (the second provider's page, Apple Pay): "going to the payment page". */
export function payWithoutCard(): AppThunk<Promise<void>> {
  return async (dispatch) => {
    if (!dispatch(beginPayment('goingToPaymentPage'))) return;
    await dispatch(payNow({ kind: 'noCard' }, null));
  };
}

/**
 * spec 01 §4 repurchase, group B: the saved card pays the lower tier at once, with no step in between. A
 * card-checkout card goes without its CVV: the order says it is a repurchase (ext.order_kind 3), which the
 * server takes for a remembered card just refused for funds only (B falls back to A for any other card,
 * shared/domain/repurchase.ts).
 */
export function payDirect(card: SavedCard): AppThunk<Promise<void>> {
  return async (dispatch) => {
    if (!dispatch(beginPayment('creatingOrder'))) return;
    await dispatch(payNow({ kind: 'savedCard', card, cvv: '', surface: null }, card));
  };
}
