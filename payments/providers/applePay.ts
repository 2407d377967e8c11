import type { ApplePaySessionClass } from './applepay/session';

// spec 01 §8: Apple Pay JS exists only in Safari (and the app's webview on iOS). Whether this browser can
// pay with it: `ApplePaySession` present and `canMakePayments()` true; anything thrown counts as no.

interface ApplePayHost {
  ApplePaySession?: Partial<ApplePaySessionClass>;
}

export function applePayAvailable(host: ApplePayHost = globalThis as ApplePayHost): boolean {
  const session = host.ApplePaySession;
  try {
    return typeof session?.canMakePayments === 'function' && session.canMakePayments();
  } catch {
    return false;
  }
}

/** The browser's ApplePaySession when it can pay with it (Apple's documented API), else null. */
export function applePaySession(
  host: ApplePayHost = globalThis as ApplePayHost,
): ApplePaySessionClass | null {
  const session: unknown = host.ApplePaySession;
  if (!applePayAvailable(host) || typeof session !== 'function') return null;
  return typeof (session as Partial<ApplePaySessionClass>).supportsVersion === 'function'
    ? (session as ApplePaySessionClass)
    : null;
}
