// @topup/payments, the one payment engine of every paying page (DESIGN §12 "One payment engine", issue 33):
// this is its only public entry; the folders behind it are its own business. Each remote bundles what it
// uses of it, tree-shaken (package.json "sideEffects"), and a provider's SDK still loads only through the
// dynamic imports of providers/registry.ts and providers/applepay/sdk.ts.

// the payment attempt and its X-CLI-RID
export {
  ATTEMPT_MAX_AGE_MS,
  attemptDecided,
  attemptFor,
  attemptOrdered,
  keptAttempt,
} from './attempt/attempt';
export type { AttemptServices, AttemptTarget } from './attempt/attempt';
export { renewPageViewWhenPaid } from './attempt/pageView';
export type { PageViewServices } from './attempt/pageView';

// placing the order, and following its url
export { CLIENT_RID_HEADER } from './orders/clientRidHeader';
export { createOrder } from './orders/createOrder';
export type { OrderAnswer, OrderRequest, OrderServices } from './orders/createOrder';
export { cardParams } from './orders/orderParams';
export type { OrderCard } from './orders/orderParams';
export { followOrderUrl } from './orders/followOrderUrl';

// the ban fine: its attempts, its order through each channel, Apple Pay's sheet, how a returned order ended
export { fineAttemptFor, fineAttemptsEnded } from './fines/fineAttempt';
export type { FineToPay } from './fines/fineAttempt';
export { payFineOrder } from './fines/fineOrder';
export { payFineWithCard } from './fines/fineCard';
export type { FineOrderAnswer, FineOrderRequest, FinePayOutcome, FineServices } from './fines/fineOrder';
export { payFineWithApplePay } from './fines/fineApplePay';
export type { FineSheet } from './fines/fineApplePay';
export { fineOrderEnding, readFineOrderEnding } from './fines/fineOrderEnding';
export type { FineOrderEnding } from './fines/fineOrderEnding';

// what an order's answer means
export {
  adyenAnswerOutcome,
  adyenResult,
  orderOutcome,
  refusalNamesItsReason,
  refusalText,
} from './results/orderOutcome';
export type { OrderOutcome } from './results/orderOutcome';

// the card providers, their payment area and their actions (3-D Secure)
export { payProviderConfig } from './providers/config';
export type { PayProviderConfig } from './providers/config';
export { runProviderAction } from './providers/actions';
export type { ActionContext, ActionOutcome } from './providers/actions';
export { clearSurface } from './providers/surface';
export type { CardSurface } from './providers/surface';
export { useCardSurface } from './providers/useCardSurface';
export type { SurfacePhase } from './providers/useCardSurface';
export { cardFieldTexts, useCardTranslation } from './providers/cardFieldTexts';
export type {
  CardFieldsInstance,
  CardProvider,
  ChallengeCallbacks,
  ChallengeInstance,
  FieldsState,
  ProviderAction,
  TokenizedCard,
  TokenizeOutcome,
} from './providers/types';

// Apple Pay: the browser's session (or Apple's SDK), its button, the sheet and the server's calls
export { applePayAvailable, applePaySession } from './providers/applePay';
export { applePaySessionWithSdk } from './providers/applepay/sdk';
export { APPLE_PAY_BUTTON_LOCALE, applePayButtonReady } from './providers/applepay/button';
export type { ApplePayButtonKind } from './providers/applepay/button';
export { runApplePaySession } from './providers/applepay/session';
export { SHEET_NOT_SUPPORTED, VALIDATION_FAILED } from './providers/applepay/sheetReasons';
export { runApplePaySheet } from './providers/applepay/sheetOrder';
export { merchantIdentifier } from './providers/applepay/merchantId';
export type {
  ApplePaySheetHandlers,
  ApplePaySheetOutcome,
  SheetOrderPlaced,
} from './providers/applepay/sheetOrder';
export type {
  ApplePayHandlers,
  ApplePayRun,
  ApplePaySessionClass,
  ApplePaySessionLike,
  Authorization,
} from './providers/applepay/session';
export {
  adyenMerchantSession,
  explainedFailure,
  providerMerchantSession,
  REASON_TO_ASK,
  submitApplePayToken,
  verifyAdyenPayment,
} from './providers/applepay/serverCalls';
export type { ApplePayApi } from './providers/applepay/serverCalls';
