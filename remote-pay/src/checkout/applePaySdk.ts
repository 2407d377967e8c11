// Apple's Apple Pay JS SDK's loader (payments/providers/applepay/sdk.ts), a module of the "checkout-applepay"
// chunk: applePaySession.ts loads it only where the browser has no ApplePaySession of its own.
export { applePaySessionWithSdk } from '@topup/payments';
