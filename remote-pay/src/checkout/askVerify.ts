import { addAppListener, type AppThunk } from '@topup/platform';
import type { UserLookup } from '@topup/shared/contract';
import { checkoutActions } from './checkoutSlice';

/**
 * Opens the code popup for this account (create_coin_pay's 32125: this device has not verified it);
 * resolves true once the code is right, false when the popup is closed without it.
 */
export function askVerify(user: UserLookup): AppThunk<Promise<boolean>> {
  return (dispatch) =>
    new Promise<boolean>((resolve) => {
      dispatch(
        addAppListener({
          actionCreator: checkoutActions.verifyAnswered,
          effect: (action, api) => {
            api.unsubscribe();
            resolve(action.payload.verified);
          },
        }),
      );
      dispatch(checkoutActions.verifyAsked(user));
    });
}
