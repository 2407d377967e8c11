import {
  CARD_3DS_FAILED,
  CARD_CVC_DECLINED,
  CARD_DECLINED,
  CARD_EXPIRED,
  CARD_HIGH_RISK_CODE,
  INSUFFICIENT_FUNDS,
  ORDER_INTERRUPTED,
} from '@topup/shared/contract/codes';
import {
  REFUSAL_CARD_EXPIRED,
  REFUSAL_CVC_DECLINED,
  REFUSAL_NOT_3DS_AUTHENTICATED,
  REFUSAL_NOT_ENOUGH_BALANCE,
} from '@topup/shared/domain/paymentResult';

// DESIGN §4: the sandbox gateway decides every payment from this table of test card numbers. Any future
// expiry, any CVV and any holder name work; the number alone picks the outcome. The README prints it.

/** What a test card does when it is charged. */
export type CardClass =
  | 'success'
  | 'threeDs'
  | 'insufficientFunds'
  | 'expired'
  | 'cvcDeclined'
  | 'highRisk'
  | 'generic'
  | 'delayedSuccess';

export const CARD_CLASSES: readonly CardClass[] = [
  'success',
  'threeDs',
  'insufficientFunds',
  'expired',
  'cvcDeclined',
  'highRisk',
  'generic',
  'delayedSuccess',
];

export const isCardClass = (value: unknown): value is CardClass =>
  typeof value === 'string' && (CARD_CLASSES as readonly string[]).includes(value);

export interface SandboxTestCard {
  /** Digits only. */
  number: string;
  cardClass: CardClass;
  /** What happens, for the README. */
  outcome: string;
}

/**
 * The card "insufficient funds" (4000 0000 0000 9995) is refused only above this amount: 5 USD or less
 * succeeds, so the result dialog's "try the lower tier" really pays (spec 01 §4).
 */
export const INSUFFICIENT_FUNDS_ABOVE_CENTS = 500;

/** The processor answers the delayed card (4000 0000 0000 0077) after this long. */
export const PROCESSOR_DELAY_MS = 5000;

export const SANDBOX_TEST_CARDS: readonly SandboxTestCard[] = [
  { number: '4242424242424242', cardClass: 'success', outcome: 'success (visa)' },
  { number: '5555555555554444', cardClass: 'success', outcome: 'success (mastercard)' },
  {
    number: '4000000000003220',
    cardClass: 'threeDs',
    outcome: '3-D Secure challenge, then success or failure by the button pressed',
  },
  {
    number: '4000000000009995',
    cardClass: 'insufficientFunds',
    outcome: 'insufficient funds above 5 USD; 5 USD or less succeeds',
  },
  { number: '4000000000000069', cardClass: 'expired', outcome: 'expired card' },
  { number: '4000000000000127', cardClass: 'cvcDeclined', outcome: 'CVC declined' },
  { number: '4100000000000019', cardClass: 'highRisk', outcome: 'high risk' },
  { number: '4000000000000002', cardClass: 'generic', outcome: 'generic refusal' },
  {
    number: '4000000000000077',
    cardClass: 'delayedSuccess',
    outcome: 'success after a 5 s processor delay',
  },
];

const BY_NUMBER = new Map(SANDBOX_TEST_CARDS.map((c) => [c.number, c.cardClass]));

/** The class of a (Luhn-valid) card number: its row of the table, else success. */
export const cardClassOf = (digits: string): CardClass => BY_NUMBER.get(digits) ?? 'success';

/** The class of the test card whose last 4 digits these are (Apple Pay tokens show only those), else success. */
export function cardClassOfLast4(last4: string): CardClass {
  const card = SANDBOX_TEST_CARDS.find((c) => c.number.endsWith(last4) && c.cardClass !== 'success');
  return card?.cardClass ?? 'success';
}

export type DeclineKind =
  | 'insufficientFunds'
  | 'expired'
  | 'cvcDeclined'
  | 'highRisk'
  | 'generic'
  | 'threeDsFailed'
  | 'timeOut'
  | 'unexplained'
  | 'interrupted';

export const isDeclineKind = (value: unknown): value is DeclineKind =>
  typeof value === 'string' && Object.prototype.hasOwnProperty.call(DECLINES, value);

/** How each provider says no. */
export interface DeclineDetail {
  /** The card-checkout provider's response code (spec 01 §8), as text. */
  ckoCode: string;
  /** The third provider's refusalReasonCode and refusalReason (spec 01 §4). */
  refusalReasonCode: string;
  refusalReason: string;
  /**
   * get_pay_error_by_order's fail_reason: the Apple Pay failure reason where one fits
   * (shared/domain/paymentResult.ts mapApplePayFailure).
   */
  failReason: string;
  /** fail_detail: worded so mapCallbackResult gives balance, verify, expire or other as the spec says. */
  failDetail: string;
  errSummary: string;
}

