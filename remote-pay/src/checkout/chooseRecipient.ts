import { fetchCall, type AppThunk } from '@topup/platform';
import type { UserLookup } from '@topup/shared/contract';
import { rechargeListCall } from '../tiers/calls';
import { tiersActions } from '../tiers/tiersSlice';
import { recipientActions } from '../recipient/recipientSlice';

// Apart from the init batch (initBatch.ts): the recharge list chooses a recipient too, and its first
// render needs none of the batch.

/** The recipient is checked (and verified where needed): it becomes the one the page pays for. */
export function chooseRecipient(user: UserLookup): AppThunk<Promise<void>> {
  return async (dispatch) => {
    dispatch(recipientActions.recipientChosen(user));
    // spec 01 §3: new or returning depends on the account: its own charge list
    dispatch(tiersActions.listShownFor(user.uid));
    await dispatch(fetchCall(rechargeListCall, { uid: user.uid }, { force: true }));
  };
}
