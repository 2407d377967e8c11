import type { AppThunk } from '@topup/platform';
import { payOnSheet, type ApplePaySessionClass } from '@topup/payments';
import type { ApplePayConfig } from '@topup/shared/contract/sys';
import { fineActions } from './fineSlice';
import { fineProgress } from './progress';
import type { FineToPay } from './selectors';

/**
 * spec 02 §4: the fine paid with Apple Pay (the payments pipeline's sheet: the order made at the merchant
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
    const payable = { kind: 'fine', ...fine, channel: 'apple_pay' } as const;
    const outcome = await dispatch(payOnSheet(payable, { Session, label, config }, dispatch(fineProgress())));
    dispatch(fineActions.paymentSettled(outcome));
  };
}
