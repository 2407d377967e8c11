import type { AppThunk } from '@topup/platform';
import type { SavedCard } from '@topup/shared/contract';
import type { ProviderResult } from '@topup/shared/contract/order';
import { VERIFY_REQUIRED } from '@topup/shared/contract/codes';
import { API } from '@topup/shared/contract/paths';
import { returnPathOf } from '@topup/shared/domain/returnPath';
import { orderKindOfScene } from '@topup/shared/domain/scene';
import {
  adyenAnswerOutcome,
  attemptDecided,
  createOrder,
  followOrderUrl,
  orderOutcome,
  payProviderConfig,
  refusalText,
  runProviderAction,
  type CardSurface,
  type OrderCard,
  type OrderOutcome,
  type ProviderAction,
} from '@topup/payments';
import { selectRecipient } from '../recipient/recipientSlice';
import { checkoutActions, selectCheckout, type LoadingKey } from './checkoutSlice';
import { internalError } from './internalError';
import { askRepeat } from './askRepeat';
import { askVerify } from './askVerify';
import { localRepeatOf } from './repeat';
import { showResult } from './showResult';
import { selectPayTarget, selectPayment } from './selectors';
import { callErrorText, payText } from './texts';

// The one payment in flight (DESIGN §11 "payInFlight", owned here, not by a component): create the order
// with the attempt's X-CLI-RID, then do what its answer asks — the provider's page, 3-D Secure where the
// card fields were, a result dialog, or a toast (spec 01 §4, §7, §8).

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

/** A toast of the pay namespace, or a text already in Arabic. */
function toast(text: string): AppThunk {
  return (_dispatch, _getState, { overlays }) => overlays.toast(text);
}

/** Creates the order of the current choice with this card, and acts on the answer. */
export function placeOrder(
  card: OrderCard,
  saved: SavedCard | null,
  surface: CardSurface | null,
  repeatConfirmed = false,
): AppThunk<Promise<void>> {
  return async (dispatch, getState, extra) => {
    const target = selectPayTarget(getState());
    if (!target) {
      dispatch(ended());
      dispatch(internalError('noCurrentItem', 'no pay target when the order was placed'));
      return;
    }
    let repeatOk = repeatConfirmed || selectCheckout(getState()).repeatConfirmedFor !== null;
    const paidHere = repeatOk ? null : dispatch(localRepeatOf(target));
    if (paidHere) {
      // another tab (or this one) paid the same moments ago: ask before a second charge
      const loadingKey = selectPayment(getState()).loadingKey ?? 'creatingOrder';
      dispatch(ended());
      if (!(await dispatch(askRepeat(paidHere))) || !dispatch(beginPayment(loadingKey))) return;
      repeatOk = true;
    }
    const answer = await createOrder(extra, {
      ...target,
      card,
      returnPath: returnPathOf(extra.page.location().pathname),
      repeatConfirmed: repeatOk,
      orderKind: orderKindOfScene(selectCheckout(getState()).scene),
    });
    const paid: Paid = { payType: target.pay_type, amount: target.amount, card: saved };
    switch (answer.kind) {
      case 'noAnswer':
        // the attempt is kept: trying again sends the same X-CLI-RID, so no second order can come of it
        dispatch(ended());
        dispatch(toast(callErrorText(extra, answer.result, answer.message)));
        return;
      case 'refused': {
        const loadingKey = selectPayment(getState()).loadingKey ?? 'creatingOrder';
        dispatch(ended());
        const recipient = selectRecipient(getState());
        if (answer.result === VERIFY_REQUIRED && recipient?.uid === target.uid) {
          // the device's list named an account the server has not verified for it: the code, then pay
          if (!(await dispatch(askVerify(recipient)))) {
            dispatch(toast(refusalText(answer, (key) => payText(extra, key))));
          } else if (dispatch(beginPayment(loadingKey))) {
            await dispatch(placeOrder(card, saved, surface, repeatOk));
          }
          return;
        }
        dispatch(toast(refusalText(answer, (key) => payText(extra, key))));
        return;
      }
      case 'repeat': {
        // the server knows a payment of the same just made (another device of the account): ask first
        const loadingKey = selectPayment(getState()).loadingKey ?? 'creatingOrder';
        dispatch(ended());
        if ((await dispatch(askRepeat(answer.paid))) && dispatch(beginPayment(loadingKey)))
          await dispatch(placeOrder(card, saved, surface, true));
        return;
      }
      case 'created':
        dispatch(checkoutActions.paymentChanged({ orderId: answer.order.order_id }));
        await dispatch(
          actOn(answer.order.order_id, orderOutcome(target.pay_type, answer.order), paid, surface),
        );
    }
  };
}