export const DECLINES: Readonly<Record<DeclineKind, DeclineDetail>> = {
  insufficientFunds: {
    ckoCode: String(INSUFFICIENT_FUNDS),
    refusalReasonCode: REFUSAL_NOT_ENOUGH_BALANCE,
    refusalReason: 'Not enough balance',
    failReason: 'insufficient_funds',
    failDetail: 'Insufficient funds',
    errSummary: 'Insufficient Funds',
  },
  expired: {
    ckoCode: String(CARD_EXPIRED),
    refusalReasonCode: REFUSAL_CARD_EXPIRED,
    refusalReason: 'Expired Card',
    failReason: 'card_expired',
    failDetail: 'Expired card',
    errSummary: 'Expired Card',
  },
  cvcDeclined: {
    ckoCode: String(CARD_CVC_DECLINED),
    refusalReasonCode: REFUSAL_CVC_DECLINED,
    refusalReason: 'CVC Declined',
    failReason: 'cvc_declined',
    failDetail: 'CVC declined by the issuer',
    errSummary: 'Bad Track Data',
  },
  highRisk: {
    ckoCode: CARD_HIGH_RISK_CODE,
    // Adyen's FRAUD refusal: not one of 6, 11, 12, 24, so the page maps it to "other" (spec 01 §4).
    refusalReasonCode: '20',
    refusalReason: 'FRAUD',
    failReason: 'channel_user_risk',
    failDetail: 'Declined by the risk check',
    errSummary: 'High Risk',
  },
  generic: {
    ckoCode: String(CARD_DECLINED),
    refusalReasonCode: '2',
    refusalReason: 'Refused',
    failReason: 'do_not_honour',
    failDetail: 'Declined - Do not honour',
    errSummary: 'Declined',
  },
  threeDsFailed: {
    ckoCode: String(CARD_3DS_FAILED),
    refusalReasonCode: REFUSAL_NOT_3DS_AUTHENTICATED,
    refusalReason: '3D Not Authenticated',
    failReason: '3ds_authentication_failure',
    failDetail: '3ds authentication failure',
    errSummary: 'Cardholder failed 3DS authentication',
  },
  // an Apple Pay token's test value only (applePayTestValues.ts): the provider did not answer in time
  timeOut: {
    ckoCode: String(CARD_DECLINED),
    refusalReasonCode: '2',
    refusalReason: 'Refused',
    failReason: 'time_out',
    failDetail: 'The payment provider did not answer in time',
    errSummary: 'Timeout',
  },
  // an Apple Pay token's test value only: the provider declines and its notice never says why, so
  // get_pay_error_by_order stays blank (the embedded button asks 100 times, then shows the default)
  unexplained: {
    ckoCode: '',
    refusalReasonCode: '',
    refusalReason: '',
    failReason: '',
    failDetail: '',
    errSummary: '',
  },
  // ours, not the provider's: the server stopped before the charge reached it (recovery/lostPayments.ts, issue
  // 2). Its code is ORDER_INTERRUPTED, so the create call's answer says it in its own words; the callback page
  // reads "other".
  interrupted: {
    ckoCode: String(ORDER_INTERRUPTED),
    refusalReasonCode: '',
    refusalReason: '',
    failReason: 'interrupted',
    failDetail: 'The payment stopped before the card was sent to the provider; nothing was charged',
    errSummary: 'Interrupted',
  },
};

/** What the processor says about one charge. */
export type Decision =
  { kind: 'authorised' } | { kind: 'challenge' } | { kind: 'declined'; decline: DeclineKind };

export interface ChargeInput {
  cardClass: CardClass;
  amountCents: number;
  /** A saved card whose validity date has passed, or that the bank reported expired. */
  expired?: boolean;
  /** Apple Pay: the wallet already authenticated the payer, so no 3-D Secure challenge. */
  wallet?: boolean;
  /** The cardholder's answer to the 3-D Secure challenge, once given. */
  authentication?: 'passed' | 'failed';
}

/** The table as a rule: one decision per card class and amount. */
export function decideCharge(input: ChargeInput): Decision {
  if (input.expired) return { kind: 'declined', decline: 'expired' };
  switch (input.cardClass) {
    case 'success':
    case 'delayedSuccess':
      return { kind: 'authorised' };
    case 'threeDs':
      if (input.wallet || input.authentication === 'passed') return { kind: 'authorised' };
      return input.authentication === 'failed'
        ? { kind: 'declined', decline: 'threeDsFailed' }
        : { kind: 'challenge' };
    case 'insufficientFunds':
      return input.amountCents > INSUFFICIENT_FUNDS_ABOVE_CENTS
        ? { kind: 'declined', decline: 'insufficientFunds' }
        : { kind: 'authorised' };
    case 'expired':
      return { kind: 'declined', decline: 'expired' };
    case 'cvcDeclined':
      return { kind: 'declined', decline: 'cvcDeclined' };
    case 'highRisk':
      return { kind: 'declined', decline: 'highRisk' };
    case 'generic':
      return { kind: 'declined', decline: 'generic' };
  }
}

/** Whether the processor takes its time on this card. */
export const isDelayed = (cardClass: CardClass): boolean => cardClass === 'delayedSuccess';
