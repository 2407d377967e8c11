import type { AppThunk } from '@topup/platform';
import { payFineWithCard, type CardSurface } from '@topup/payments';
import { fineActions } from './fineSlice';
import { selectFinePayment, selectPayableFine } from './selectors';

/**
 * The card channel's pay button (spec 02 §4; spec 01 §4 submit gate): fields not all valid → each says what
 * is missing; else the card is tokenized by the card-checkout channel's provider and the fine's order made
 * with it (create_fine_pay), then the page goes where its answer says (3-D Secure, or back to /fines paid).
 * One press at a time; the attempt id makes any repeat the same order.
 */
export function payFineByCard(surface: CardSurface | null, allValid: boolean): AppThunk<Promise<void>> {
  return async (dispatch, getState, extra) => {
    const fields = surface?.fields;
    const fine = selectPayableFine(getState());
    if (selectFinePayment(getState()) !== 'idle' || !fields || !fine) return;
    if (!allValid) {
      fields.showErrors();
      return;
    }
    dispatch(fineActions.paymentStarted());
    const tokenized = await fields.tokenize();
    if (!tokenized.ok) {
      dispatch(fineActions.cardNotRead({ unread: tokenized.reason === 'failed' }));
      return;
    }
    dispatch(fineActions.paymentSettled(await payFineWithCard(extra, fine, tokenized.card)));
  };
}
