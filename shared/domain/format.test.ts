import { formatAmount, formatCoins, formatDate, KSA_OFFSET_HOURS } from './format';

describe('amounts and coins (DESIGN §10)', () => {
  it('writes the amount with Western digits and $ after it', () => {
    expect(formatAmount(0.99)).toBe('0.99$');
    expect(formatAmount(20)).toBe('20$');
    expect(formatAmount(4.5)).toBe('4.50$');
  });
  it('groups coin counts with Western digits', () => {
    expect(formatCoins(70000)).toBe('70,000');
  });
});

describe('dates at a fixed offset (spec 02 §9)', () => {
  it('reads 10-digit timestamps as seconds and longer ones as milliseconds', () => {
    expect(formatDate(1_798_750_799, KSA_OFFSET_HOURS)).toBe('2026-12-31');
    expect(formatDate(1_798_750_799_000, KSA_OFFSET_HOURS)).toBe('2026-12-31');
  });
  it('crosses midnight at the offset, not at UTC', () => {
    // 2026-12-31 21:00 UTC is already 2027-01-01 in Riyadh
    expect(formatDate(Date.UTC(2026, 11, 31, 21) / 1000, 3)).toBe('2027-01-01');
    expect(formatDate(Date.UTC(2026, 11, 31, 21) / 1000, 0)).toBe('2026-12-31');
  });
  it('throws without an offset', () => {
    expect(() => formatDate(0, undefined)).toThrow();
  });
});
