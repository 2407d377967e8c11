// spec 01 §8: Apple Pay JS exists only in Safari (and the app's webview on iOS). Whether this browser can
// pay with it: `ApplePaySession` present and `canMakePayments()` true; anything thrown counts as no.

interface ApplePayHost {
  ApplePaySession?: { canMakePayments?: () => boolean };
}

export function applePayAvailable(host: ApplePayHost = globalThis as ApplePayHost): boolean {
  const session = host.ApplePaySession;
  try {
    return typeof session?.canMakePayments === 'function' && session.canMakePayments();
  } catch {
    return false;
  }
}
