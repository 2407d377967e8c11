import { invalidateCalls, type AppThunk } from '@topup/platform';
import { CARD_UPDATE_FAILED } from '@topup/shared/contract/codes';
import { normaliseExpiry } from '@topup/shared/domain/expiryInput';
import { updateCardExpiry } from '../cards/cardCalls';
import { SAVED_CARDS_TAG } from '../cards/calls';
import { checkoutActions } from './checkoutSlice';
import { internalError } from './internalError';
import { selectCheckoutCard } from './selectors';
import { moveSteps, type StepContext } from './steps';
import { callErrorText, payText } from './texts';

/** spec 01 §5: the expiry update applies only when valid, then the card goes on to its CVV. */
export function updateExpiry(ctx: StepContext): AppThunk<Promise<void>> {
  return async (dispatch, getState, extra) => {
    const card = selectCheckoutCard(getState());
    if (!card || ctx.expiry === undefined) {
      dispatch(internalError('noCurrentItem', 'the expiry update without its card'));
      return;
    }
    const r = await updateCardExpiry(extra, card, normaliseExpiry(ctx.expiry) ?? ctx.expiry);
    if (!r.ok) {
      // spec 01 §8: 31073 "failed to update card info"
      extra.overlays.toast(
        r.result === CARD_UPDATE_FAILED
          ? payText(extra, 'expiry.failed')
          : callErrorText(extra, r.result, r.message),
      );
      return;
    }
    dispatch(checkoutActions.savedCardUpdated(r.card));
    dispatch(checkoutActions.cardChosen(r.card));
    void dispatch(invalidateCalls(SAVED_CARDS_TAG));
    // the panel closes; the card is usable again and goes on to its CVV (no effect of its own)
    dispatch(moveSteps({ type: 'EXPIRY_UPDATED' }));
  };
}
