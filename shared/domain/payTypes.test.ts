import {
  APPLE_PAY_TYPES,
  DEFAULT_APPLE_PAY_TYPE,
  DEFAULT_PAY_TYPE,
  PAY_SOURCE,
  channelKind,
  isApplePayType,
  normaliseApplePayType,
} from './payTypes';

describe('pay types (spec 01 §1, §3)', () => {
  it('pays with source 1', () => {
    expect(PAY_SOURCE).toBe(1);
  });
  it('has the Apple Pay group of the spec', () => {
    expect([...APPLE_PAY_TYPES].sort((a, b) => a - b)).toEqual([25, 26, 28, 29, 30, 31, 2528]);
    for (const t of [25, 26, 28, 29, 30, 31, 2528]) expect(isApplePayType(t)).toBe(true);
    for (const t of [23, 24, 27, 0, 32, 2527]) expect(isApplePayType(t)).toBe(false);
  });
  it('defaults to the card-checkout card and to Apple Pay 26', () => {
    expect(DEFAULT_PAY_TYPE).toBe(23);
    expect(DEFAULT_APPLE_PAY_TYPE).toBe(26);
  });
  it('falls back to 26 with an error for a type outside the group', () => {
    expect(normaliseApplePayType(31)).toEqual({ type: 31, error: false });
    expect(normaliseApplePayType(23)).toEqual({ type: 26, error: true });
    expect(normaliseApplePayType(99)).toEqual({ type: 26, error: true });
    expect(normaliseApplePayType(undefined)).toEqual({ type: 26, error: false });
  });
  it('names the channel of each code', () => {
    expect(channelKind(23)).toBe('ckoCard');
    expect(channelKind(24)).toBe('secondCard');
    expect(channelKind(27)).toBe('thirdCard');
    for (const t of APPLE_PAY_TYPES) expect(channelKind(t)).toBe('applePay');
    expect(channelKind(22)).toBeNull();
  });
});
