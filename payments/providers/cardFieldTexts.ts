import { addTranslations, useTranslation } from '@topup/platform';
import ar from '@topup/shared/i18n/ar/card.json';
import type { CardFieldName, CardFieldTexts } from './types';

// The card fields' texts (spec 01 §5) in their own namespace, "card", which travels with the payments
// package: every page that takes a card (the top-up, the fine) shows the same words without carrying the
// other's namespace.
addTranslations('card', ar);

const FIELDS: readonly CardFieldName[] = ['cardNumber', 'cvv', 'expiry', 'holderName'];

/** spec 01 §5 texts of the card fields, from the card namespace, for any provider. */
export function cardFieldTexts(t: (key: string) => string): CardFieldTexts {
  const of = (group: string) =>
    Object.fromEntries(FIELDS.map((f) => [f, t(`${group}.${f}`)])) as Record<CardFieldName, string>;
  return {
    labels: of('labels'),
    placeholders: of('placeholders'),
    empty: of('empty'),
    invalid: of('invalid'),
    brandRefused: t('brandRefused'),
  };
}

/** The card namespace's translation (the new-card title, the security line, the fields' texts). */
export const useCardTranslation = () => useTranslation('card');
