import type { AppThunk } from '@topup/platform';
import type { FinePayOutcome, FineServices, FineToPay } from '@topup/payments';
import { CLIENT_NO_RESPONSE } from '@topup/shared/contract/codes';
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
    dispatch(fineActions.paymentSettled(await payHosted(extra, fine)));
  };
}

/**
 * The hosted page's order. Its code loads at the tap (the page's first render, a lookup, needs none of it);
 * a load that fails is a payment that could not be sent, said as such.
 */
async function payHosted(services: FineServices, fine: FineToPay): Promise<FinePayOutcome> {
  const engine = await import(/* webpackChunkName: "fine-order" */ '@topup/payments').catch(() => null);
  if (!engine) return { kind: 'failed', result: CLIENT_NO_RESPONSE, message: '' };
  return engine.payFineOrder(services, { fine, channel: 'hosted' });
}

/** Closes the card's fields (the channels show again). */
export const closeCard = () => fineActions.cardClosed();
