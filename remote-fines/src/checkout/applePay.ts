import type { AppThunk } from '@topup/platform';
import { payFineWithApplePay, type ApplePaySessionClass, type FineToPay } from '@topup/payments';
import type { ApplePayConfig } from '@topup/shared/contract/sys';
import { fineActions } from './fineSlice';

/**
 * spec 02 §4: the fine paid with Apple Pay (the payments engine: the order made at the merchant
 * validation, Adyen's session, the token verified, then back on /fines). The sheet is created and begun
 * before this thunk's first await: it is dispatched from the tap.
 */
export function payFineByApplePay(
  Session: ApplePaySessionClass,
  fine: FineToPay,
  config: ApplePayConfig | undefined,
): AppThunk<Promise<void>> {
  return async (dispatch, _getState, extra) => {
    const label = extra.i18n.t('pay.applePayLabel', { ns: 'fines' });
    const run = payFineWithApplePay(extra, Session, fine, { label, config });
    dispatch(fineActions.paymentStarted());
    dispatch(fineActions.paymentSettled(await run));
  };
}
