import type { Page } from '@playwright/test';

// Chromium has no Apple Pay. Before the page loads, the browser tests install this stand-in for Apple's
// ApplePaySession, written from Apple's documented API: constructor(version, request), the static
// canMakePayments and supportsVersion, begin, abort, onvalidatemerchant → completeMerchantValidation,
// onpaymentauthorized → completePayment with the STATUS_* constants, oncancel. It lives in the e2e suite
// only and is never shipped. The test tells it what the user does on the sheet and which card the token
// carries (its last 4 digits are the sandbox's test value, README "Apple Pay").

export interface ApplePayStandInOptions {
  /** canMakePayments() */
  canPay?: boolean;
  /** The highest version supportsVersion() accepts. */
  maxVersion?: number;
  /** What the user does once the sheet shows. */
  user?: 'pay' | 'cancel';
  /** The token's card name ("Visa 0002"). */
  card?: string;
  /**
   * When Apple's <apple-pay-button> element (the SDK's) is defined: before the page loads, when the test
   * calls `defineApplePayButton`, or never (Chromium has no Safari CSS button either).
   */
  button?: 'now' | 'later' | 'never';
}

/** What the stand-in saw, read back with `applePayLog(page)`. */
export interface ApplePaySessionLog {
  version: number;
  request: { supportedNetworks: string[]; total: { label: string; amount: string }; countryCode: string };
  /** created → begun → validated → authorized → success | failure; or cancelled, aborted, rejected */
  status: string;
}

declare global {
  interface Window {
    applePayStandInLog?: ApplePaySessionLog[];
    /** The stand-in's options, which a test may change for the next sheet. */
    applePayStandIn?: Required<ApplePayStandInOptions>;
    /** Defines the stand-in's <apple-pay-button> (the `later` button). */
    applePayStandInButton?: () => void;
  }
}

export async function installApplePay(page: Page, options: ApplePayStandInOptions = {}): Promise<void> {
  const all: Required<ApplePayStandInOptions> = {
    canPay: true,
    maxVersion: 14,
    user: 'pay',
    card: 'Visa 4242',
    button: 'now',
    ...options,
  };
  await page.addInitScript(standIn, all);
}

export const applePayLog = (page: Page): Promise<ApplePaySessionLog[]> =>
  page.evaluate(() => window.applePayStandInLog ?? []);

/** What the user does on the next sheet, and the card its token carries (the page as it is, no reload). */
export const nextSheet = (page: Page, next: Pick<ApplePayStandInOptions, 'user' | 'card'>): Promise<void> =>
  page.evaluate((n) => {
    if (window.applePayStandIn) Object.assign(window.applePayStandIn, n);
  }, next);

/** Defines Apple's button element now (the stand-in's `button: 'later'`), as Apple's SDK does once it loads. */
export const defineApplePayButton = (page: Page): Promise<void> =>
  page.evaluate(() => window.applePayStandInButton?.());

