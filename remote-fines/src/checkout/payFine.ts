import type { AppThunk } from '@topup/platform';
import { pay, type Payable } from '@topup/payments';
import { fineActions } from './fineSlice';
import { fineProgress } from './progress';

// The fine paid through the payments pipeline (DESIGN §12): the pipeline owns the order's life, entered
// once; this slice shows its states and what it came to. Its own module, so the pipeline's code downloads
// with the card's fields or at the hosted page's tap, never with the page's first render.

/** Pays the fine's payable with the method, and says what it came to. */
export function payFine(payable: Payable, method: Parameters<typeof pay>[1]): AppThunk<Promise<void>> {
  return async (dispatch) => {
    dispatch(fineActions.paymentStarted());
    const outcome = await dispatch(pay(payable, method, dispatch(fineProgress())));
    // a challenge drew over the card fields: unless the page leaves, the card area starts afresh
    if (method.kind === 'newCard' && method.surface.fields === null && outcome.kind !== 'leaving')
      dispatch(fineActions.cardUsed());
    dispatch(fineActions.paymentSettled(outcome));
  };
}
