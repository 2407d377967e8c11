// The part of Adyen Web 5.63.0 this provider uses, typed after its source (packages/lib/src of the v5.63.0
// tag): core/types.ts (CoreOptions), core/core.ts (create, createFromAction, remove), components/Card/types.ts
// (CardElementProps, CardElementData), components/internal/SecuredFields/lib/types.ts (the CbObj* callback
// payloads), components/UIElement.tsx and BaseElement.ts (mount, unmount, showValidation, isValid, data, the
// onChange state), components/ThreeDS2/ThreeDS2Challenge.tsx (challengeWindowSize) and
// core/ProcessResponse/PaymentAction/actionTypes.ts (onAdditionalDetails for actions). The package's own types
// are wider (and untyped where this provider reads); these are the shapes it relies on.

/** Adyen's card brand names, as `brands` takes them (spec 01 §9: the third provider takes mc and visa). */
export type AdyenBrand = 'mc' | 'visa';

/** language/types.ts CustomTranslations: locale → key → text. */
export type AdyenTranslations = Record<string, Record<string, string>>;

export interface AdyenCoreOptions {
  clientKey: string;
  environment: 'test' | 'live';
  /** 'ar' is one of the locales 5.63 ships (language/locales/ar.json). */
  locale: string;
  translations?: AdyenTranslations;
  /** core/Analytics/types.ts AnalyticsOptions */
  analytics?: { enabled?: boolean; telemetry?: boolean };
  showPayButton?: boolean;
}

/** Validity per field, as CardInput reports it (CardInputValidState). */
export interface AdyenCardValidState {
  encryptedCardNumber?: boolean;
  /** the single expiry field reports its two encrypted halves */
  encryptedExpiryMonth?: boolean;
  encryptedExpiryYear?: boolean;
  encryptedExpiryDate?: boolean;
  encryptedSecurityCode?: boolean;
  holderName?: boolean;
}

/**
 * An error in `state.errors`: secured fields give an object whose `error` is the code ('error.va.sf-cc-num.02'),
 * the holder name a ValidationRuleResult whose `errorMessage` is the translation key.
 */
export interface AdyenFieldError {
  isValid?: boolean;
  error?: string;
  errorMessage?: string;
  errorI18n?: string;
}

export interface AdyenCardErrors {
  encryptedCardNumber?: AdyenFieldError | null;
  encryptedExpiryDate?: AdyenFieldError | null;
  encryptedExpiryMonth?: AdyenFieldError | null;
  encryptedExpiryYear?: AdyenFieldError | null;
  encryptedSecurityCode?: AdyenFieldError | null;
  holderName?: AdyenFieldError | null;
}

/** CardElementData: what /payments takes as paymentMethod (with the encrypted fields) and browserInfo. */
export interface AdyenCardData {
  paymentMethod: {
    type: string;
    brand?: string;
    holderName?: string;
    encryptedCardNumber?: string;
    encryptedExpiryMonth?: string;
    encryptedExpiryYear?: string;
    encryptedSecurityCode?: string;
    [key: string]: unknown;
  };
  [key: string]: unknown;
}

/** UIElement.onChange: { data, errors, valid, isValid }. */
export interface AdyenCardState {
  data: AdyenCardData;
  errors: AdyenCardErrors;
  valid: AdyenCardValidState;
  isValid: boolean;
}

/** CbObjOnFieldValid: per encrypted field; the number's carries its last digits and 8-digit issuer BIN. */
export interface AdyenFieldValidEvent {
  fieldType: string;
  encryptedFieldName: string;
  valid: boolean;
  endDigits?: string;
  issuerBin?: number;
}

/** CbObjOnBrand: `brand` is 'card' until the number names a network. */
export interface AdyenBrandEvent {
  brand: string;
}

/** CbObjOnBinValue: the first digits (up to 6) as typed. */
export interface AdyenBinValueEvent {
  binValue: string;
}

/** CbObjOnBinLookup: the /binLookup answer (only with a client key). */
export interface AdyenBinLookupEvent {
  issuingCountryCode?: string;
  supportedBrands?: string[] | null;
}

/** CbObjOnFocus for a secured field (the holder name sends { fieldType, event } instead). */
export interface AdyenFocusEvent {
  fieldType?: string;
  numChars?: number;
}

export interface AdyenCardOptions {
  brands: AdyenBrand[];
  hasHolderName: boolean;
  holderNameRequired: boolean;
  /** Only the holder name's placeholder is a prop; the secured fields' come from the translations. */
  placeholders?: { holderName?: string };
  /** Styles inside the secured fields' iframes (SecuredFields StylesObject), CSS properties in camel case. */
  styles?: { base?: Record<string, string> };
  onChange?: (state: AdyenCardState) => void;
  onFieldValid?: (event: AdyenFieldValidEvent) => void;
  onBrand?: (event: AdyenBrandEvent) => void;
  onBinValue?: (event: AdyenBinValueEvent) => void;
  onBinLookup?: (event: AdyenBinLookupEvent) => void;
  onFocus?: (event: AdyenFocusEvent) => void;
  onBlur?: (event: AdyenFocusEvent) => void;
}

export interface AdyenCardComponent {
  mount(node: HTMLElement): unknown;
  unmount(): unknown;
  /** The submit gate of UIElement.submit: every field shows its message. */
  showValidation(): unknown;
  readonly isValid: boolean;
  readonly data: unknown;
}

/** types/index.ts PaymentAction, as the order's platform_data carries it. */
export interface AdyenPaymentAction {
  type: string;
  subtype?: string;
  /** 'scheme' for a card */
  paymentMethodType: string;
  paymentData?: string;
  url?: string;
  method?: string;
  [key: string]: unknown;
}

/** onAdditionalDetails(state): state.data holds `details` (and `paymentData`) for /payments/details. */
export interface AdyenAdditionalDetailsState {
  data: Record<string, unknown>;
}

export interface AdyenActionOptions {
  /** spec 01 §9: challenge window size code 05 (full screen). */
  challengeWindowSize: '01' | '02' | '03' | '04' | '05';
  onAdditionalDetails: (state: AdyenAdditionalDetailsState) => void;
  onError: (error: unknown) => void;
}

export interface AdyenActionComponent {
  mount(node: HTMLElement): unknown;
  unmount(): unknown;
}

export interface AdyenCheckoutInstance {
  create(type: 'card', options: AdyenCardOptions): AdyenCardComponent;
  createFromAction(action: AdyenPaymentAction, options: AdyenActionOptions): AdyenActionComponent;
}

/** The package's default export (index.ts): `AdyenCheckout(options)` resolves once the core is set up. */
export type AdyenCheckoutFactory = (options: AdyenCoreOptions) => Promise<AdyenCheckoutInstance>;

export interface AdyenModule {
  default: AdyenCheckoutFactory;
}
