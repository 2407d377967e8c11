import { formatDate, KSA_OFFSET_HOURS } from './formatDate';

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
