import { applePaySession, type ApplePaySessionClass } from '@topup/payments';
import { withLaterTexts } from '../i18n';

// Where the browser has no ApplePaySession of its own (Chrome, Firefox), Apple's SDK gives it one, loaded
// from Apple's CDN once Apple Pay is chosen (payments/providers/applepay/sdk.ts). Its loader comes with the
// sheet's code (the "checkout-applepay" chunk, applePayReady.ts), which such a browser needs next anyway,
// not in the first render: Safari, with a session of its own, never downloads it.

/** The browser's own ApplePaySession, else the SDK's once loaded; null when neither can be had. */
export function applePaySessionWithSdk(): Promise<ApplePaySessionClass | null> {
  const own = applePaySession();
  if (own) return Promise.resolve(own);
  return withLaterTexts(import(/* webpackChunkName: "checkout-applepay" */ './applePaySdk')).then(
    (m) => m.applePaySessionWithSdk(),
    () => null, // the chunk could not load: as when the SDK cannot (offline, blocked)
  );
}
