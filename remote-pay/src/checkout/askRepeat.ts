import { addAppListener, type AppThunk } from '@topup/platform';
import type { RepeatPaymentData } from '@topup/shared/contract/attempt';
import { checkoutActions } from './checkoutSlice';

/** Asks whether to pay again what was just paid; resolves with the answer (the dialog's two buttons). */
export function askRepeat(paid: RepeatPaymentData): AppThunk<Promise<boolean>> {
  return (dispatch) =>
    new Promise<boolean>((resolve) => {
      dispatch(
        addAppListener({
          actionCreator: checkoutActions.promptAnswered,
          effect: (action, api) => {
            api.unsubscribe();
            resolve(action.payload.payAgain);
          },
        }),
      );
      dispatch(checkoutActions.promptOpened({ kind: 'repeat', paid }));
    });
}
