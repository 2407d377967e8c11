import { selectCall, type AppThunk } from '@topup/platform';
import type { RechargeTargetRecord } from '@topup/shared/contract';
import { needsVerification } from '@topup/shared/domain/verificationRule';
import { recentTargetsCall } from './recentTargets';
import { selectHistory } from './recipientSlice';

/**
 * spec 01 §6: whether paying for this account needs a code first. Not for the logged-in user, not for an
 * account of the local recharge target list (the recipient history, or the recent targets loaded for a
 * logged-in user), not for the last verified account.
 */
export function verificationNeeded(user: { uid: number }): AppThunk<boolean> {
  return (_dispatch, getState, { session, storage }) => {
    const history = selectHistory(getState());
    const recent: readonly RechargeTargetRecord[] =
      selectCall(getState(), recentTargetsCall, { history })?.data ?? [];
    const lastVerified = Number(storage.get('lastVerifiedUid') ?? NaN);
    return needsVerification({
      uid: user.uid,
      loggedInUid: session.getSnapshot().user?.uid ?? null,
      localTargetUids: [...history.map((h) => h.uid), ...recent.map((r) => r.to_uid)],
      lastVerifiedUid: Number.isFinite(lastVerified) ? lastVerified : null,
    });
  };
}
