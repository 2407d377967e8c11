import fc from 'fast-check';
import { cardUpdateFailureKey, rechargeFailureKey, verifyFailureKind } from './rechargeFailure';

describe('recharge failure catalogue (spec 01 §8)', () => {
  it('maps the account codes', () => {
    expect(rechargeFailureKey(20001)).toBe('banned');
    expect(rechargeFailureKey(20186)).toBe('deleted');
    expect(rechargeFailureKey('20193')).toBe('deleting');
  });
  it('maps insufficient balance', () => {
    expect(rechargeFailureKey(20051)).toBe('insufficient');
  });
  it('maps the try-another-card codes, as numbers or strings', () => {
    for (const c of ['200P1', 20061, 20065, '200P9', 20121, 30021, '30022', '200p1']) {
      expect([c, rechargeFailureKey(c)]).toEqual([c, 'tryAnotherCard']);
    }
  });
  it('maps a message containing "expired" in any case', () => {
    expect(rechargeFailureKey(1, 'Card EXPIRED')).toBe('expired');
    expect(rechargeFailureKey(undefined, 'expired_card')).toBe('expired');
    expect(rechargeFailureKey(20054)).toBe('expired');
  });
  it('a code wins over the message', () => {
    expect(rechargeFailureKey(20051, 'expired')).toBe('insufficient');
  });
  it('anything else is retry', () => {
    expect(rechargeFailureKey(99999, 'declined')).toBe('retry');
    expect(rechargeFailureKey(undefined)).toBe('retry');
    expect(rechargeFailureKey('200P2')).toBe('retry');
  });
});

describe('verification and card-update failures (spec 01 §8)', () => {
  it('32122 is a wrong code, 32120 web recharge unavailable', () => {
    expect(verifyFailureKind(32122)).toBe('wrongCode');
    expect(verifyFailureKind(32120)).toBe('webUnavailable');
    expect(verifyFailureKind(0)).toBeNull();
  });
  it('32121 and any other verify error is too many attempts', () => {
    expect(verifyFailureKind(32121)).toBe('tooManyAttempts');
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1e6 }), (code) => {
        fc.pre(code !== 32122 && code !== 32120);
        return verifyFailureKind(code) === 'tooManyAttempts';
      }),
    );
  });
  it('client codes are transport failures, not attempts', () => {
    expect(verifyFailureKind(-1)).toBe('transport');
    expect(verifyFailureKind(-2)).toBe('transport');
  });
  it('31073 is "failed to update card info"', () => {
    expect(cardUpdateFailureKey(31073)).toBe('cardUpdateFailed');
    expect(cardUpdateFailureKey(500)).toBe('generic');
    expect(cardUpdateFailureKey(0)).toBeNull();
  });
});