/** What an order's outcome asks of the page. */
function actOn(
  orderId: string,
  outcome: OrderOutcome,
  paid: Paid,
  surface: CardSurface | null,
): AppThunk<Promise<void>> {
  return async (dispatch, _getState, extra) => {
    switch (outcome.kind) {
      case 'redirect':
        if (
          followOrderUrl(extra, {
            orderId,
            url: outcome.url,
            providerOrigins: payProviderConfig().redirectOrigins,
          })
        ) {
          // the browser leaves for the provider: the loading overlay stays until it does
          dispatch(checkoutActions.paymentChanged({ status: 'leaving' }));
          return;
        }
        dispatch(ended());
        dispatch(toast(payText(extra, 'failure.redirectRefused')));
        return;
      case 'nowhere':
        dispatch(ended());
        dispatch(toast(payText(extra, 'failure.redirectRefused')));
        return;
      case 'action':
        await dispatch(showProviderAction(orderId, outcome.action, paid, surface));
        return;
      case 'decided':
        dispatch(ended());
        if (outcome.result === 'cancelled') {
          // the user stopped it on the provider's page: nothing was paid, the next payment is a new order
          attemptDecided(extra, orderId);
          extra.payEvents.emit({ type: 'cancelled', orderId });
          dispatch(toast(payText(extra, 'result.cancelled')));
          return;
        }
        await dispatch(
          showResult(
            {
              kind: outcome.result,
              orderId,
              amount: paid.amount,
              payType: paid.payType,
              card: paid.card,
              newCard: paid.card === null,
            },
            { fetchCard: true },
          ),
        );
    }
  };
}

/** spec 01 §4: 3-D Secure where the card fields were (or the provider's page), then its result. */
function showProviderAction(
  orderId: string,
  action: ProviderAction,
  paid: Paid,
  surface: CardSurface | null,
): AppThunk<Promise<void>> {
  return async (dispatch, _getState, extra) => {
    if (!surface) {
      dispatch(internalError('noCardFields', 'a provider action without a payment area'));
      await dispatch(actOn(orderId, { kind: 'decided', result: 'other' }, paid, null));
      return;
    }
    surface.fields?.destroy();
    surface.fields = null;
    dispatch(checkoutActions.paymentChanged({ status: 'challenge', loadingKey: null }));
    const outcome = await runProviderAction({
      provider: surface.provider,
      container: surface.container,
      action,
      orderId,
      providerOrigins: payProviderConfig().redirectOrigins,
      services: extra,
      callbacks: {
        onDetails: (details) => {
          surface.challenge?.destroy();
          surface.challenge = null;
          void dispatch(submitThreeDs(orderId, details, paid, surface));
        },
        onError: () => extra.overlays.toast(payText(extra, 'failure.retry')),
      },
    });
    switch (outcome.kind) {
      case 'inPage':
        surface.challenge = outcome.challenge;
        return;
      case 'leaving':
        dispatch(checkoutActions.paymentChanged({ status: 'leaving', loadingKey: 'goingToPaymentPage' }));
        return;
      case 'refused':
        dispatch(ended());
        dispatch(checkoutActions.surfaceUsed());
        dispatch(toast(payText(extra, 'failure.redirectRefused')));
        return;
      case 'unsupported':
        dispatch(checkoutActions.surfaceUsed());
        await dispatch(actOn(orderId, { kind: 'decided', result: 'other' }, paid, null));
    }
  };
}

/** spec 01 §4: after the challenge, submit_authentication_result decides the order. */
export function submitThreeDs(
  orderId: string,
  details: Record<string, unknown>,
  paid: Paid,
  surface: CardSurface | null,
): AppThunk<Promise<void>> {
  return async (dispatch, _getState, extra) => {
    dispatch(checkoutActions.paymentChanged({ status: 'confirming', loadingKey: 'checkingResult' }));
    const r = await extra.api.get<ProviderResult>(API.submitAuthenticationResult.path, {
      order_id: orderId,
      platform_data: JSON.stringify(details),
    });
    if (r.result !== 0 || !r.data) {
      dispatch(ended());
      dispatch(checkoutActions.surfaceUsed());
      dispatch(toast(callErrorText(extra, r.result, r.message)));
      return;
    }
    const outcome = adyenAnswerOutcome(r.data.platform_data);
    // the challenge drew over the card fields: unless another action follows, the step starts afresh
    if (outcome.kind !== 'action') dispatch(checkoutActions.surfaceUsed());
    await dispatch(actOn(orderId, outcome, paid, surface));
  };
}
