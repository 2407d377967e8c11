import { PAY_TYPE_CKO_CARD, PAY_TYPE_THIRD_CARD } from '@topup/shared/domain/payTypes';

// The fine's pay channels as a table: each a label and what pressing it
// does — the hosted page (payer_max) goes at once; a card opens its fields first (the payments pipeline's
// providers, as for coins: the card-checkout card, 23, and the third provider's Visa or Mastercard, 27,
// whose 3-D Secure is shown in the page); Apple Pay opens its sheet, and is offered only where the
// browser has it.

export type FineChannel =
  | { id: 'applePay'; labelKey: string; opens: 'sheet' }
  /** `payType`: the channel whose provider draws the fields (spec 01 §3) */
  | { id: 'card' | 'cardVisa'; labelKey: string; opens: 'cardFields'; payType: number }
  | { id: 'hosted'; labelKey: string; opens: 'page' };

export type FineChannelKey = FineChannel['id'];
export type FineCardChannel = Extract<FineChannel, { opens: 'cardFields' }>;

export const FINE_CHANNELS: readonly FineChannel[] = [
  { id: 'applePay', labelKey: 'pay.applePay', opens: 'sheet' },
  { id: 'card', labelKey: 'pay.card', opens: 'cardFields', payType: PAY_TYPE_CKO_CARD },
  { id: 'cardVisa', labelKey: 'pay.cardVisa', opens: 'cardFields', payType: PAY_TYPE_THIRD_CARD },
  { id: 'hosted', labelKey: 'pay.hosted', opens: 'page' },
];

/** The card channel of this id, if it is one. */
export const cardChannel = (id: FineChannelKey | null): FineCardChannel | null =>
  FINE_CHANNELS.find((c): c is FineCardChannel => c.id === id && c.opens === 'cardFields') ?? null;
