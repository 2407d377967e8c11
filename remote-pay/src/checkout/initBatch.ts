import {
  callItem,
  fetchBatch,
  fetchCall,
  type ApiResult,
  type AppThunk,
  type RootState,
  type StoreServices,
} from '@topup/platform';
import type { SavedCardList, UserLookup } from '@topup/shared/contract';
import { refusalForLookup, refusalForResultCode } from '@topup/shared/domain/recipientRefusal';
import { startRecipientOf, statusUidsOf } from '@topup/shared/domain/payInitBatch';
import { cardSourceCall } from '../cards/calls';
import { checkUidCall, userStatusCall } from '../recipient/calls';
import { recipientActions, selectRecipientState } from '../recipient/recipientSlice';
import { rechargeListCall } from '../tiers/calls';
import { selectTiersState, tiersActions } from '../tiers/tiersSlice';
import { internalError } from './internalError';

// spec 01 §7, the init batch: the recharge list, check_uid of the recipient, get_card_source and
// check_user_status in ONE batch_request. Each answer fills its own call, so a failing sub-call shows its
// own Arabic error with a retry and the rest of the page works.

/** The recipient the page starts with: the current one, the last one paid for, or the logged-in user. */
export function startRecipient(
  state: RootState,
  session: StoreServices['session'],
): { uid: number; display_uid: number } | null {
  const r = selectRecipientState(state);
  if (r.lookup && r.refusal === null) return r.lookup;
  return startRecipientOf(r.history, session.getSnapshot().user);
}

/** The answer of check_uid for the recipient the page starts with. */
export function applyRecipientCheck(r: ApiResult<UserLookup>): AppThunk {
  return (dispatch) => {
    if (r.result === 0 && r.data) {
      const refusal = refusalForLookup(r.data);
      dispatch(
        refusal
          ? recipientActions.recipientRefused({ refusal, lookup: r.data })
          : recipientActions.recipientChosen(r.data),
      );
      return;
    }
    // a refusal code is the account's answer; anything else is the call's failure, shown with its retry
    const refusal = refusalForResultCode(r.result);
    if (refusal) dispatch(recipientActions.recipientRefused({ refusal }));
  };
}

/** spec 01 §8: a saved-card list that arrives without its list is logged with a trace and reported. */
export function checkSavedCardList(r: ApiResult<SavedCardList>): AppThunk {
  return (dispatch, _getState, { logger }) => {
    if (r.result !== 0 || Array.isArray(r.data?.items)) return;
    logger.warn('saved-card list without its items', new Error('null saved card list').stack);
    dispatch(internalError('noSavedCardList'));
  };
}

/**
 * The init batch. check_uid and check_user_status are left out when there is no account to ask about (a
 * first visit, not logged in).
 */
export function loadInitBatch(): AppThunk<Promise<void>> {
  return async (dispatch, getState, { loadSessionUser, session }) => {
    await loadSessionUser(); // a key handed over by the app names its user first: their own account leads
    const recipient = startRecipient(getState(), session);
    const history = selectRecipientState(getState()).history;
    // the statuses of every account the page knows: the start recipient and the history
    const uids = statusUidsOf(recipient, history);
    dispatch(tiersActions.listShownFor(recipient?.uid ?? null));
    dispatch(
      recipientActions.startChecksAsked({ startCheck: recipient?.display_uid ?? null, statusUids: uids }),
    );
    const [, cards, check] = await dispatch(
      fetchBatch([
        callItem(rechargeListCall, { uid: recipient?.uid ?? null }),
        callItem(cardSourceCall, {}),
        recipient ? callItem(checkUidCall, { display_uid: recipient.display_uid }) : null,
        uids.length ? callItem(userStatusCall, { uids }) : null,
      ]),
    );
    dispatch(checkSavedCardList(cards));
    if (check) dispatch(applyRecipientCheck(check));
  };
}

/** The retry of the start recipient's check: that call alone, as the page asks it. */
export function retryRecipientCheck(): AppThunk<Promise<void>> {
  return async (dispatch, getState) => {
    const displayUid = selectRecipientState(getState()).startCheck;
    if (displayUid === null) return;
    const r = await dispatch(fetchCall(checkUidCall, { display_uid: displayUid }, { force: true }));
    dispatch(applyRecipientCheck(r));
  };
}

/** The retry of the charge list of the account shown: that call alone, as the page asks it. */
export function retryChargeList(): AppThunk<Promise<void>> {
  return async (dispatch, getState) => {
    await dispatch(
      fetchCall(rechargeListCall, { uid: selectTiersState(getState()).listUid }, { force: true }),
    );
  };
}
