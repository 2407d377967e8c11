// @topup/payments, the one payment pipeline of every paying page (DESIGN §12 "One payment pipeline"): this
// is its only public entry; the folders behind it are its own business. Each remote bundles what it uses of
// it, tree-shaken (package.json "sideEffects"), and a provider's SDK still loads only through the dynamic
// imports of providers/registry.ts and providers/applepay/sdk.ts.

// an order's whole life for any payable (a top-up, a fine), by card or page, or on Apple Pay's sheet
export { pay } from './pipeline/pay';
export { payOnSheet } from './pipeline/sheet';
export type { Payable, PayOutcome, PayProgress } from './pipeline/types';

// an order the payment left behind: cancelled, its error, its provider's page, its attempt, the page view
export { cancelOrder, continueOrder, payErrorOf } from './pipeline/orderCalls';
export { endAttempt, keptAttempt } from './pipeline/attemptStore';
export { renewPageView } from './pipeline/pageView';

// the card payment area (its provider's fields, then its challenge) and its texts
export { useCardSurface } from './providers/useCardSurface';
export { useCardTranslation } from './providers/cardFieldTexts';
export type { CardSurface } from './providers/surface';

// Apple Pay where the browser has it (or Apple's SDK gives it), and Apple's own button
export { applePaySession } from './providers/applePay';
export { applePaySessionWithSdk } from './providers/applepay/sdk';
export { applePayButtonReady } from './providers/applepay/button';
export type { ApplePaySessionClass } from './providers/applepay/session';
