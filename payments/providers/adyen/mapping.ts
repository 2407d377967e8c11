import { CARD_FIELDS, fieldStatus } from '@topup/shared/domain/cardFields';
import type { CardFieldName, CardFieldTexts, FieldsState, FieldStatus } from '../types';
import type { AdyenCardData, AdyenCardState, AdyenFieldError } from './sdk';

// Pure translations between Adyen Web 5.63's card component and the provider interface (spec 01 §5).

/** Secured fields whose focus and blur events tell how many characters they hold. */
export const SECURED_FIELD: Readonly<Record<string, Exclude<CardFieldName, 'holderName'>>> = {
  encryptedCardNumber: 'cardNumber',
  encryptedExpiryDate: 'expiry',
  encryptedSecurityCode: 'cvv',
};

/** core/Errors/constants.ts ERROR_CODES: the codes that mean "the field is empty". */
const EMPTY_ERROR_CODES: ReadonlySet<string> = new Set([
  'error.va.sf-cc-num.02',
  'error.va.sf-cc-dat.04',
  'error.va.sf-cc-mth.01',
  'error.va.sf-cc-yr.01',
  'error.va.sf-cc-cvc.01',
]);

/**
 * The page's texts under 5.63's translation keys (language/locales/ar.json): labels, placeholders (the
 * secured fields take theirs from here) and the validation messages, so Adyen's fields say what the page's
 * other fields say (spec 01 §5: "please fill in {field}", "{field} is filled in incorrectly").
 */
export function adyenTranslations(texts: CardFieldTexts): Record<string, string> {
  const { labels, placeholders, empty, invalid } = texts;
  return {
    'creditCard.numberField.title': labels.cardNumber,
    'creditCard.expiryDateField.title': labels.expiry,
    'creditCard.cvcField.title': labels.cvv,
    'creditCard.holderName': labels.holderName,
    'creditCard.numberField.placeholder': placeholders.cardNumber,
    'creditCard.expiryDateField.placeholder': placeholders.expiry,
    'creditCard.cvcField.placeholder': placeholders.cvv,
    'creditCard.cvcField.placeholder.3digits': placeholders.cvv,
    'creditCard.cvcField.placeholder.4digits': placeholders.cvv,
    'creditCard.holderName.placeholder': placeholders.holderName,
    'error.va.sf-cc-num.01': invalid.cardNumber,
    'error.va.sf-cc-num.02': empty.cardNumber,
    'error.va.sf-cc-num.03': invalid.cardNumber,
    'error.va.sf-cc-num.04': invalid.cardNumber,
    'error.va.sf-cc-dat.01': invalid.expiry,
    'error.va.sf-cc-dat.02': invalid.expiry,
    'error.va.sf-cc-dat.03': invalid.expiry,
    'error.va.sf-cc-dat.04': empty.expiry,
    'error.va.sf-cc-dat.05': invalid.expiry,
    'error.va.sf-cc-mth.01': empty.expiry,
    'error.va.sf-cc-yr.01': empty.expiry,
    'error.va.sf-cc-yr.02': invalid.expiry,
    'error.va.sf-cc-cvc.01': empty.cvv,
    'error.va.sf-cc-cvc.02': invalid.cvv,
    'creditCard.holderName.invalid': invalid.holderName,
  };
}

function securedStatus(
  valid: boolean,
  error: AdyenFieldError | null | undefined,
  typed: boolean,
): FieldStatus {
  if (valid) return 'valid';
  const code = error?.error;
  if (code) return EMPTY_ERROR_CODES.has(code) ? 'empty' : 'invalid';
  // no message yet (the field was not left): a field with characters in it is not complete
  return typed ? 'invalid' : 'empty';
}

/** The holder name as typed, from the component's data. */
export function holderNameOf(data: AdyenCardData | undefined): string {
  const name = data?.paymentMethod.holderName;
  return typeof name === 'string' ? name : '';
}

/**
 * FieldsState from the onChange state. Adyen accepts any holder name that is not blank; the domain's rule
 * (spec 01 §5: emoji and symbols stripped, not empty, under 255) is applied on top of it.
 */
export function adyenFieldsState(
  state: AdyenCardState | undefined,
  typed: Readonly<Partial<Record<CardFieldName, boolean>>>,
  brand: string | undefined,
  now: number,
): FieldsState {
  const valid = state?.valid ?? {};
  const errors = state?.errors ?? {};
  const holder = fieldStatus('holderName', holderNameOf(state?.data), now);
  const fields: Record<CardFieldName, FieldStatus> = {
    cardNumber: securedStatus(
      valid.encryptedCardNumber === true,
      errors.encryptedCardNumber,
      !!typed.cardNumber,
    ),
    // 5.63 reports the single expiry field as its two encrypted halves
    expiry: securedStatus(
      valid.encryptedExpiryDate === true ||
        (valid.encryptedExpiryMonth === true && valid.encryptedExpiryYear === true),
      errors.encryptedExpiryDate ?? errors.encryptedExpiryMonth ?? errors.encryptedExpiryYear,
      !!typed.expiry,
    ),
    cvv: securedStatus(valid.encryptedSecurityCode === true, errors.encryptedSecurityCode, !!typed.cvv),
    holderName: holder === 'valid' && valid.holderName === false ? 'invalid' : holder,
  };
  return {
    fields,
    allValid: state?.isValid === true && CARD_FIELDS.every((f) => fields[f] === 'valid'),
    brand,
  };
}

/** Adyen's brand names ('mc', 'visa', 'card' before one is known) in the domain's words. */
export function brandOf(adyenBrand: string | undefined): string | undefined {
  if (!adyenBrand || adyenBrand === 'card') return undefined;
  return adyenBrand === 'mc' ? 'mastercard' : adyenBrand;
}

export function isCardData(value: unknown): value is AdyenCardData {
  if (!value || typeof value !== 'object') return false;
  const paymentMethod = (value as { paymentMethod?: unknown }).paymentMethod;
  return !!paymentMethod && typeof paymentMethod === 'object';
}
