import type { ApplePayPaymentRequestLike } from '@topup/shared/domain/applePayRequest';
import { runApplePaySession, type ApplePaySessionClass, type Authorization } from './session';

// spec 01 §4, §7 and spec 02 §4: the Apple Pay sheet with its order. The order is made when Apple asks
// for the merchant's validation — never before the sheet opens, so a browser that cannot show it makes
// none — once: the payment token is authorised against that same order. One rule for every page that
// takes Apple Pay (the top-up and the fine each wrote it).

export type SheetOrderPlaced<R> = { ok: true; orderId: string } | { ok: false; refusal: R };

export interface ApplePaySheetHandlers<R> {
  /** Makes the sheet's order; `refusal` is the caller's own answer for an order that was not made. */
  placeOrder(): Promise<SheetOrderPlaced<R>>;
  /** The merchant session for Apple's validation URL, for the order. */
  merchantSession(orderId: string, validationURL: string): Promise<unknown>;
  /** Hands the payment token to the server for the order; its verdict decides the sheet's status. */
  authorize(orderId: string, token: unknown): Promise<Authorization>;
  /** How many times the validation (with its order) is tried. */
  validationAttempts: number;
}

export type ApplePaySheetOutcome<R> =
  | { kind: 'paid'; orderId: string }
  /** the order could not be made at the merchant validation (the sheet closed): the caller's refusal */
  | { kind: 'notCreated'; refusal: R }
  /** the user closed the sheet: an order made waits for the next sheet */
  | { kind: 'cancelled'; orderId: string | null }
  | { kind: 'failed'; reason: string; orderId: string | null };

class OrderNotPlaced extends Error {}

/**
 * Opens the sheet (created and begun before anything is awaited: call it in the tap's own handler, it
 * throws when the session cannot be created) and resolves with how it ended.
 */
export function runApplePaySheet<R>(
  Session: ApplePaySessionClass,
  version: number,
  request: ApplePayPaymentRequestLike,
  handlers: ApplePaySheetHandlers<R>,
): Promise<ApplePaySheetOutcome<R>> {
  let orderId: string | null = null;
  let refused: { refusal: R } | null = null;
  const orderOnce = async (): Promise<string> => {
    if (orderId) return orderId;
    const placed = await handlers.placeOrder();
    if (!placed.ok) {
      refused = { refusal: placed.refusal };
      throw new OrderNotPlaced('the sheet’s order was not made');
    }
    orderId = placed.orderId;
    // a later validation attempt made the order after all: the sheet goes on with it
    refused = null;
    return orderId;
  };
  const run = runApplePaySession(Session, version, request, {
    validationAttempts: handlers.validationAttempts,
    validateMerchant: async (validationURL) => handlers.merchantSession(await orderOnce(), validationURL),
    authorize: async (token) => handlers.authorize(await orderOnce(), token),
  });
  return run.then((outcome): ApplePaySheetOutcome<R> => {
    if (outcome.kind === 'paid' && orderId) return { kind: 'paid', orderId };
    if (refused) return { kind: 'notCreated', refusal: refused.refusal };
    if (outcome.kind === 'cancelled') return { kind: 'cancelled', orderId };
    return { kind: 'failed', reason: outcome.kind === 'failed' ? outcome.reason : 'default', orderId };
  });
}
