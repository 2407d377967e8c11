import type { ApplePayPaymentRequestLike } from '@topup/shared/domain/applePayRequest';
import { VALIDATION_FAILED } from '@topup/shared/domain/applePaySheet';

// Apple Pay JS, as Apple documents it: new ApplePaySession(version, request), begin(), then
// onvalidatemerchant → completeMerchantValidation(merchantSession), onpaymentauthorized →
// completePayment(status), oncancel; abort() ends it. The session must be created and begun in the tap's
// own handler (Safari refuses otherwise): runApplePaySession does both before its first await.

export interface ApplePaySessionLike {
  onvalidatemerchant: ((event: { validationURL: string }) => void) | null;
  onpaymentauthorized: ((event: { payment: { token: unknown } }) => void) | null;
  oncancel: ((event: unknown) => void) | null;
  begin(): void;
  abort(): void;
  completeMerchantValidation(merchantSession: unknown): void;
  completePayment(result: number | { status: number }): void;
}

export interface ApplePaySessionClass {
  new (version: number, request: ApplePayPaymentRequestLike): ApplePaySessionLike;
  readonly STATUS_SUCCESS: number;
  readonly STATUS_FAILURE: number;
  supportsVersion(version: number): boolean;
  canMakePayments(): boolean;
}

export type Authorization = { ok: true } | { ok: false; reason: string };

export interface ApplePayHandlers {
  /** The merchant session for Apple's validation URL (creating the order first when there is none). */
  validateMerchant(validationURL: string): Promise<unknown>;
  /** How many times validation is tried (spec 01 §9: up to 3 for the provider that needs it). */
  validationAttempts: number;
  /** Hands the payment token to the server; its verdict decides the sheet's status. */
  authorize(token: unknown): Promise<Authorization>;
}

export type ApplePayRun =
  | { kind: 'paid' }
  | { kind: 'failed'; reason: string }
  /** the user closed the sheet */
  | { kind: 'cancelled' };

export function runApplePaySession(
  Session: ApplePaySessionClass,
  version: number,
  request: ApplePayPaymentRequestLike,
  handlers: ApplePayHandlers,
): Promise<ApplePayRun> {
  // spec 02 §8: creating the session may throw (an insecure page, a version it refuses): the caller's
  // failure, not a hanging promise
  const session = new Session(version, request);
  let settle: (run: ApplePayRun) => void = () => undefined;
  const done = new Promise<ApplePayRun>((resolve) => {
    let settled = false;
    settle = (run) => {
      if (settled) return;
      settled = true;
      resolve(run);
    };
  });
  const complete = (status: number) => session.completePayment(version >= 3 ? { status } : status);

  session.onvalidatemerchant = ({ validationURL }) => {
    void (async () => {
      for (let attempt = 1; attempt <= Math.max(1, handlers.validationAttempts); attempt += 1) {
        try {
          session.completeMerchantValidation(await handlers.validateMerchant(validationURL));
          return;
        } catch {
          // the next attempt, if any
        }
      }
      settle({ kind: 'failed', reason: VALIDATION_FAILED });
      session.abort();
    })();
  };
  session.onpaymentauthorized = ({ payment }) => {
    void handlers.authorize(payment.token).then(
      (verdict) => {
        complete(verdict.ok ? Session.STATUS_SUCCESS : Session.STATUS_FAILURE);
        settle(verdict.ok ? { kind: 'paid' } : { kind: 'failed', reason: verdict.reason });
      },
      () => {
        complete(Session.STATUS_FAILURE);
        settle({ kind: 'failed', reason: 'default' });
      },
    );
  };
  session.oncancel = () => settle({ kind: 'cancelled' });
  session.begin();
  return done;
}
