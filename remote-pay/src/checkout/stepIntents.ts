import { fetchCall, type AppThunk } from '@topup/platform';
import type { SavedCard } from '@topup/shared/contract';
import { isExpiryValid } from '@topup/shared/domain/expiryInput';
import { validateCvv } from '@topup/shared/domain/cardFields';
import { cardAfterDelete } from '@topup/shared/domain/cardSelection';
import { readParam } from '@topup/shared/domain/urlParams';
import { cancelOrder, keptAttempt, type CardSurface } from '@topup/payments';
import { deleteSavedCard } from '../cards/cardCalls';
import { cardSourceCall } from '../cards/calls';
import { awaitCharge } from './beingCharged';
import { offeredCardsFor } from '../cards/offeredCards';
import { checkoutActions, selectCheckout } from './checkoutSlice';
import { sendStep } from './effects';
import { selectPayType, selectSavedCards, selectStep } from './selectors';
import { PAYMENT_STEPS } from './steps';
import { callErrorText, payText } from './texts';

// What the user asks for in the pay steps and their dialogs (the "pay-steps" chunk): the home's intents
// are in intents.ts. Each turns the intent into a step event; the machine and the effect table do the rest.

/** spec 01 §5: a test URL parameter lets the expiry update through without its check (test_local=1). */
export const EXPIRY_CHECK_BYPASS_PARAM = 'test_local';

/** The step's own back button: leaving a payment step asks first (spec 01 §2 exit-confirm). */
export function goBack(): AppThunk<Promise<void>> {
  return async (dispatch, getState) => {
    const step = selectStep(getState());
    if (PAYMENT_STEPS.includes(step)) dispatch(checkoutActions.exitAsked(step));
    else await dispatch(sendStep({ type: 'BACK' }));
  };
}

export function addNewCard(): AppThunk<Promise<void>> {
  return async (dispatch) => {
    dispatch(checkoutActions.cardChosen(null));
    await dispatch(sendStep({ type: 'ADD_NEW_CARD' }));
  };
}

/** The expired-card popup's "update the expiry". */
export function updateExpiredCard(): AppThunk<Promise<void>> {
  return async (dispatch, getState) => {
    const card = selectCheckout(getState()).expiredCard;
    dispatch(checkoutActions.expiredCardOffered(null));
    if (card) await dispatch(sendStep({ type: 'UPDATE_EXPIRY', card }));
  };
}

/**
 * The expired-card popup's "pay with another card": on the list, the user picks another there; from home,
 * the list of the other cards, or a new card when there is none.
 */
export function anotherCard(): AppThunk<Promise<void>> {
  return async (dispatch, getState) => {
    const expired = selectCheckout(getState()).expiredCard;
    dispatch(checkoutActions.expiredCardOffered(null));
    dispatch(checkoutActions.cardChosen(null));
    if (selectStep(getState()) === 'CARD_LIST') return;
    const others = offeredCardsFor(selectSavedCards(getState()), selectPayType(getState())).filter(
      (c) => c.fingerprint !== expired?.fingerprint,
    );
    await dispatch(sendStep(others.length > 0 ? { type: 'OPEN_CARD_LIST' } : { type: 'ADD_NEW_CARD' }));
  };
}

/** spec 01 §4, §5 CARD_FRAME submit: only when all four fields are valid (the submit gate otherwise). */
export const submitCardFrame = (allValid: boolean, surface: CardSurface | null) =>
  sendStep({ type: 'SUBMIT_CARD_FRAME', allValid }, { surface });

/** spec 01 §5 the saved card's CVV: 3 to 4 digits, or the provider's own rule for its saved cards. */
export function submitCvv(input: {
  cvv: string;
  remember: boolean;
  surface: CardSurface | null;
}): AppThunk<Promise<void>> {
  return async (dispatch) => {
    const own = input.surface?.provider.isSavedCvvValid;
    const cvvValid = own ? own(input.cvv) : validateCvv(input.cvv);
    await dispatch(sendStep({ type: 'SUBMIT_CVV', cvvValid }, input));
  };
}

/** spec 01 §5 the new expiry MM/YY, not before this month (the test bypass aside). */
export function submitExpiry(expiry: string): AppThunk<Promise<void>> {
  return async (dispatch, _getState, { page, now }) => {
    const { search, hash } = page.location();
    const bypass = readParam(search, hash, EXPIRY_CHECK_BYPASS_PARAM) === '1';
    const expiryValid = bypass || isExpiryValid(expiry, now(), { minimumThisMonth: true });
    await dispatch(sendStep({ type: 'SUBMIT_EXPIRY', expiryValid }, { expiry }));
  };
}

/**
 * spec 01 §2 exit-confirm, "give up": the order made for this attempt is cancelled (the pipeline's
 * click_cancel); one whose charge is already with the processor cannot be, and is waited for.
 */
export function giveUp(): AppThunk<Promise<void>> {
  return async (dispatch, _getState, extra) => {
    dispatch(checkoutActions.exitDismissed());
    const orderId = dispatch(keptAttempt())?.order_id;
    const cancelled = orderId ? dispatch(cancelOrder(orderId, 'user_gave_up')) : null;
    // a challenge on screen goes with the step
    dispatch(checkoutActions.paymentEnded());
    dispatch(checkoutActions.surfaceUsed());
    await dispatch(sendStep({ type: 'BACK' }));
    const answer = await cancelled;
    if (orderId && answer?.kind === 'cancelled') extra.payEvents.emit({ type: 'cancelled', orderId });
    if (answer?.kind === 'beingCharged') await dispatch(awaitCharge());
  };
}

/** spec 01 §4 deleting a card: the list again, another remembered card current, else the channels. */
export function deleteCard(card: SavedCard): AppThunk<Promise<void>> {
  return async (dispatch, getState, extra) => {
    const r = await deleteSavedCard(extra, card);
    if (!r.ok) {
      extra.overlays.toast(
        r.result > 0 ? payText(extra, 'cards.deleteFailed') : callErrorText(extra, r.result, r.message),
      );
      return;
    }
    extra.overlays.toast(payText(extra, 'cards.deleted'));
    const next = cardAfterDelete(
      selectSavedCards(getState()),
      card.fingerprint,
      selectPayType(getState()) ?? 0,
    );
    await dispatch(fetchCall(cardSourceCall, {}, { force: true }));
    dispatch(checkoutActions.cardChosen(next));
    if (!next) await dispatch(sendStep({ type: 'BACK' }));
  };
}

/** A channel's provider could not be loaded: reported; the step offers the other channels. */
export function providerUnavailable(payType: number): AppThunk {
  return (_dispatch, _getState, { payEvents }) =>
    payEvents.emit({ type: 'provider_unavailable', provider: String(payType) });
}

/** The card step's "other channels": back to the channels, the steps started again. */
export const otherChannels = () => sendStep({ type: 'GO_TO', page: 1 }, {}, { restart: true });
