import fc from 'fast-check';
import {
  EXPIRY_FORMAT_ERROR_MESSAGE,
  EXPIRY_INPUT_MAX_LENGTH,
  EXPIRY_UTC_OFFSET_HOURS,
  NEARLY_EXPIRED_WINDOW_MS,
  expiryLastSecond,
  formatExpiryInput,
  isCardExpired,
  isExpiryValid,
  isNearlyExpired,
  isSavedCardExpired,
  normaliseExpiry,
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

describe('expiry input (spec 01 §5, §9)', () => {
  it('formats as MM/YY and truncates to 5 characters', () => {
    expect(EXPIRY_INPUT_MAX_LENGTH).toBe(5);
    expect(formatExpiryInput('1227')).toBe('12/27');
    expect(formatExpiryInput('12/2')).toBe('12/2');
    expect(formatExpiryInput('122')).toBe('12/2');
    expect(formatExpiryInput('122745')).toBe('12/27');
    expect(formatExpiryInput('12/27/99')).toBe('12/27');
    expect(formatExpiryInput('١٢٢٧')).toBe('12/27');
    expect(formatExpiryInput('12 / 27')).toBe('12/27');
  });
  it('lets Backspace remove the slash, keeps a typed one', () => {
    expect(formatExpiryInput('12')).toBe('12');
    expect(formatExpiryInput('12/')).toBe('12/');
    expect(formatExpiryInput('1')).toBe('1');
    expect(formatExpiryInput('')).toBe('');
  });
  it('pads a one-digit month followed by a slash', () => {
    expect(formatExpiryInput('1/')).toBe('01/');
    expect(formatExpiryInput('1/27')).toBe('01/27');
  });
  it('property: the result is at most 5 characters of digits and one slash', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const out = formatExpiryInput(s);
        return out.length <= 5 && /^[0-9]{0,2}(\/[0-9]{0,2})?$/.test(out);
      }),
    );
  });
  it('normalises MMYY and M/YY to MM/YY', () => {
    expect(normaliseExpiry('1227')).toBe('12/27');
    expect(normaliseExpiry('3/28')).toBe('03/28');
    expect(normaliseExpiry(' 03/28 ')).toBe('03/28');
    expect(normaliseExpiry('13/28')).toBeNull();
    expect(normaliseExpiry('00/28')).toBeNull();
    expect(normaliseExpiry('12/2')).toBeNull();
    expect(normaliseExpiry('12-27')).toBeNull();
  });
});

describe('new expiry validity (spec 01 §5: minimum is the current month at UTC+3)', () => {
  const now = ksa(2026, 5, 15, 12);
  it('accepts the current month and later', () => {
    expect(isExpiryValid('05/26', now)).toBe(true);
    expect(isExpiryValid('0626', now)).toBe(true);
    expect(isExpiryValid('01/27', now)).toBe(true);
  });
  it('refuses an earlier month of this year and an earlier year', () => {
    expect(isExpiryValid('04/26', now)).toBe(false);
    expect(isExpiryValid('12/25', now)).toBe(false);
  });
  it('refuses malformed input and months outside 1..12', () => {
    expect(isExpiryValid('13/27', now)).toBe(false);
    expect(isExpiryValid('00/27', now)).toBe(false);
    expect(isExpiryValid('12/2', now)).toBe(false);
    expect(isExpiryValid('', now)).toBe(false);
  });
  it('reads the current month at UTC+3, not UTC', () => {
    // 31 May 21:30 UTC is already 1 June at UTC+3: May is now in the past
    const lateMay = Date.UTC(2026, 4, 31, 21, 30);
    expect(isExpiryValid('05/26', lateMay)).toBe(false);
    expect(isExpiryValid('05/26', Date.UTC(2026, 4, 31, 20, 59))).toBe(true);
    // 31 Dec 21:00 UTC is already January of the next year
    expect(isExpiryValid('12/26', Date.UTC(2026, 11, 31, 21, 0))).toBe(false);
  });
  it('checks only the format without the minimum', () => {
    expect(isExpiryValid('04/20', now, { minimumThisMonth: false })).toBe(true);
    expect(isExpiryValid('13/20', now, { minimumThisMonth: false })).toBe(false);
  });
  it('property: a valid new expiry is never an expired card', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 99 }),
        fc.integer({ min: Date.UTC(2001, 0, 1), max: Date.UTC(2099, 0, 1) }),
        (month, yy, t) => {
          const v = `${String(month).padStart(2, '0')}/${String(yy).padStart(2, '0')}`;
          return !isExpiryValid(v, t) || !isCardExpired(v, t - 1000);
        },
      ),
    );
  });
});
