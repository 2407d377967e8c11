import { session, storage } from '@topup/platform';
import type { UserLookup } from '@topup/shared/contract';
import { needsVerification } from '@topup/shared/domain/verificationRule';
import { loadChargeListFor } from '../start/initBatch';
import { payActions, selectPay } from '../store/paySlice';
import type { PayThunk } from '../store/thunk';

/**
 * spec 01 §6: whether paying for this account needs a code first. Not for the logged-in user, not for an
 * account of the local recharge target list (the recipient history, or the recent targets loaded for a
 * logged-in user), not for the last verified account.
 */
export function verificationNeeded(user: UserLookup): PayThunk<boolean> {
  return async (_dispatch, getState) => {
    const state = selectPay(getState());
    const lastVerified = Number(storage.get('lastVerifiedUid') ?? NaN);
    return needsVerification({
      uid: user.uid,
      loggedInUid: session.getSnapshot().user?.uid ?? null,
      localTargetUids: [...state.history.map((h) => h.uid), ...state.recentTargets.map((r) => r.to_uid)],
      lastVerifiedUid: Number.isFinite(lastVerified) ? lastVerified : null,
    });
  };
}

/** The recipient is checked (and verified where needed): it becomes the one the page pays for. */
export function chooseRecipient(user: UserLookup): PayThunk {
  return async (dispatch) => {
    dispatch(payActions.recipientChosen(user));
    await dispatch(loadChargeListFor(user.uid));
  };
}
