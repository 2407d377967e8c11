import type { AppThunk } from '@topup/platform';
import { applePaySession, type ApplePaySessionClass } from '@topup/payments';
import type { ApplePayConfig } from '@topup/shared/contract/sys';
import { fineActions } from './fineSlice';

// Apple Pay for the fine, where the browser can pay with it (spec 02 §4): its code and the package's Apple
// Pay configuration loaded ahead, so the tap opens the sheet without awaiting anything (Safari's rule).
// Browsers without Apple Pay download none of it, and its channel is not offered.

type FineApplePayModule = typeof import('./applePay');

export interface FineApplePay {
  Session: ApplePaySessionClass;
  config: ApplePayConfig | undefined;
  pay: FineApplePayModule['payFineByApplePay'];
}

let ready: FineApplePay | null = null;

/** Apple Pay's sheet for the fine, once ready; null before, and where the browser has no Apple Pay. */
export const fineApplePay = (): FineApplePay | null => ready;

export function readyFineApplePay(): AppThunk<Promise<void>> {
  return async (dispatch, _getState, { pkgInfo }) => {
    const Session = applePaySession();
    if (!Session) return;
    try {
      const m = await import(/* webpackChunkName: "fine-apple-pay" */ './applePay');
      const info = await pkgInfo.get();
      ready = { Session, config: info?.adyen_applepay_config, pay: m.payFineByApplePay };
      dispatch(fineActions.applePayReadied());
    } catch {
      // not loaded (offline): the other channels stay
    }
  };
}
