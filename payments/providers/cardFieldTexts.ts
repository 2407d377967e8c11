import type { CardFieldName, CardFieldTexts } from './types';

const FIELDS: readonly CardFieldName[] = ['cardNumber', 'cvv', 'expiry', 'holderName'];

/** spec 01 §5 texts of the card fields, from the pay namespace, for any provider. */
export function cardFieldTexts(t: (key: string) => string): CardFieldTexts {
  const of = (group: string) =>
    Object.fromEntries(FIELDS.map((f) => [f, t(`cardFields.${group}.${f}`)])) as Record<
      CardFieldName,
      string
    >;
  return {
    labels: of('labels'),
    placeholders: of('placeholders'),
    empty: of('empty'),
    invalid: of('invalid'),
    brandRefused: t('cardFields.brandRefused'),
  };
}
