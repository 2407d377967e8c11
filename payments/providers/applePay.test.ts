import { applePayAvailable, applePaySession } from './applePay';

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

describe('applePaySession', () => {
  it('is the browser’s class when it can pay, with Apple’s static API; null otherwise', () => {
    class Session {
      static canMakePayments = () => true;
      static supportsVersion = () => true;
    }
    expect(applePaySession({ ApplePaySession: Session })).toBe(Session);
    class CannotPay {
      static canMakePayments = () => false;
      static supportsVersion = () => true;
    }
    expect(applePaySession({ ApplePaySession: CannotPay })).toBeNull();
    expect(applePaySession({ ApplePaySession: { canMakePayments: () => true } })).toBeNull();
    expect(applePaySession({})).toBeNull();
  });
});