function standIn(o: Required<ApplePayStandInOptions>): void {
  const log: ApplePaySessionLog[] = [];
  window.applePayStandInLog = log;
  window.applePayStandIn = o;
  const VALIDATION_URL = 'https://apple-pay-gateway.apple.com/paymentservices/startSession';
  type Handler<E> = ((event: E) => void) | null;

  class ApplePaySession {
    static readonly STATUS_SUCCESS = 0;
    static readonly STATUS_FAILURE = 1;
    static canMakePayments(): boolean {
      return o.canPay;
    }
    static supportsVersion(version: number): boolean {
      return Number.isInteger(version) && version >= 1 && version <= o.maxVersion;
    }
    onvalidatemerchant: Handler<{ validationURL: string }> = null;
    onpaymentauthorized: Handler<{ payment: { token: unknown } }> = null;
    oncancel: Handler<unknown> = null;
    private readonly entry: ApplePaySessionLog;
    constructor(version: number, request: ApplePaySessionLog['request']) {
      // Safari creates a session only while a user's tap is being handled (Chromium's transient user
      // activation is the nearest rule: a sheet opened long after the tap, or by no tap, is refused)
      if (!navigator.userActivation.isActive)
        throw new DOMException(
          'Must create a new ApplePaySession from a user gesture handler.',
          'InvalidAccessError',
        );
      if (!ApplePaySession.supportsVersion(version))
        throw new TypeError(`Apple Pay version ${version} is not supported`);
      if (!request?.total?.label || !/^[0-9]+(\.[0-9]{1,2})?$/.test(request.total.amount ?? ''))
        throw new TypeError('the payment request has no valid total');
      if (request.supportedNetworks.includes('mada') && version < 5)
        throw new TypeError('mada needs Apple Pay JS 5');
      this.entry = { version, request, status: 'created' };
      log.push(this.entry);
    }
    begin(): void {
      if (this.entry.status !== 'created') throw new Error('InvalidAccessError: the session has begun');
      this.entry.status = 'begun';
      setTimeout(() => this.onvalidatemerchant?.({ validationURL: VALIDATION_URL }), 0);
    }
    completeMerchantValidation(merchantSession: unknown): void {
      const s = merchantSession as Record<string, unknown> | null;
      const valid =
        !!s &&
        typeof s.merchantSessionIdentifier === 'string' &&
        typeof s.signature === 'string' &&
        s.domainName === location.host &&
        typeof s.expiresAt === 'number' &&
        s.expiresAt > Date.now();
      if (!valid) {
        this.entry.status = 'rejected';
        setTimeout(() => this.oncancel?.({}), 0);
        return;
      }
      this.entry.status = 'validated';
      if (o.user === 'cancel') {
        this.entry.status = 'cancelled';
        setTimeout(() => this.oncancel?.({}), 0);
        return;
      }
      const token = {
        paymentData: { version: 'EC_v1', data: 'stand-in', signature: 'stand-in', header: {} },
        paymentMethod: { displayName: o.card, network: 'Visa', type: 'debit' },
        transactionIdentifier: `stand-in-${Date.now()}`,
      };
      setTimeout(() => {
        this.entry.status = 'authorized';
        this.onpaymentauthorized?.({ payment: { token } });
      }, 0);
    }
    completePayment(result: number | { status: number }): void {
      const status = typeof result === 'number' ? result : result.status;
      this.entry.status = status === ApplePaySession.STATUS_SUCCESS ? 'success' : 'failure';
    }
    abort(): void {
      this.entry.status = 'aborted';
    }
  }
  Object.defineProperty(window, 'ApplePaySession', { value: ApplePaySession, configurable: true });

  // Apple's SDK element: a black button drawn in its shadow root, sized by Apple's CSS custom properties
  const defineButton = (): void => {
    if (customElements.get('apple-pay-button')) return;
    customElements.define(
      'apple-pay-button',
      class extends HTMLElement {
        connectedCallback(): void {
          if (this.shadowRoot) return;
          const root = this.attachShadow({ mode: 'open' });
          // a constructed sheet (the page's Content-Security-Policy refuses inline <style>)
          const sheet = new CSSStyleSheet();
          sheet.replaceSync(
            ':host{display:inline-block;cursor:pointer}div{display:flex;align-items:center;' +
              'justify-content:center;block-size:var(--apple-pay-button-height,30px);' +
              'inline-size:var(--apple-pay-button-width,150px);' +
              'border-radius:var(--apple-pay-button-border-radius,4px);' +
              'background:#000;color:#fff;font:600 16px system-ui}',
          );
          root.adoptedStyleSheets = [sheet];
          const face = document.createElement('div');
          face.textContent = 'Apple Pay';
          root.append(face);
        }
      },
    );
  };
  window.applePayStandInButton = defineButton;
  if (o.button === 'now') defineButton();
}
