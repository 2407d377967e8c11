import {
  EMBEDDED_BUTTON_WAIT_MS,
  EMBEDDED_MASK_HIDE_MAX_MS,
  EMBEDDED_MASK_HIDE_MIN_MS,
  embeddedMaskDelayMs,
  PAY_ERROR_POLL_MS,
  PAY_ERROR_POLL_TRIES,
  payErrorKnown,
  payErrorReason,
} from './applePayEmbed';
import { isEmbeddedApplePayType } from './payTypes';
import { mapApplePayFailure } from './paymentResult';

const blank = { err_code: '', err_summary: '', fail_reason: '', fail_detail: '' };

describe('embedded Apple Pay (spec 01 §8, §9)', () => {
  it('is type 31 only', () => {
    expect(isEmbeddedApplePayType(31)).toBe(true);
    for (const t of [25, 26, 28, 29, 30, 2528, 23]) expect(isEmbeddedApplePayType(t)).toBe(false);
  });

  it('waits 60 s for the button and polls the error every 500 ms, 100 times', () => {
    expect(EMBEDDED_BUTTON_WAIT_MS).toBe(60_000);
    expect([PAY_ERROR_POLL_MS, PAY_ERROR_POLL_TRIES]).toEqual([500, 100]);
  });

  it('hides the mask 1.2 to 1.5 s after ready, whatever the random source gives', () => {
    expect([EMBEDDED_MASK_HIDE_MIN_MS, EMBEDDED_MASK_HIDE_MAX_MS]).toEqual([1200, 1500]);
    expect(embeddedMaskDelayMs(() => 0)).toBe(1200);
    expect(embeddedMaskDelayMs(() => 0.5)).toBe(1350);
    expect(embeddedMaskDelayMs(() => 0.999999)).toBe(1500);
    for (const odd of [NaN, -3, 7, Infinity]) {
      const ms = embeddedMaskDelayMs(() => odd);
      expect(ms).toBeGreaterThanOrEqual(1200);
      expect(ms).toBeLessThanOrEqual(1500);
    }
  });

  it('knows the error once any of its fields is set', () => {
    expect(payErrorKnown(undefined)).toBe(false);
    expect(payErrorKnown(blank)).toBe(false);
    expect(payErrorKnown({ ...blank, fail_reason: ' ' })).toBe(false);
    expect(payErrorKnown({ ...blank, fail_reason: 'time_out' })).toBe(true);
    expect(payErrorKnown({ ...blank, fail_detail: 'Insufficient funds' })).toBe(true);
    expect(payErrorKnown({ ...blank, err_code: '20051' })).toBe(true);
  });

  it('reads the failure reason the Apple Pay outcome maps', () => {
    expect(mapApplePayFailure(payErrorReason({ ...blank, fail_reason: 'channel_user_risk' }))).toEqual({
      type: 'result',
      kind: 'highRisk',
    });
    expect(mapApplePayFailure(payErrorReason({ ...blank, fail_detail: 'Insufficient funds' }))).toEqual({
      type: 'result',
      kind: 'balance',
    });
    expect(payErrorReason({ ...blank, err_code: '20051' })).toBe('default');
    expect(payErrorReason(undefined)).toBe('default');
  });
});
