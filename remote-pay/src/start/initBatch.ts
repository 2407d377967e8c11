import { batch, batchCall, device, loadSessionUser, session, type ApiResult } from '@topup/platform';
import type { ChargeListInfo, SavedCardList, UserLookup, UserStatusMap } from '@topup/shared/contract';
import { API } from '@topup/shared/contract/paths';
import { PAY_SOURCE } from '@topup/shared/domain/payTypes';
import { refusalForLookup, refusalForResultCode } from '@topup/shared/domain/recipientRefusal';
import { payActions, selectPay } from '../store/paySlice';
import type { PayThunk } from '../store/thunk';

// spec 01 §7, the init batch: the recharge list, check_uid of the recipient, get_card_source and
// check_user_status in ONE batch_request. Each answer is handled on its own, so a failing sub-call shows
// its own Arabic error with a retry and the rest of the page works (issue "Top-up, part 1").

/** The recipient the page starts with: the current one, the last one paid for, or the logged-in user. */
export function startRecipient(
  state: ReturnType<typeof selectPay>,
): { uid: number; display_uid: number } | null {
  if (state.recipient) return state.recipient;
  const last = state.history[0];
  if (last) return last;
  const user = session.getSnapshot().user;
  return user ? { uid: user.uid, display_uid: user.display_uid } : null;
}

const sessionParam = () => {
  const key = session.getSnapshot().sessionKey;
  return key ? { session_key: key } : {};
};

export const rechargeListCall = (uid: number | null) =>
  batchCall<ChargeListInfo>()({
    method: API.rechargeList.method,
    path: API.rechargeList.path,
    request_id: 'recharge_list',
    params: { ...(uid === null ? {} : { uid: String(uid) }), source: PAY_SOURCE, ...sessionParam() },
  });

export const checkUidCall = (displayUid: number) =>
  batchCall<UserLookup>()({
    method: API.checkUid.method,
    path: API.checkUid.path,
    request_id: 'check_uid',
    params: { uid: String(displayUid) },
  });

export const cardSourceCall = () =>
  batchCall<SavedCardList>()({
    method: 'POST',
    path: API.getCardSource.path,
    request_id: 'card_source',
    params: { h5_deviceid: device.deviceId(), ...sessionParam() },
  });

export const userStatusCall = (displayUids: number[]) =>
  batchCall<UserStatusMap>()({
    method: API.checkUserStatus.method,
    path: API.checkUserStatus.path,
    request_id: 'user_status',
    params: { source: PAY_SOURCE, uids: displayUids.map(String) },
  });

/** Applies one answer of the batch to the store (the callback batch uses them too). */
export const initHandlers = {
  rechargeList(r: ApiResult<ChargeListInfo>): PayThunk {
    return async (dispatch) => {
      if (r.result === 0 && r.data) dispatch(payActions.chargeListLoaded(r.data));
      else dispatch(payActions.callFailed({ call: 'rechargeList', result: r.result, message: r.message }));
    };
  },
  recipient(r: ApiResult<UserLookup>): PayThunk {
    return async (dispatch) => {
      if (r.result === 0 && r.data) {
        const refusal = refusalForLookup(r.data);
        dispatch(
          refusal
            ? payActions.recipientRefused({ refusal, lookup: r.data })
            : payActions.recipientChosen(r.data),
        );
        return;
      }
      const refusal = refusalForResultCode(r.result);
      if (refusal) dispatch(payActions.recipientRefused({ refusal }));
      else dispatch(payActions.callFailed({ call: 'recipient', result: r.result, message: r.message }));
    };
  },
  cards(r: ApiResult<SavedCardList>): PayThunk {
    return async (dispatch) => {
      if (r.result === 0 && r.data) dispatch(payActions.savedCardsLoaded(r.data.items));
      else dispatch(payActions.callFailed({ call: 'cards', result: r.result, message: r.message }));
    };
  },
  statuses(r: ApiResult<UserStatusMap>): PayThunk {
    return async (dispatch) => {
      if (r.result === 0 && r.data) dispatch(payActions.userStatusesLoaded(r.data.user_map));
      else dispatch(payActions.callFailed({ call: 'statuses', result: r.result, message: r.message }));
    };
  },
};

/**
 * The init batch. check_uid and check_user_status are left out when there is no account to ask about (a
 * first visit, not logged in).
 */
export function loadInitBatch(): PayThunk {
  return async (dispatch, getState) => {
    await loadSessionUser(); // a key handed over by the app names its user first: their own account leads
    const state = selectPay(getState());
    const recipient = startRecipient(state);
    // the statuses of every account the page knows: the start recipient and the history
    const history = [...new Set([recipient?.display_uid, ...state.history.map((h) => h.display_uid)])].filter(
      (id): id is number => id !== undefined,
    );
    dispatch(payActions.callStarted('rechargeList'));
    dispatch(payActions.callStarted('cards'));
    if (recipient) dispatch(payActions.callStarted('recipient'));
    if (history.length) dispatch(payActions.callStarted('statuses'));
    const results = await batch([
      rechargeListCall(recipient?.uid ?? null),
      cardSourceCall(),
      ...(recipient ? [checkUidCall(recipient.display_uid)] : []),
      ...(history.length ? [userStatusCall(history)] : []),
    ] as const);
    await dispatch(initHandlers.rechargeList(results.recharge_list as ApiResult<ChargeListInfo>));
    await dispatch(initHandlers.cards(results.card_source as ApiResult<SavedCardList>));
    if (recipient) await dispatch(initHandlers.recipient(results.check_uid as ApiResult<UserLookup>));
    if (history.length)
      await dispatch(initHandlers.statuses(results.user_status as ApiResult<UserStatusMap>));
  };
}

/** The retry of one failed part of the page: that call alone, through a batch as the page does. */
export function retryCall(call: 'rechargeList' | 'recipient' | 'cards' | 'statuses'): PayThunk {
  return async (dispatch, getState) => {
    const state = selectPay(getState());
    dispatch(payActions.callStarted(call));
    if (call === 'rechargeList') {
      const r = await batch([rechargeListCall(state.pay2Uid ?? startRecipient(state)?.uid ?? null)] as const);
      await dispatch(initHandlers.rechargeList(r.recharge_list));
    } else if (call === 'cards') {
      const r = await batch([cardSourceCall()] as const);
      await dispatch(initHandlers.cards(r.card_source));
    } else if (call === 'recipient') {
      const recipient = startRecipient(state);
      if (!recipient) return;
      const r = await batch([checkUidCall(recipient.display_uid)] as const);
      await dispatch(initHandlers.recipient(r.check_uid));
    } else {
      const r = await batch([userStatusCall(state.history.map((h) => h.display_uid))] as const);
      await dispatch(initHandlers.statuses(r.user_status));
    }
  };
}

/** After a recipient is chosen: the charge list for that account (new or returning, spec 01 §3). */
export function loadChargeListFor(uid: number): PayThunk {
  return async (dispatch) => {
    dispatch(payActions.callStarted('rechargeList'));
    const r = await batch([rechargeListCall(uid)] as const);
    await dispatch(initHandlers.rechargeList(r.recharge_list));
  };
}
