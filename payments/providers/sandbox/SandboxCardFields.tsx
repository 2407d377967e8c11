import { useImperativeHandle, useState, type Ref } from 'react';
import { serverNow } from '@topup/platform';
import { digitsOf, detectBrand, type CardBrand } from '@topup/shared/domain/cardBrand';
import {
  formatCardNumber,
  fieldStatus,
  isBrandRefused,
  stripHolderName,
  CVV_MAX,
} from '@topup/shared/domain/cardFields';
import { EXPIRY_INPUT_MAX_LENGTH, formatExpiryInput } from '@topup/shared/domain/expiryInput';
import { Field } from '@topup/shared/ui';
import type { CardFieldName, CardFieldTexts, FieldsState, FieldStatus } from '../types';
import styles from './SandboxCardFields.module.css';

export interface SandboxFieldValues {
  cardNumber: string;
  expiry: string;
  cvv: string;
  holderName: string;
}

export interface SandboxFieldsHandle {
  values(): SandboxFieldValues;
  /** The submit gate: every field shows its message. */
  showErrors(): void;
}

const FIELDS: readonly CardFieldName[] = ['cardNumber', 'expiry', 'cvv', 'holderName'];
const BRAND_NAME: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  unionpay: 'UnionPay',
};

export function fieldsState(
  values: SandboxFieldValues,
  now: number,
  brands: readonly CardBrand[] | null = null,
): FieldsState {
  const fields = Object.fromEntries(FIELDS.map((f) => [f, fieldStatus(f, values[f], now)])) as Record<
    CardFieldName,
    FieldStatus
  >;
  // spec 01 §9: a brand the channel does not take is a wrong card number, said in the field
  if (isBrandRefused(values.cardNumber, brands)) fields.cardNumber = 'invalid';
  const brand = detectBrand(values.cardNumber);
  return {
    fields,
    allValid: FIELDS.every((f) => fields[f] === 'valid'),
    brand: brand === 'unknown' ? undefined : brand,
  };
}

/**
 * The sandbox's own card fields (spec 01 §5), Arabic and right to left, with the card number, expiry and CVV
 * written left to right inside the page. Arabic-Indic and Persian digits are accepted; the holder name
 * loses emoji and symbols as it is typed. A field shows its message once left, or at the submit gate.
 */
export function SandboxCardFields({
  texts,
  onState,
  ref,
  brands = null,
  // spec 01 §5: an expiry before this month is judged on the server's clock, not a wrong device clock
  now = serverNow,
}: {
  texts: CardFieldTexts;
  onState: (state: FieldsState) => void;
  brands?: readonly CardBrand[] | null;
  ref?: Ref<SandboxFieldsHandle>;
  now?: () => number;
}) {
  const [values, setValues] = useState<SandboxFieldValues>({
    cardNumber: '',
    expiry: '',
    cvv: '',
    holderName: '',
  });
  const [shown, setShown] = useState<Record<CardFieldName, boolean>>({
    cardNumber: false,
    expiry: false,
    cvv: false,
    holderName: false,
  });

  useImperativeHandle(ref, () => ({
    values: () => values,
    showErrors: () => setShown({ cardNumber: true, expiry: true, cvv: true, holderName: true }),
  }));

  const update = (field: CardFieldName, raw: string) => {
    const clean =
      field === 'cardNumber'
        ? formatCardNumber(raw)
        : field === 'expiry'
          ? formatExpiryInput(raw).slice(0, EXPIRY_INPUT_MAX_LENGTH)
          : field === 'cvv'
            ? digitsOf(raw).slice(0, CVV_MAX)
            : stripHolderName(raw);
    const next = { ...values, [field]: clean };
    setValues(next);
    onState(fieldsState(next, now(), brands));
  };

  const state = fieldsState(values, now(), brands);
  const refused = isBrandRefused(values.cardNumber, brands);
  const message = (field: CardFieldName): string | undefined => {
    // a refused brand is said at once: the user should not finish typing a card the channel cannot take
    if (field === 'cardNumber' && refused) return texts.brandRefused;
    if (!shown[field]) return undefined;
    const status = state.fields[field];
    return status === 'empty' ? texts.empty[field] : status === 'invalid' ? texts.invalid[field] : undefined;
  };
  const common = (field: CardFieldName) => ({
    label: texts.labels[field],
    placeholder: texts.placeholders[field],
    value: values[field],
    error: message(field),
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => update(field, e.target.value),
    onBlur: () => setShown((s) => ({ ...s, [field]: true })),
    'data-field': field,
  });

  return (
    <div className={styles.fields} data-testid="card-fields">
      <div className={styles.number}>
        <Field {...common('cardNumber')} inputMode="numeric" autoComplete="cc-number" dir="ltr" />
        {state.brand && (
          <span className={styles.brand} data-testid="card-brand">
            {BRAND_NAME[state.brand] ?? state.brand}
          </span>
        )}
      </div>
      <div className={styles.row}>
        <Field {...common('expiry')} inputMode="numeric" autoComplete="cc-exp" dir="ltr" />
        <Field {...common('cvv')} inputMode="numeric" autoComplete="cc-csc" dir="ltr" />
      </div>
      <Field {...common('holderName')} autoComplete="cc-name" dir="auto" />
    </div>
  );
}
