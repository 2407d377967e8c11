import { normaliseExpiry } from '@topup/shared/domain/expiryInput';
import type { CardFieldName, CardFieldTexts, FieldStatus, TokenizedCard } from '../types';
import type {
  CardTokenizedEvent,
  FrameElementIdentifier,
  FramesLocalization,
  FrameValidationChangedEvent,
} from './sdk';

// Pure translations between Frames' events and the provider interface (spec 01 §5, §7).

export const FRAME_FIELD: Readonly<Record<FrameElementIdentifier, CardFieldName>> = {
  'card-number': 'cardNumber',
  'expiry-date': 'expiry',
  cvv: 'cvv',
};

export function frameStatus(e: FrameValidationChangedEvent): FieldStatus {
  if (e.isEmpty) return 'empty';
  return e.isValid ? 'valid' : 'invalid';
}

/** Frames names the network ('Visa', 'American Express'); the page speaks the domain's brand names. */
const BRAND: Readonly<Record<string, string>> = {
  visa: 'visa',
  mastercard: 'mastercard',
  'american express': 'amex',
  'diners club': 'diners',
  maestro: 'maestro',
  discover: 'discover',
};

export function brandOf(paymentMethod: string | undefined): string | undefined {
  if (!paymentMethod) return undefined;
  const key = paymentMethod.trim().toLowerCase();
  return BRAND[key] ?? key;
}

/**
 * Frames' expiry frame shows one "month/year" input whose placeholder it builds from two parts; the page
 * gives one placeholder ("MM/YY" in Arabic), split at its slash.
 */
export function framesLocalization(placeholders: CardFieldTexts['placeholders']): FramesLocalization {
  const [month = '', year = ''] = placeholders.expiry.split('/').map((part) => part.trim());
  return {
    cardNumberPlaceholder: placeholders.cardNumber,
    expiryMonthPlaceholder: month,
    expiryYearPlaceholder: year,
    cvvPlaceholder: placeholders.cvv,
  };
}

/** 'MM/YY' (spec 01 §5) from the token's month and four-digit year; '' if they do not make one. */
export function cardValidDateOf(month: string | number, year: string | number): string {
  return normaliseExpiry(`${String(month).trim()}/${String(year).trim().slice(-2)}`) ?? '';
}

/** spec 01 §7: what create_coin_pay needs from a new card-checkout card (cko_token, cko_issuer, …). */
export function toTokenizedCard(e: CardTokenizedEvent, holderName: string): TokenizedCard {
  return {
    token: e.token,
    bin: e.bin,
    last4: e.last4,
    scheme: e.scheme ?? '',
    issuer: e.issuer ?? '',
    issuerCountry: e.issuer_country ?? '',
    cardValidDate: cardValidDateOf(e.expiry_month, e.expiry_year),
    holderName,
  };
}
