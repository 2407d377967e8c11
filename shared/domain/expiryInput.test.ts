import fc from 'fast-check';
import { isCardExpired } from './cardExpiry';
import { EXPIRY_INPUT_MAX_LENGTH, formatExpiryInput, isExpiryValid, normaliseExpiry } from './expiryInput';

/** An instant given as wall-clock time at UTC+3. */
const ksa = (y: number, mo: number, d: number, h = 0, mi = 0, s = 0, ms = 0) =>
  Date.UTC(y, mo - 1, d, h, mi, s, ms) - 3 * 3_600_000;

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
