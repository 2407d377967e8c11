import type { AppThunk } from '@topup/platform';
import { CLIENT_NO_RESPONSE } from '@topup/shared/contract/codes';
import { FINE_CHANNELS, type FineChannelKey } from './channels';
import { fineApplePay } from './applePayReady';
import { fineActions } from './fineSlice';
import { selectFinePayment, selectPayableFine } from './selectors';

// What the fine's pay channels do (spec 02 §4), as thunks over the payments pipeline: one payment at a
// time; the hosted page goes at once, a card opens its fields, Apple Pay opens its sheet in the tap itself.

/** A channel's button. */
export function pressChannel(id: FineChannelKey): AppThunk<Promise<void>> {
  return async (dispatch, getState) => {
    if (selectFinePayment(getState()) !== 'idle') return;
    dispatch(fineActions.failureCleared());
    const channel = FINE_CHANNELS.find((c) => c.id === id);
    if (channel?.opens === 'cardFields') {
      dispatch(fineActions.cardOpened(channel.id));
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
    // the pipeline's code loads at the tap (the page's first render, a lookup, needs none of it); a load
    // that fails is a payment that could not be sent, said as such
    dispatch(fineActions.paymentStarted());
    const m = await import(/* webpackChunkName: "fine-order" */ './payFine').catch(() => null);
    if (!m) {
      dispatch(fineActions.paymentSettled({ kind: 'noAnswer', result: CLIENT_NO_RESPONSE, message: '' }));
      return;
    }
    await dispatch(m.payFine({ kind: 'fine', ...fine, channel: 'hosted' }, { kind: 'noCard' }));
  };
}

/** Closes the card's fields (the channels show again). */
export const closeCard = () => fineActions.cardClosed();
