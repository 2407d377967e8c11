import { applePayAvailable } from './applePay';

describe('whether the browser can pay with Apple Pay (spec 01 §8)', () => {
  it('needs ApplePaySession and canMakePayments() true', () => {
    expect(applePayAvailable({})).toBe(false);
    expect(applePayAvailable({ ApplePaySession: {} })).toBe(false);
    expect(applePayAvailable({ ApplePaySession: { canMakePayments: () => false } })).toBe(false);
    expect(applePayAvailable({ ApplePaySession: { canMakePayments: () => true } })).toBe(true);
  });
  it('counts a throwing check as no (a webview that refuses the call)', () => {
    const throwing = () => {
      throw new Error('InvalidAccessError');
    };
    expect(applePayAvailable({ ApplePaySession: { canMakePayments: throwing } })).toBe(false);
  });
});
