import { APPLE_PAY_BUTTON_ELEMENT, applePayButtonKind, applePayButtonReady } from './button';

// Apple's button: the SDK's element where it is defined, Safari's CSS appearance where it is supported,
// else a wait for the element (which may never come: the caller bounds it).

const noCss = { supports: () => false };
const safariCss = {
  supports: (p: string, v: string) => p === '-webkit-appearance' && v === '-apple-pay-button',
};

describe("Apple's Apple Pay button", () => {
  it('is the element where it is defined, else the CSS appearance where Safari has it, else none', () => {
    const registry = new Map<string, unknown>();
    const customElements = {
      get: (name: string) => registry.get(name) as CustomElementConstructor | undefined,
      whenDefined: () => new Promise<CustomElementConstructor>(() => undefined),
    };
    expect(applePayButtonKind({ customElements, CSS: noCss })).toBeNull();
    expect(applePayButtonKind({ customElements, CSS: safariCss })).toBe('css');
    registry.set(APPLE_PAY_BUTTON_ELEMENT, class {});
    expect(applePayButtonKind({ customElements, CSS: safariCss })).toBe('element');
    const throwing = {
      supports: () => {
        throw new Error('no');
      },
    };
    expect(applePayButtonKind({ CSS: throwing })).toBeNull();
  });

  it('is ready at once when drawable, else when the SDK defines its element (a real registry)', async () => {
    await expect(
      applePayButtonReady({ customElements: window.customElements, CSS: safariCss }),
    ).resolves.toBe('css');
    let settled = false;
    const ready = applePayButtonReady({ customElements: window.customElements, CSS: noCss }).then((k) => {
      settled = true;
      return k;
    });
    await Promise.resolve();
    expect(settled).toBe(false);
    window.customElements.define(APPLE_PAY_BUTTON_ELEMENT, class extends HTMLElement {});
    await expect(ready).resolves.toBe('element');
  });
});
