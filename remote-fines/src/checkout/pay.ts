import type { AppThunk } from '@topup/platform';
import { payFineOrder } from '@topup/payments';
import { FINE_CHANNELS, type FineChannelKey } from './channels';
import { fineApplePay } from './applePayReady';
import { fineActions } from './fineSlice';
import { selectFinePayment, selectPayableFine } from './selectors';

// What the fine's pay channels do (spec 02 §4), as thunks over the payments engine: one payment at a time;
// the hosted page goes at once, the card opens its fields, Apple Pay opens its sheet in the tap itself.

/** A channel's button. */
export function pressChannel(id: FineChannelKey): AppThunk<Promise<void>> {
  return async (dispatch, getState, extra) => {
    if (selectFinePayment(getState()) !== 'idle') return;
    dispatch(fineActions.failureCleared());
    const channel = FINE_CHANNELS.find((c) => c.id === id);
    if (channel?.opens === 'cardFields') {
      dispatch(fineActions.cardOpened());
      return;
    }
    const fine = selectPayableFine(getState());
    if (!fine) return;
    if (channel?.opens === 'sheet') {
      // the sheet's code was loaded ahead (applePayReady.ts): nothing is awaited before the sheet begins
      const applePay = fineApplePay();
      if (applePay) await dispatch(applePay.pay(applePay.Session, fine, applePay.config));
      return;
    }
    dispatch(fineActions.paymentStarted());
    dispatch(fineActions.paymentSettled(await payFineOrder(extra, { fine, channel: 'hosted' })));
  };
}

/** Closes the card's fields (the channels show again). */
export const closeCard = () => fineActions.cardClosed();
