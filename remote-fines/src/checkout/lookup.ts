import { addAppListener, type AppThunk } from '@topup/platform';
import { ACCOUNT_NOT_BANNED } from '@topup/shared/contract/codes';
import type { FineInfo } from '@topup/shared/contract/fine';
import { API } from '@topup/shared/contract/paths';
import { fineActions } from './fineSlice';
import { selectFineStatus, selectPaidOrder } from './selectors';

/**
 * What the page does back from paying (the order in its address) loads only then: a first visit's render
 * carries none of it.
 */
const afterPaying = () => import(/* webpackChunkName: "fine-return" */ './afterPaying');

// spec 02 §2, §4: the fine of an account as the page shows it — looked up, banned with its amount, paid and
// pending (asked again until the ban is lifted: the page updates by itself), lifted, or not banned — and,
// back from a provider's page, how its order ended and whether the page view's payment finished.

/** How often a pending fine is asked again (the contract server lifts it after a configurable delay). */
export const PENDING_POLL_MS = 3000;

/** An id the page may look up: digits only (the link's is checked by the page, the typed by its field). */
export const isLookupId = (id: string) => /^[0-9]+$/.test(id);

/** get_fine_info of the account's display id. */
export function lookupFine(id: string): AppThunk<Promise<void>> {
  return async (dispatch, getState, extra) => {
    dispatch(fineActions.lookupStarted());
    const r = await extra.api.get<FineInfo>(API.fineInfo.path, { id });
    const paidOrder = selectPaidOrder(getState());
    if (r.result === 0 && r.data) {
      dispatch(
        fineActions.lookedUp({ status: r.data.payment === 'pending' ? 'pending' : 'banned', fine: r.data }),
      );
      // back from paying with the fine still to pay: how that order ended
      if (r.data.payment !== 'pending' && paidOrder)
        await dispatch((await afterPaying()).readReturnedOrder(paidOrder));
    } else if (r.result === ACCOUNT_NOT_BANNED) {
      dispatch(
        fineActions.lookedUp(paidOrder ? { status: 'lifted' } : { status: 'notBanned', message: r.message }),
      );
      // after paying here, "not banned" is the ban lifted: that payment has ended
      if (paidOrder) dispatch((await afterPaying()).paymentEnded(paidOrder));
    } else {
      dispatch(fineActions.lookedUp({ status: 'failed', result: r.result, message: r.message }));
    }
  };
}

/**
 * The page opens: with the account of the link (looked up on arrival) and, back from a provider's page,
 * the order it paid (spec 02 §2 "or comes from the query").
 */
export function openFinePage(linkId: string, paidOrder: string | null): AppThunk<Promise<void>> {
  return async (dispatch) => {
    dispatch(fineActions.pageOpened({ paidOrder }));
    // spec 02 §4: once the server says this page view's payment finished, the page view id is renewed
    if (paidOrder) void afterPaying().then((m) => dispatch(m.renewPageView()));
    if (isLookupId(linkId)) await dispatch(lookupFine(linkId));
  };
}

/**
 * A pending fine is asked again every 3 s until its ban is lifted (each answer starts the wait anew): a
 * listener the page adds while it is shown; dispatching it returns its unsubscribe.
 */
export const followPendingFine = () =>
  addAppListener({
    predicate: (_action, now, before) => selectFineStatus(now) !== selectFineStatus(before),
    effect: async (_action, listener) => {
      listener.cancelActiveListeners();
      const s = selectFineStatus(listener.getState());
      if (s.status !== 'pending') return;
      await listener.delay(PENDING_POLL_MS);
      await listener.dispatch(lookupFine(String(s.fine.id)));
    },
  });
