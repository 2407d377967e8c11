import type { ApplePayPaymentRequestLike } from '@topup/shared/domain/applePayRequest';
import type { ApplePaySessionClass, ApplePaySessionLike } from '../providers/applepay/session';

// Unit tests only (never bundled: no app code imports it): Apple's documented ApplePaySession, for every
// test of code that opens the sheet (payments', remote-pay's and remote-fines'). The browser suite drives
// the same code in Chromium with its own stand-in (e2e/tests/applePayStandIn.ts).

/**
 * What the user does once the merchant is validated: pays (a token), closes the sheet, or nothing. With
 * 'manual' not even the validation comes by itself: the test calls the session's handlers.
 */
export type FakeSheetUser = 'pay' | 'cancel' | 'nothing' | 'manual';

/** One session the page made: what it was given and what it did with it. */
export interface FakeApplePaySession extends ApplePaySessionLike {
  readonly version: number;
  readonly request: ApplePayPaymentRequestLike;
  begun: boolean;
  aborted: boolean;
  merchantSession: unknown;
  completed: unknown[];
}

export interface FakeApplePay {
  /** The class to give the code (or to put on globalThis.ApplePaySession). */
  Session: ApplePaySessionClass;
  /** Every session made, in order. */
  sessions: FakeApplePaySession[];
  /** The last session made. */
  last(): FakeApplePaySession;
  /** What the user does in the sessions begun from now on (tests change it between payments). */
  user: FakeSheetUser;
}

/** The token of a payment the user authorised (its data is opaque to the page). */
export const FAKE_TOKEN = { paymentData: {} };

/**
 * Apple's session as documented: begin() asks for the merchant validation; once the page completes it,
 * the user acts as `user` says. `maxVersion` is the newest Apple Pay JS version the browser supports;
 * `refuses`: the browser refuses to make a session (Apple's InvalidAccessError, outside a tap).
 */
export function fakeApplePay({
  user = 'pay',
  maxVersion = 14,
  refuses = false,
}: { user?: FakeSheetUser; maxVersion?: number; refuses?: boolean } = {}): FakeApplePay {
  const sessions: FakeApplePaySession[] = [];
  const fake: FakeApplePay = {
    Session: class implements FakeApplePaySession {
      static readonly STATUS_SUCCESS = 0;
      static readonly STATUS_FAILURE = 1;
      static supportsVersion = (v: number) => v <= maxVersion;
      static canMakePayments = () => true;
      onvalidatemerchant: ApplePaySessionLike['onvalidatemerchant'] = null;
      onpaymentauthorized: ApplePaySessionLike['onpaymentauthorized'] = null;
      oncancel: ApplePaySessionLike['oncancel'] = null;
      begun = false;
      aborted = false;
      merchantSession: unknown = undefined;
      completed: unknown[] = [];
      constructor(
        readonly version: number,
        readonly request: ApplePayPaymentRequestLike,
      ) {
        if (refuses) throw new Error('InvalidAccessError');
        sessions.push(this);
      }
      begin() {
        this.begun = true;
        if (fake.user === 'manual') return;
        queueMicrotask(() => this.onvalidatemerchant?.({ validationURL: 'https://apple.example/start' }));
      }
      abort() {
        this.aborted = true;
      }
      completeMerchantValidation(merchantSession: unknown) {
        this.merchantSession = merchantSession;
        if (fake.user === 'pay')
          queueMicrotask(() => this.onpaymentauthorized?.({ payment: { token: FAKE_TOKEN } }));
        if (fake.user === 'cancel') queueMicrotask(() => this.oncancel?.({}));
      }
      completePayment(result: number | { status: number }) {
        this.completed.push(result);
      }
    },
    sessions,
    last: () => {
      const session = sessions[sessions.length - 1];
      if (!session) throw new Error('no Apple Pay session was made');
      return session;
    },
    user,
  };
  return fake;
}
