import type { AppThunk } from '@topup/platform';
import { selectTiersState } from '../tiers/tiersSlice';
import { applePayTypeListener } from './configErrors';
import { persistListener, restorePersisted } from './persist';

// Apart from the pay page's start (start.ts), which only PayFlow's pages run: the recharge list runs this.

/**
 * What every page of this remote needs first: the persisted fields, the listeners that keep them, and the
 * one that reports a misconfigured Apple Pay type.
 */
export function startRemote(): AppThunk {
  return (dispatch, getState) => {
    // once per page load: a second page of the remote (the SPA moved) keeps the store as it is
    if (selectTiersState(getState()).scores === null) dispatch(restorePersisted());
    dispatch(persistListener);
    dispatch(applePayTypeListener);
  };
}
