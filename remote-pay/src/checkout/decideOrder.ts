import { fetchCall, type ApiResult, type AppThunk } from '@topup/platform';
import type { OrderInfo, PayResultFast } from '@topup/shared/contract/order';
import {
  isCancelledPayment,
  mapCallbackResult,
  type PaymentResultKind,
} from '@topup/shared/domain/paymentResult';
import { poll, sleep } from '@topup/shared/domain/poll';
import { endAttempt, payErrorOf } from '@topup/payments';
import { savedCardById } from '../cards/cardCalls';
import { checkoutActions } from './checkoutSlice';
import { payResultFastCall } from './orderCalls';
import { selectSavedCards } from './selectors';
import { showResult } from './showResult';
import { payText } from './texts';

// spec 01 §4 "callback page load": fast result 0 is success; otherwise the order's error detail decides
// the dialog. Pending orders are asked again (a hosted page left open). It only reads: showing the same
// order's result again charges nothing.

/** A pending order (fast result 2) is asked again this often, this many times. */
export const PENDING_POLL_MS = 1000;
export const PENDING_POLL_MAX = 20;

const isPending = (r: ApiResult<PayResultFast>) => r.result === 0 && r.data?.result === 2;

/** Asks the fast result again while the order is pending. */
export function awaitDecided(
  query: string,
  first: ApiResult<PayResultFast>,
): AppThunk<Promise<ApiResult<PayResultFast>>> {
  return async (dispatch) => {
    if (!isPending(first)) return first;
    const { last } = await poll({
      attempt: () => dispatch(fetchCall(payResultFastCall, { query }, { force: true })),
      done: (r) => !isPending(r),
      intervalMs: PENDING_POLL_MS,
      maxAttempts: PENDING_POLL_MAX,
      delay: sleep,
    });
    return last;
  };
}

/** Shows the outcome of a decided order: its dialog, or the toast of a payment the user cancelled. */
export function showOrderOutcome(
  orderId: string,
  fast: ApiResult<PayResultFast>,
  info: ApiResult<OrderInfo>,
): AppThunk<Promise<void>> {
  return async (dispatch, getState, extra) => {
    if (fast.result !== 0 || !fast.data || !info.data) {
      // nothing to say about the order yet: the page itself works, the user may look again later
      extra.overlays.toast(
        fast.data?.result === 2 ? payText(extra, 'result.pending') : fast.message || info.message,
      );
      return;
    }
    let kind: PaymentResultKind = 'success';
    if (fast.data.result !== 0) {
      const detail = await dispatch(payErrorOf(orderId));
      if (isCancelledPayment(detail)) {
        // stopped on the provider's page: nothing was paid, and there is no dialog to read
        dispatch(endAttempt(orderId));
        extra.overlays.toast(payText(extra, 'result.cancelled'));
        dispatch(checkoutActions.resultClosed());
        return;
      }
      kind = mapCallbackResult(fast.data.result, detail);
    }
    const o = info.data;
    // the card paid with: from the saved list, else by its id (the fast result names it)
    const sourceId = o.card?.source_id || fast.data.source_id;
    const saved = sourceId
      ? (selectSavedCards(getState()).find((c) => c.source_id === sourceId) ??
        (await savedCardById(extra, sourceId)))
      : null;
    await dispatch(
      showResult(
        {
          kind,
          orderId,
          amount: o.amount,
          payType: o.pay_type,
          card: saved,
          // an order that names no card saved none: nothing to offer to remember
          newCard: saved === null && o.card !== null,
        },
        { fetchCard: o.card !== null },
      ),
    );
  };
}
