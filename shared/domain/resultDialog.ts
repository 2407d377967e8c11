import type { PaymentResultKind } from './paymentResult';
import { PAY_TYPE_CKO_CARD } from './payTypes';

// spec 01 §4 "Payment result kinds and dialogs": what each result dialog says and offers. Keys are
// i18n keys of the pay namespace; the UI owns the Arabic text and formats {amount}$.

export type ResultAction =
  | 'rechargeAnother'
  | 'close'
  | 'tryLower'
  | 'understood'
  | 'retry'
  | 'updateAndPay'
  | 'useAnotherCard'
  | 'refresh'
  | 'tryAnother';

export interface ResultButton {
  action: ResultAction;
  labelKey: string;
  /** USD shown on the button ("recharge another {amount}$"). */
  amount?: number;
}

export interface ResultDialogSpec {
  kind: PaymentResultKind;
  titleKey: string;
  tipKey: string;
  /** The first button is the primary one. */
  buttons: ResultButton[];
}

export interface ResultDialogContext {
  /** The tier just paid (or attempted). */
  amount: number;
  /** The next lower tier (tiers.lowerTier), null when there is none. */
  lowerAmount: number | null;
  payType: number | null;
}

const button = (action: ResultAction, amount?: number): ResultButton =>
  amount === undefined
    ? { action, labelKey: `result.button.${action}` }
    : { action, labelKey: `result.button.${action}`, amount };

function keysOf(kind: PaymentResultKind): { titleKey: string; tipKey: string } {
  return { titleKey: `result.${kind}.title`, tipKey: `result.${kind}.tip` };
}

/** The dialog of a result kind; null for notActive, which is never shown. */
export function resultDialogSpec(kind: PaymentResultKind, ctx: ResultDialogContext): ResultDialogSpec | null {
  const base = { kind, ...keysOf(kind) };
  switch (kind) {
    case 'notActive':
      return null;
    // coins arrive within minutes; closing refreshes the session login (the caller's job)
    case 'success':
      return { ...base, buttons: [button('rechargeAnother', ctx.amount), button('close')] };
    // "try {lower tier}$" only when a lower tier exists, otherwise only "understood"
    case 'balance':
      return {
        ...base,
        buttons: ctx.lowerAmount === null ? [button('understood')] : [button('tryLower', ctx.lowerAmount)],
      };
    case 'verify':
      return { ...base, buttons: [button('retry', ctx.amount)] };
    // "update and pay" only for the card-checkout card; every card can switch to another one
    case 'expire':
      return {
        ...base,
        buttons:
          ctx.payType === PAY_TYPE_CKO_CARD
            ? [button('updateAndPay'), button('useAnotherCard')]
            : [button('useAnotherCard')],
      };
    // the Apple Pay connection is unstable; refresh may move to another domain
    case 'highRisk':
      return { ...base, buttons: [button('refresh')] };
    // the browser cannot do Apple Pay: another method, or Safari
    case 'not_support_apple_pay':
      return { ...base, buttons: [button('tryAnother')] };
    // other, and a plain failure: try another card or channel
    case 'fail':
    case 'other':
      return { ...base, ...keysOf('other'), buttons: [button('tryAnother')] };
  }
}
