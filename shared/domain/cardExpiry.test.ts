import {
  EXPIRY_FORMAT_ERROR_MESSAGE,
  EXPIRY_UTC_OFFSET_HOURS,
  NEARLY_EXPIRED_WINDOW_MS,
  expiryLastSecond,
  isCardExpired,
  isNearlyExpired,
  isSavedCardExpired,
  parseExpiry,
} from './cardExpiry';

/** An instant given as wall-clock time at UTC+3. */
const ksa = (y: number, mo: number, d: number, h = 0, mi = 0, s = 0, ms = 0) =>
  Date.UTC(y, mo - 1, d, h, mi, s, ms) - 3 * 3_600_000;

describe('expiry parsing (spec 02 §5)', () => {
  it('reads MM/YY and MMYY with year 20YY', () => {
    expect(parseExpiry('12/27')).toEqual({ month: 12, year: 2027 });
    expect(parseExpiry('0130')).toEqual({ month: 1, year: 2030 });
    expect(parseExpiry('٠٣/٢٨')).toEqual({ month: 3, year: 2028 });
  });
  it('throws the Chinese format error for a missing or zero part', () => {
    for (const bad of ['', '12/', '/27', '00/27', '12/00', '0027', '1227x', '13/27', '122']) {
      expect(() => parseExpiry(bad)).toThrow(EXPIRY_FORMAT_ERROR_MESSAGE);
    }
    expect(EXPIRY_FORMAT_ERROR_MESSAGE).toMatch(/[\u4e00-\u9fff]/);
  });
});

describe('a saved card expired (spec 01 §4, §9)', () => {
  const card = (card_valid_date: string, is_bank_expire: 0 | 1 = 0) => ({ card_valid_date, is_bank_expire });
  it('is expired past the last second of its month at UTC+3, not before', () => {
    expect(isSavedCardExpired(card('06/27'), ksa(2027, 6, 30, 23, 59, 59))).toBe(false);
    expect(isSavedCardExpired(card('06/27'), ksa(2027, 6, 30, 23, 59, 59, 1))).toBe(true);
  });
  it('is expired whenever the bank says so, whatever its date', () => {
    expect(isSavedCardExpired(card('12/30', 1), ksa(2027, 1, 1))).toBe(true);
    expect(isSavedCardExpired(card('', 1), ksa(2027, 1, 1))).toBe(true);
  });
  it('is judged by the bank alone when it names no expiry (never a format error)', () => {
    expect(isSavedCardExpired(card(''), ksa(2099, 1, 1))).toBe(false);
  });
});

describe('expired at the end of the month at UTC+3 (spec 01 §9)', () => {
  it('uses a fixed offset of 3 hours', () => {
    expect(EXPIRY_UTC_OFFSET_HOURS).toBe(3);
  });
  it('turns at 23:59:59 of the last day, UTC+3', () => {
    expect(expiryLastSecond('06/27')).toBe(ksa(2027, 6, 30, 23, 59, 59));
    expect(isCardExpired('06/27', ksa(2027, 6, 30, 23, 59, 59))).toBe(false);
    expect(isCardExpired('06/27', ksa(2027, 6, 30, 23, 59, 59, 1))).toBe(true);
    expect(isCardExpired('06/27', ksa(2027, 7, 1))).toBe(true);
    expect(isCardExpired('06/27', ksa(2027, 6, 1))).toBe(false);
  });
  it('is not UTC midnight: 21:00 UTC of the last day is already the next day at UTC+3', () => {
    expect(isCardExpired('06/27', Date.UTC(2027, 5, 30, 20, 59, 59))).toBe(false);
    expect(isCardExpired('06/27', Date.UTC(2027, 5, 30, 21, 0, 0))).toBe(true);
  });
  it('rolls over December into January', () => {
    expect(expiryLastSecond('12/27')).toBe(ksa(2027, 12, 31, 23, 59, 59));
    expect(isCardExpired('12/27', ksa(2027, 12, 31, 23, 59, 59))).toBe(false);
    expect(isCardExpired('12/27', ksa(2028, 1, 1, 0, 0, 0))).toBe(true);
  });
  it('knows leap Februaries', () => {
    expect(expiryLastSecond('02/28')).toBe(ksa(2028, 2, 29, 23, 59, 59));
    expect(expiryLastSecond('02/27')).toBe(ksa(2027, 2, 28, 23, 59, 59));
    expect(isCardExpired('02/28', ksa(2028, 2, 29, 12))).toBe(false);
    expect(isCardExpired('02/27', ksa(2027, 2, 28, 23, 59, 59, 1))).toBe(true);
  });
});

describe('nearly expired (spec 01 §9: 60 days)', () => {
  it('is exactly 60 days', () => {
    expect(NEARLY_EXPIRED_WINDOW_MS).toBe(60 * 86_400_000);
  });
  it('holds within 60 days before the last second and not after expiry', () => {
    const last = expiryLastSecond('06/27');
    expect(isNearlyExpired('06/27', last - NEARLY_EXPIRED_WINDOW_MS - 1)).toBe(false);
    expect(isNearlyExpired('06/27', last - NEARLY_EXPIRED_WINDOW_MS)).toBe(true);
    expect(isNearlyExpired('06/27', last)).toBe(true);
    expect(isNearlyExpired('06/27', last + 1)).toBe(false);
  });
});
