// Apple's own Apple Pay button, never a look-alike (Apple's Human Interface Guidelines):
// Safari draws it from CSS (`-webkit-appearance: -apple-pay-button`), and Apple's Apple Pay JS SDK defines
// the <apple-pay-button> element (Chrome, Firefox, and Safari where the SDK is loaded). The embedded
// channel waits for one of the two before it shows its button.

export const APPLE_PAY_BUTTON_ELEMENT = 'apple-pay-button';

/** How the button is drawn: Apple's element, or Safari's CSS appearance on a plain <button>. */
export type ApplePayButtonKind = 'element' | 'css';

interface ButtonHost {
  customElements?: Pick<CustomElementRegistry, 'get' | 'whenDefined'>;
  CSS?: { supports?(property: string, value: string): boolean };
}

const hostOf = () => globalThis as ButtonHost;

/** The button this browser can draw now, or null while it can draw none (the SDK's element not defined yet). */
export function applePayButtonKind(host: ButtonHost = hostOf()): ApplePayButtonKind | null {
  if (host.customElements?.get(APPLE_PAY_BUTTON_ELEMENT)) return 'element';
  try {
    if (host.CSS?.supports?.('-webkit-appearance', '-apple-pay-button')) return 'css';
  } catch {
    // a CSS object that throws: no CSS button
  }
  return null;
}

/**
 * Resolves once the browser can draw Apple's button: at once when it can, else when the SDK defines its
 * element. Never rejects; the caller bounds the wait (spec 01 §8: 60 s, then the time-out failure).
 */
export function applePayButtonReady(host: ButtonHost = hostOf()): Promise<ApplePayButtonKind> {
  const now = applePayButtonKind(host);
  if (now) return Promise.resolve(now);
  const registry = host.customElements;
  if (!registry) return new Promise<never>(() => undefined);
  return registry.whenDefined(APPLE_PAY_BUTTON_ELEMENT).then(() => 'element' as const);
}
