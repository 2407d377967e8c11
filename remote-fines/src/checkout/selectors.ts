import { type RootState } from '@topup/platform';
import { createSelector } from '@topup/shared/state/createSelector';
import { selectFineCheckout } from './fineSlice';
import { noticeOf, type Notice } from './notice';

// The fine page's memoized views: components and thunks read these, never the whole state.

export const selectFineStatus = (s: RootState) => selectFineCheckout(s).fine;
export const selectPaidOrder = (s: RootState) => selectFineCheckout(s).paidOrder;
export const selectFinePayment = (s: RootState) => selectFineCheckout(s).payment;
export const selectCardOpen = (s: RootState) => selectFineCheckout(s).cardOpen;
export const selectCardEpoch = (s: RootState) => selectFineCheckout(s).cardEpoch;
export const selectCardUnread = (s: RootState) => selectFineCheckout(s).cardUnread;
export const selectApplePayReady = (s: RootState) => selectFineCheckout(s).applePayReady;

/**
 * The fine a payment is for: the banned account's display id (the fine calls' id), its internal uid (Apple
 * Pay's merchant session's, as the top-up's) and the amount the page showed (USD).
 */
export interface FineToPay {
  displayUid: string;
  uid: number;
  amount: number;
}

/** The fine the channels pay while it is unpaid: the account's display id and the amount shown. */
export const selectPayableFine = createSelector([selectFineStatus], (s): FineToPay | null =>
  s.status === 'banned' ? { displayUid: String(s.fine.id), uid: s.fine.uid, amount: s.fine.amount } : null,
);

/**
 * What the channels say above them: what the last payment came to, else how the order the page came back
 * with ended (spec 02 §4).
 */
export const selectFineNotice = createSelector(
  [(s: RootState) => selectFineCheckout(s).failure, (s: RootState) => selectFineCheckout(s).returned],
  (failure, returned): Notice | null => noticeOf(failure, returned),
);
