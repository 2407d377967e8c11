import { PAY_TYPE_CKO_CARD } from '@topup/shared/domain/payTypes';

// The fine's pay channels as a table (issue "Login, … the ban fine"): each a label and what pressing it
// does — the hosted page (payer_max) goes at once; the card opens its fields first (the payments engine's
// providers, as for coins); Apple Pay opens its sheet, and is offered only where the browser has it.

export type FineChannel =
  | { id: 'applePay'; labelKey: string; opens: 'sheet' }
  /** `payType`: the channel whose provider draws the fields (spec 01 §3: the card-checkout card, 23) */
  | { id: 'card'; labelKey: string; opens: 'cardFields'; payType: number }
  | { id: 'hosted'; labelKey: string; opens: 'page' };

export type FineChannelKey = FineChannel['id'];

export const FINE_CHANNELS: readonly FineChannel[] = [
  { id: 'applePay', labelKey: 'pay.applePay', opens: 'sheet' },
  { id: 'card', labelKey: 'pay.card', opens: 'cardFields', payType: PAY_TYPE_CKO_CARD },
  { id: 'hosted', labelKey: 'pay.hosted', opens: 'page' },
];
