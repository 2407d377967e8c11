import fc from 'fast-check';
import {
  isCancelledPayment,
  APPLE_PAY_DEFAULT_TOAST_DELAY_MS,
  PAY_ERROR_POLL_INTERVAL_MS,
  PAY_ERROR_POLL_MAX,
  adyenOutcome,
  mapApplePayFailure,
  mapCallbackResult,
  mapRefusalReason,
} from './paymentResult';

describe('refusal reasons (spec 01 §4)', () => {
  it('12 balance, 6 expire, 11 and 24 verify, else other', () => {
    expect(mapRefusalReason('12')).toBe('balance');
    expect(mapRefusalReason(12)).toBe('balance');
    expect(mapRefusalReason('6')).toBe('expire');
    expect(mapRefusalReason('11')).toBe('verify');
    expect(mapRefusalReason(24)).toBe('verify');
    expect(mapRefusalReason('2')).toBe('other');
    expect(mapRefusalReason(undefined)).toBe('other');
  });
  it('property: every other code is other', () => {
    fc.assert(
      fc.property(fc.integer({ min: -100, max: 1000 }), (n) => {
        fc.pre(![6, 11, 12, 24].includes(n));
        return mapRefusalReason(n) === 'other';
      }),
    );
  });
});

describe('Adyen-style result codes (spec 01 §4)', () => {
  it('Authorised is success, challenges go to 3-D Secure', () => {
    expect(adyenOutcome('Authorised')).toEqual({ kind: 'success' });
    for (const c of ['ChallengeShopper', 'IdentifyShopper', 'RedirectShopper']) {
      expect(adyenOutcome(c)).toEqual({ action: 'threeDS' });
    }
  });
  it('Refused maps its reason; Cancelled fails; Error and unknown are other', () => {
    expect(adyenOutcome('Refused', '12')).toEqual({ kind: 'balance' });
    expect(adyenOutcome('Refused', '24')).toEqual({ kind: 'verify' });
    expect(adyenOutcome('Refused')).toEqual({ kind: 'other' });
    expect(adyenOutcome('Cancelled')).toEqual({ kind: 'fail' });
    expect(adyenOutcome('Error')).toEqual({ kind: 'other' });
    expect(adyenOutcome('Pending')).toEqual({ kind: 'other' });
  });
});

describe('callback page result (spec 01 §4)', () => {
  it('fast result 0 is success whatever the detail', () => {
    expect(mapCallbackResult(0, { fail_detail: 'Insufficient funds' })).toBe('success');
    expect(mapCallbackResult('0', null)).toBe('success');
  });
  it('maps the error detail otherwise', () => {
    expect(mapCallbackResult(1, { fail_detail: 'INSUFFICIENT FUNDS' })).toBe('balance');
    expect(mapCallbackResult(1, { err_code: 20051 })).toBe('balance');
    expect(mapCallbackResult(1, { fail_detail: '3DS authentication failed' })).toBe('verify');
    expect(mapCallbackResult(1, { fail_reason: '3ds_authentication_failure' })).toBe('verify');
    expect(mapCallbackResult(1, { fail_detail: '3-D Secure failed', fail_reason: 'authentication' })).toBe(
      'verify',
    );
    expect(mapCallbackResult(1, { err_code: 20054 })).toBe('expire');
    expect(mapCallbackResult(1, { err_code: '20054' })).toBe('expire');
    expect(mapCallbackResult(1, { err_code: 20061, fail_detail: 'Do not honour' })).toBe('other');
    expect(mapCallbackResult(1, null)).toBe('other');
    expect(mapCallbackResult(undefined, {})).toBe('other');
    expect(mapCallbackResult('', {})).toBe('other');
  });
  it('polls the error detail every 500 ms, at most 100 times', () => {
    expect(PAY_ERROR_POLL_INTERVAL_MS).toBe(500);
    expect(PAY_ERROR_POLL_MAX).toBe(100);
  });
});

describe('Apple Pay failure (spec 01 §4)', () => {
  it('maps each reason', () => {
    expect(mapApplePayFailure('cancel')).toEqual({ type: 'toast', key: 'paymentCancelled', delayMs: 0 });
    expect(mapApplePayFailure('time_out')).toEqual({ type: 'toast', key: 'networkError', delayMs: 0 });
    expect(mapApplePayFailure('channel_user_risk')).toEqual({ type: 'result', kind: 'highRisk' });
    expect(mapApplePayFailure('3ds_authentication_failure')).toEqual({ type: 'result', kind: 'verify' });
    expect(mapApplePayFailure('insufficient_funds')).toEqual({ type: 'result', kind: 'balance' });
    expect(mapApplePayFailure('Insufficient Funds')).toEqual({ type: 'result', kind: 'balance' });
  });
  it('shows the default toast after 1.2 s', () => {
    expect(APPLE_PAY_DEFAULT_TOAST_DELAY_MS).toBe(1200);
    expect(mapApplePayFailure('merchant_error')).toEqual({
      type: 'toast',
      key: 'requestFailed',
      delayMs: 1200,
    });
    expect(mapApplePayFailure(undefined)).toEqual({ type: 'toast', key: 'requestFailed', delayMs: 1200 });
  });
});

describe('a payment the user cancelled (a provider page’s cancel link, click_cancel)', () => {
  it('is told by the failure reason "cancel", nothing else', () => {
    expect(isCancelledPayment({ fail_reason: 'cancel', fail_detail: 'cancelled' })).toBe(true);
    expect(isCancelledPayment({ fail_reason: ' cancel ' })).toBe(true);
    expect(isCancelledPayment({ fail_reason: 'insufficient_funds', fail_detail: 'cancel' })).toBe(false);
    expect(isCancelledPayment({})).toBe(false);
    expect(isCancelledPayment(null)).toBe(false);
  });
});
