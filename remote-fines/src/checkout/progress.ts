import type { AppThunk } from '@topup/platform';
import type { PayProgress } from '@topup/payments';
import { fineActions } from './fineSlice';

// The payments pipeline's states as the fine page shows them (UI state stays in the fine's slice).

/** What the page shows while the pipeline runs: busy, the challenge where the card fields were, leaving. */
export function fineProgress(): AppThunk<PayProgress> {
  return (dispatch) => ({
    show(state) {
      dispatch(fineActions.paymentShown(state === 'challenge' || state === 'leaving' ? state : 'paying'));
    },
  });
}
