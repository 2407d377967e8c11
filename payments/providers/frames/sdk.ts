// The part of Checkout.com Frames v2 (the global `Frames` of framesv2.min.js) this provider uses, typed after
// the official React wrapper (checkout/frames-react: src/types/types.ts for the init options, events and the
// tokenized payload; src/components/Frames.tsx for the methods it calls; src/config/config.ts for the script
// URL and the container class names).

export const FRAMES_SCRIPT_URL = 'https://cdn.checkout.com/js/framesv2.min.js';

/** The multi-frame layout: Frames draws one iframe into each element with these class names. */
export const FRAMES_CONTAINER_CLASS = {
  cardNumber: 'card-number-frame',
  expiry: 'expiry-date-frame',
  cvv: 'cvv-frame',
} as const;

export interface FramesEvents {
  READY: 'ready';
  FRAME_ACTIVATED: 'frameActivated';
  FRAME_FOCUS: 'frameFocus';
  FRAME_BLUR: 'frameBlur';
  FRAME_VALIDATION_CHANGED: 'frameValidationChanged';
  PAYMENT_METHOD_CHANGED: 'paymentMethodChanged';
  CARD_VALIDATION_CHANGED: 'cardValidationChanged';
  CARD_SUBMITTED: 'cardSubmitted';
  CARD_TOKENIZED: 'cardTokenized';
  CARD_TOKENIZATION_FAILED: 'cardTokenizationFailed';
}
export type FramesEventName = FramesEvents[keyof FramesEvents];

/** A custom localization object (instead of a language code such as 'AR'). */
export interface FramesLocalization {
  cardNumberPlaceholder: string;
  expiryMonthPlaceholder: string;
  expiryYearPlaceholder: string;
  cvvPlaceholder: string;
}

export type FramesStyleRule = Record<string, string>;
export interface FramesStyle {
  base?: FramesStyleRule;
  valid?: FramesStyleRule;
  invalid?: FramesStyleRule;
  focus?: FramesStyleRule;
  placeholder?: { base?: FramesStyleRule; focus?: FramesStyleRule };
}

export interface FramesCardholder {
  name?: string | null;
}

export type FrameElementIdentifier = 'card-number' | 'expiry-date' | 'cvv';

export interface FrameElementEvent {
  element: FrameElementIdentifier;
}

export interface FrameValidationChangedEvent {
  element: FrameElementIdentifier;
  isValid: boolean;
  isEmpty: boolean;
}

export interface CardValidationChangedEvent {
  isValid: boolean;
  isElementValid: { cardNumber: boolean; expiryDate: boolean; cvv: boolean };
}

export interface PaymentMethodChangedEvent {
  isValid: boolean;
  /** 'Visa', 'Mastercard', 'American Express', …; absent once the number is cleared */
  paymentMethod?: string;
  isPaymentMethodAccepted?: boolean;
}

/**
 * The card token (Checkout.com's token response). The wrapper types the expiry as strings; the API sends
 * numbers, so both are read.
 */
export interface CardTokenizedEvent {
  type: string;
  token: string;
  expires_on: string;
  expiry_month: string | number;
  expiry_year: string | number;
  scheme?: string;
  scheme_local?: string;
  last4: string;
  bin: string;
  card_type?: string;
  issuer?: string;
  issuer_country?: string;
  name?: string;
}

export interface CardTokenizationFailedEvent {
  errorCode: string;
  message: string;
}

export interface FramesInitOptions {
  publicKey: string;
  localization?: string | FramesLocalization;
  style?: FramesStyle;
  cardholder?: FramesCardholder;
  frameBlur?: (e: FrameElementEvent) => void;
  frameValidationChanged?: (e: FrameValidationChangedEvent) => void;
  paymentMethodChanged?: (e: PaymentMethodChangedEvent) => void;
  cardValidationChanged?: (e: CardValidationChangedEvent) => void;
  cardTokenized?: (e: CardTokenizedEvent) => void;
  cardTokenizationFailed?: (e: CardTokenizationFailedEvent) => void;
}

export interface FramesGlobal {
  Events: FramesEvents;
  /** Read at submit time: the wrapper updates `Frames.cardholder.name` between renders. */
  cardholder?: FramesCardholder;
  init(options: FramesInitOptions): void;
  isCardValid(): boolean;
  /** Resolves with the cardTokenized payload. */
  submitCard(): Promise<CardTokenizedEvent>;
  addEventHandler(event: FramesEventName, handler: (event: never) => void): void;
  removeEventHandler(event: FramesEventName, handler: (event: never) => void): boolean;
  removeAllEventHandlers(event: FramesEventName): boolean;
  /** After a failed submit: keeps the entered card and lets the form be submitted again. */
  enableSubmitForm(): void;
}

/** The window the script defines `Frames` on. */
export interface FramesHost {
  Frames?: FramesGlobal;
}
