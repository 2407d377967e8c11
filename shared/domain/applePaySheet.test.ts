import { SHEET_NOT_SUPPORTED, sheetEnding, sheetEndingDecides, VALIDATION_FAILED } from './applePaySheet';
import { mapApplePayFailure } from './paymentResult';

// spec 01 §4 (Apple Pay outcome), spec 02 §4, §8: why the sheet ended, one rule for the top-up and the fine.

describe('why Apple Pay’s sheet ended', () => {
  it.each([
    ['cancel', 'cancel'],
    ['time_out', 'timeOut'],
    ['channel_user_risk', 'highRisk'],
    ['3ds_authentication_failure', 'verify'],
    ['insufficient_funds', 'balance'],
    ['Insufficient Funds', 'balance'],
    ['card has INSUFFICIENT balance', 'balance'],
    [VALIDATION_FAILED, 'validation'],
    [SHEET_NOT_SUPPORTED, 'notSupported'],
    ['merchant_error', 'other'],
    ['default', 'other'],
    ['', 'other'],
    [undefined, 'other'],
  ])('%j is %s', (reason, ending) => {
    expect(sheetEnding(reason)).toBe(ending);
  });

  it('decides the order only when it is the provider’s verdict on the token', () => {
    for (const e of ['highRisk', 'verify', 'balance', 'other'] as const)
      expect(sheetEndingDecides(e)).toBe(true);
    for (const e of ['cancel', 'timeOut', 'validation', 'notSupported'] as const)
      expect(sheetEndingDecides(e)).toBe(false);
  });

  it('is what the top-up words (spec 01 §4): a sheet it cannot show is the "not supported" dialog', () => {
    expect(mapApplePayFailure(SHEET_NOT_SUPPORTED)).toEqual({
      type: 'result',
      kind: 'not_support_apple_pay',
    });
    expect(mapApplePayFailure(VALIDATION_FAILED)).toEqual({
      type: 'toast',
      key: 'requestFailed',
      delayMs: 1200,
    });
  });
});
