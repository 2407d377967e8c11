import { fetchCall, sessionKeyParam, type ApiResult, type AppThunk } from '@topup/platform';
import type { AttemptOrder } from '@topup/shared/contract/attempt';
import { ORDER_NOT_FOUND } from '@topup/shared/contract/codes';
import { PENDING_ORDER_STATUSES } from '@topup/shared/contract/orderValues';
import { API } from '@topup/shared/contract/paths';
import { poll, sleep } from '@topup/shared/domain/poll';
import { endAttempt, keptAttempt } from '@topup/payments';
import { checkoutActions, selectCheckout } from './checkoutSlice';
import { awaitDecided, showOrderOutcome } from './decideOrder';
import { fastQueryOf, orderInfoCall, payResultFastCall } from './orderCalls';
import { restartSteps } from './steps';
import { payText } from './texts';

// A page reloaded (or opened again) while its payment attempt was undecided picks the attempt up instead
// of asking for the card again: the order the attempt made is looked up by its
// X-CLI-RID; decided → its result; still being created or waiting on the provider → a waiting state that
// resolves; nothing reached the server → nothing was charged, and the page is as usual.

/** While the attempt's order is still pending, it is asked again this often, this many times (2 minutes). */
export const RESUME_POLL_MS = 1000;
export const RESUME_POLL_MAX = 120;

const pending = (r: ApiResult<AttemptOrder>) =>
  r.result === 0 &&
  r.data !== undefined &&
  (PENDING_ORDER_STATUSES as readonly string[]).includes(r.data.status);

/** Resolves true when an attempt was picked up (its result or waiting state now shows). */
export function resumeAttempt(): AppThunk<Promise<boolean>> {
  return async (dispatch, getState, extra) => {
    const kept = dispatch(keptAttempt());
    if (!kept) return false;
    dispatch(
      checkoutActions.resumeChanged({
        status: 'checking',
        orderId: kept.order_id ?? null,
        orderStatus: null,
        continueUrl: null,
      }),
    );
    const ask = () =>
      extra.api.get<AttemptOrder>(API.orderByClientRid.path, {
        h5_deviceid: extra.device.deviceId(),
        client_rid: kept.rid,
        ...sessionKeyParam(extra.session),
      });
    const first = await ask();
    if (first.result !== 0 || !first.data) {
      // never admitted (refused, or lost before the server): nothing was charged. Any other failure: the
      // attempt stays, so paying again sends the same X-CLI-RID and gets the same order.
      if (first.result === ORDER_NOT_FOUND) dispatch(endAttempt(kept.rid));
      dispatch(checkoutActions.resumeChanged(null));
      return false;
    }
    extra.payEvents.emit({
      type: 'attempt_resumed',
      orderId: first.data.order_id,
      status: first.data.status,
    });
    // the order exists: the card is never asked again (the page was reloaded on a card step)
    dispatch(restartSteps());
    const waiting = (r: ApiResult<AttemptOrder>) => {
      if (r.data && selectCheckout(getState()).resume)
        dispatch(
          checkoutActions.resumeChanged({
            status: 'waiting',
            orderId: r.data.order_id,
            orderStatus: r.data.status,
            continueUrl: r.data.continue_url ?? null,
          }),
        );
    };
    waiting(first);
    const { last } = await poll({
      attempt: async (n) => {
        const r = n === 1 ? first : await ask();
        waiting(r);
        return r;
      },
      // decided, or the user stopped waiting (cancelled it, or the resume was dropped)
      done: (r) => !pending(r) || selectCheckout(getState()).resume === null,
      intervalMs: RESUME_POLL_MS,
      maxAttempts: RESUME_POLL_MAX,
      delay: sleep,
    });
    if (selectCheckout(getState()).resume === null) return true;
    const order = last.data;
    if (!order || pending(last)) {
      // still undecided after two minutes: say so; a later visit picks the attempt up again
      extra.overlays.toast(payText(extra, 'result.pending'));
      dispatch(checkoutActions.resumeChanged(null));
      return true;
    }
    dispatch(
      checkoutActions.resumeChanged({
        status: 'checking',
        orderId: order.order_id,
        orderStatus: order.status,
        continueUrl: null,
      }),
    );
    const query = fastQueryOf(order.order_id, extra.device.deviceId());
    const fast = await dispatch(fetchCall(payResultFastCall, { query }, { force: true }));
    const info = await dispatch(fetchCall(orderInfoCall, { orderId: order.order_id }, { force: true }));
    await dispatch(showOrderOutcome(order.order_id, await dispatch(awaitDecided(query, fast)), info));
    dispatch(checkoutActions.resumeChanged(null));
    return true;
  };
}
