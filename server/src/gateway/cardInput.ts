import type { SandboxCardField } from '@topup/shared/contract';
import { isExpiryValid, monthAtExpiryOffset, normaliseExpiry } from '@topup/shared/domain/expiryInput';
import { detectBrand, digitsOf } from '@topup/shared/domain/cardBrand';
import {
  cleanHolderName,
  validateCardNumber,
  validateCvv,
  validateHolderName,
} from '@topup/shared/domain/cardFields';
import { toLatinDigits } from '@topup/shared/domain/digits';
import { cardClassOf, type CardClass } from './testCards';

// The card fields the gateway accepts (its tokenization and its hosted checkout), checked with the same
// rules as the page's own fields (spec 01 §5). The number leaves this module only as bin, last 4 digits
// and (in tokenStore) an HMAC fingerprint; the CVV is checked and dropped.

/** A valid card as the gateway keeps it. `digits` is for the fingerprint only: never store it. */
export interface CheckedCard {
  digits: string;
  bin: string;
  last4: string;
  scheme: string;
  /** 'MM/YY'. */
  cardValidDate: string;
  holderName: string;
  cardClass: CardClass;
}

/** The hosted checkout's single expiry field ('expiry', MM/YY) or the token call's month and year. */
export type CardInputField = SandboxCardField | 'expiry';

export type CardCheck =
  { ok: true; card: CheckedCard } | { ok: false; field: CardInputField; empty: boolean };

/** DESIGN §10: the page's words for each field. */
const FIELD_LABEL: Readonly<Record<CardInputField, string>> = {
  number: 'رقم البطاقة',
  expiry: 'تاريخ الانتهاء',
  expiry_month: 'تاريخ الانتهاء',
  expiry_year: 'تاريخ الانتهاء',
  cvv: 'رمز CVV',
  name: 'اسم حامل البطاقة',
};

/** spec 01 §5: "please fill in {field}" and "{field} is filled in incorrectly". */
export function cardFieldMessage(field: CardInputField, empty: boolean): string {
  const label = FIELD_LABEL[field];
  return empty ? `يرجى إدخال ${label}` : `${label} غير صحيح`;
}

const refuse = (field: CardInputField, raw: string): CardCheck => ({
  ok: false,
  field,
  empty: raw.trim() === '',
});

function checkedCard(number: string, cardValidDate: string, name: string): CheckedCard {
  const digits = digitsOf(number);
  return {
    digits,
    bin: digits.slice(0, 6),
    last4: digits.slice(-4),
    scheme: detectBrand(digits),
    cardValidDate,
    holderName: cleanHolderName(name),
    cardClass: cardClassOf(digits),
  };
}

/** Month "1".."12" (one or two digits) and year "YY" or "20YY" as 'MM/YY', or the field that is wrong. */
function expiryOf(month: string, year: string): { date: string } | { field: CardInputField } {
  const m = toLatinDigits(month).trim();
  const y = toLatinDigits(year).trim();
  if (!/^[0-9]{1,2}$/.test(m) || Number(m) < 1 || Number(m) > 12) return { field: 'expiry_month' };
  const yy = /^[0-9]{2}$/.test(y) ? y : /^20[0-9]{2}$/.test(y) ? y.slice(2) : null;
  if (yy === null) return { field: 'expiry_year' };
  return { date: `${m.padStart(2, '0')}/${yy}` };
}

/**
 * The token call's fields. Fields are checked in the page's order: number (13 to 19 digits, Luhn),
 * expiry (not before this month at UTC+3), CVV (3 or 4 digits), holder name (not empty once emoji and
 * symbols are stripped, under 255 characters).
 */
export function checkTokenInput(
  input: { number: string; expiry_month: string; expiry_year: string; cvv: string; name: string },
  now: number,
): CardCheck {
  if (!validateCardNumber(input.number)) return refuse('number', input.number);
  const expiry = expiryOf(input.expiry_month, input.expiry_year);
  if ('field' in expiry)
    return refuse(expiry.field, expiry.field === 'expiry_month' ? input.expiry_month : input.expiry_year);
  if (!isExpiryValid(expiry.date, now, { minimumThisMonth: true })) {
    // a past date: the year is wrong when it is before this year, else the month
    const thisYear = monthAtExpiryOffset(now).year % 100;
    const field = Number(expiry.date.slice(3)) < thisYear ? 'expiry_year' : 'expiry_month';
    return { ok: false, field, empty: false };
  }
  if (!validateCvv(input.cvv)) return refuse('cvv', input.cvv);
  if (!validateHolderName(input.name)) return refuse('name', input.name);
  return { ok: true, card: checkedCard(input.number, expiry.date, input.name) };
}

export type CheckoutField = 'number' | 'expiry' | 'cvv' | 'name';
export const CHECKOUT_FIELDS: readonly CheckoutField[] = ['number', 'expiry', 'cvv', 'name'];
export type CheckoutForm = Record<CheckoutField, string>;

export type CheckoutCheck =
  { ok: true; card: CheckedCard } | { ok: false; errors: Partial<Record<CheckoutField, string>> };

/**
 * The hosted checkout's form: the same rules, with one MM/YY (or MMYY) expiry field. Every wrong field
 * gets its message, so the page shows them all at once.
 */
export function checkCheckoutForm(form: CheckoutForm, now: number): CheckoutCheck {
  const date = normaliseExpiry(form.expiry);
  const valid: Record<CheckoutField, boolean> = {
    number: validateCardNumber(form.number),
    expiry: date !== null && isExpiryValid(date, now, { minimumThisMonth: true }),
    cvv: validateCvv(form.cvv),
    name: validateHolderName(form.name),
  };
  const errors: Partial<Record<CheckoutField, string>> = {};
  for (const field of CHECKOUT_FIELDS) {
    if (!valid[field]) errors[field] = cardFieldMessage(field, form[field].trim() === '');
  }
  if (date === null || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, card: checkedCard(form.number, date, form.name) };
}
