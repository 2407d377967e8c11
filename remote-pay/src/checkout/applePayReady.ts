// What the Apple Pay tap needs ready before it happens: Safari opens the sheet only from
// the tap's own handler, so nothing may be awaited there. Once Apple Pay is chosen in a browser that has
// it, the sheet's code is loaded, and it asks check_domain_payable whether this domain may take the type.
// Browsers without Apple Pay never download any of it.

import type { AppThunk } from '@topup/platform';
import { withLaterTexts } from '../i18n';

type ApplePayModule = typeof import('./applePay');

let loaded: ApplePayModule | null = null;

export function preloadApplePay(): Promise<ApplePayModule> {
  return withLaterTexts(import(/* webpackChunkName: "checkout-applepay" */ './applePay')).then((m) => {
    loaded = m;
    return m;
  });
}

/** The sheet's code, if it has been loaded. */
export const applePayModule = (): ApplePayModule | null => loaded;

/**
 * The sheet's code loaded and this domain checked for the type (check_domain_payable): what the pay bar
 * and the embedded button (type 31) both ready before a tap, once the browser is known to have Apple Pay.
 */
export function readyApplePaySheet(payType: number, uid: number | null): AppThunk<Promise<void>> {
  return async (dispatch) => {
    const m = await preloadApplePay();
    await dispatch(m.checkApplePayDomain(payType, uid));
  };
}
