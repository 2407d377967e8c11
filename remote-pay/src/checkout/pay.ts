import type { AppThunk } from '@topup/platform';
import type { SavedCard } from '@topup/shared/contract';
import type { RepeatPaymentData } from '@topup/shared/contract/attempt';
import { REPEAT_PAYMENT, VERIFY_REQUIRED } from '@topup/shared/contract/codes';
import { returnPathOf } from '@topup/shared/domain/returnPath';
import { orderKindOfScene } from '@topup/shared/domain/scene';
import { pay, type PayOutcome, type PayProgress } from '@topup/payments';
import { selectRecipient } from '../recipient/recipientSlice';
import { askRepeat } from './askRepeat';
import { askVerify } from './askVerify';
import { awaitCharge } from './beingCharged';
import { checkoutActions, selectCheckout, type LoadingKey } from './checkoutSlice';
import { internalError } from './internalError';
import { refusalText } from './refusal';
import { localRepeatOf } from './repeat';
import { showResult } from './showResult';
import { selectPayTarget, selectPayment, type PayTarget } from './selectors';
import { callErrorText, payText } from './texts';

// The one payment in flight (DESIGN §11 "payInFlight"), owned here: the payments pipeline owns the
// order's life (DESIGN §12), this slice what the page shows of it — its states, the questions the server
// asks first, and the outcome as a result dialog or a toast (spec 01 §4, §7, §8).

/** What the result names: the type and amount paid, and the saved card paid with (null: a new card). */
export interface Paid {
  payType: number;
  amount: number;
  card: SavedCard | null;
}

/** Starts the payment unless one is in flight (a second press while it runs does nothing). */
export function beginPayment(loadingKey: LoadingKey): AppThunk<boolean> {
  return (dispatch, getState) => {
    if (selectPayment(getState()).status !== 'idle') return false;
    dispatch(checkoutActions.paymentChanged({ status: 'creating', loadingKey, orderId: null }));
    return true;
  };
}

const ended = () => checkoutActions.paymentEnded();

const isPaidBefore = (d: unknown): d is RepeatPaymentData =>
  typeof (d as RepeatPaymentData | undefined)?.order_id === 'string';

/**
 * The server asks first (the repeat, 32126; this device's code for the account, 32125): no overlay over
 * the question; answered yes, the payment goes on with the same attempt.
 */
function answered(
  target: PayTarget,
  refusal: Parameters<Required<PayProgress>['ask']>[0],
): AppThunk<Promise<boolean>> {
  return async (dispatch, getState) => {
    const loadingKey = selectPayment(getState()).loadingKey ?? 'creatingOrder';
    dispatch(ended());
    const recipient = selectRecipient(getState());
    let yes = false;
    if (refusal.result === REPEAT_PAYMENT && isPaidBefore(refusal.data))
      yes = await dispatch(askRepeat(refusal.data));
    // the device's list named an account the server has not verified for it: the code, then pay
    else if (refusal.result === VERIFY_REQUIRED && recipient?.uid === target.uid)
      yes = await dispatch(askVerify(recipient));
    return yes && dispatch(beginPayment(loadingKey));
  };
}

/** The pipeline's states as this slice shows them (UI state stays in the remote). */
export function progressOf(target: PayTarget, seen: { challenge: boolean }): AppThunk<PayProgress> {
  return (dispatch, getState, extra) => ({
    show(state, orderId) {
      if (state === 'challenge') seen.challenge = true;
      const loadingKey = selectPayment(getState()).loadingKey;
      const key: Record<typeof state, LoadingKey | null> = {
        creating: loadingKey ?? 'creatingOrder',
        challenge: null,
        confirming: 'checkingResult',
        leaving: loadingKey ?? 'goingToPaymentPage',
      };
      dispatch(checkoutActions.paymentChanged({ status: state, loadingKey: key[state], orderId }));
    },
    ask: (refusal) => dispatch(answered(target, refusal)),
    challengeError: () => extra.overlays.toast(payText(extra, 'failure.retry')),
  });
}

/** What the page says of a payment's outcome: its result dialog, or a toast. */
export function showOutcome(outcome: PayOutcome, paid: Paid): AppThunk<Promise<void>> {
  return async (dispatch, _getState, extra) => {
    // the browser leaves for the order's url: the loading overlay stays until it does
    if (outcome.kind === 'leaving') return;
    dispatch(ended());
    const toast = (text: string) => extra.overlays.toast(text);
    switch (outcome.kind) {
      case 'paid':
      case 'failed': {
        const kind = outcome.kind === 'paid' ? 'success' : outcome.result;
        const result = { kind, orderId: outcome.orderId, ...paid, newCard: paid.card === null };
        await dispatch(showResult(result, { fetchCard: true, settled: true }));
        return;
      }
      case 'cancelled':
        // stopped on the provider's page: nothing was paid, the next payment is a new order
        extra.payEvents.emit({ type: 'cancelled', orderId: outcome.orderId });
        toast(payText(extra, 'result.cancelled'));
        return;
      case 'refused':
        // a repeat the user chose not to pay again: nothing to say
        if (outcome.result !== REPEAT_PAYMENT) toast(refusalText(outcome, (key) => payText(extra, key)));
        return;
      case 'noAnswer':
        // the attempt is kept: trying again sends the same X-CLI-RID, so no second order can come of it
        toast(callErrorText(extra, outcome.result, outcome.message));
        return;
      case 'cardUnread':
        if (outcome.failed) toast(outcome.message || payText(extra, 'failure.retry'));
        return;
      case 'redirectRefused':
        toast(payText(extra, 'failure.redirectRefused'));
        return;
      case 'beingCharged':
        await dispatch(awaitCharge());
        return;
      case 'sheetEnded':
      case 'left':
        // the sheet's own words are the Apple Pay tap's (applePay.ts); a step left has gone with its payment
        return;
    }
  };
}

/**
 * Pays the current choice with this method: the pipeline owns the order's life, entered once, and its
 * outcome is shown here. A payment this browser made minutes ago asks first, before anything is sent.
 */
export function payNow(method: Parameters<typeof pay>[1], saved: SavedCard | null): AppThunk<Promise<void>> {
  return async (dispatch, getState, extra) => {
    const target = selectPayTarget(getState());
    if (!target) {
      dispatch(ended());
      dispatch(internalError('noCurrentItem', 'no pay target when the order was placed'));
      return;
    }
    let repeatConfirmed = selectCheckout(getState()).repeatConfirmedFor !== null;
    const paidHere = repeatConfirmed ? null : dispatch(localRepeatOf(target));
    if (paidHere) {
      // another tab (or this one) paid the same moments ago: ask before a second charge
      const loadingKey = selectPayment(getState()).loadingKey ?? 'creatingOrder';
      dispatch(ended());
      if (!(await dispatch(askRepeat(paidHere))) || !dispatch(beginPayment(loadingKey))) return;
      repeatConfirmed = true;
    }
    const payable = {
      kind: 'coin',
      ...target,
      returnPath: returnPathOf(extra.page.location().pathname),
      repeatConfirmed,
      orderKind: orderKindOfScene(selectCheckout(getState()).scene),
    } as const;
    const seen = { challenge: false };
    const outcome = await dispatch(pay(payable, method, dispatch(progressOf(target, seen))));
    // the challenge drew over the card fields: unless the step has gone, it starts afresh
    if (seen.challenge && outcome.kind !== 'leaving' && outcome.kind !== 'left')
      dispatch(checkoutActions.surfaceUsed());
    await dispatch(showOutcome(outcome, { payType: target.pay_type, amount: target.amount, card: saved }));
  };
}
