// What the Apple Pay tap needs ready before it happens (issue "Apple Pay"): Safari opens the sheet only from
// the tap's own handler, so nothing may be awaited there. Once Apple Pay is chosen in a browser that has
// it, the sheet's code is loaded, and it asks check_domain_payable whether this domain may take the type.
// Browsers without Apple Pay never download any of it.

type ApplePayModule = typeof import('./applePay');

let loaded: ApplePayModule | null = null;

export function preloadApplePay(): Promise<ApplePayModule> {
  return import(/* webpackChunkName: "checkout-applepay" */ './applePay').then((m) => {
    loaded = m;
    return m;
  });
}

/** The sheet's code, if it has been loaded. */
export const applePayModule = (): ApplePayModule | null => loaded;
