import { packageNameFromHost } from './apiResult';
import {
  ARE_OFFSET_HOURS,
  countdownParts,
  createTimeZone,
  FLAVOUR_OFFSET_HOURS,
  isSecondsTimestamp,
  KSA_OFFSET_HOURS,
  LIVE_OFFSET_HOURS,
  OKEY_OFFSET_HOURS,
  offsetHoursFor,
  requireOffsetHours,
  toEpochMs,
} from './time';

describe('flavour offsets (spec 02 §9)', () => {
  it('are live 8, Ksa 3, Are 2, Okey 3', () => {
    expect([LIVE_OFFSET_HOURS, KSA_OFFSET_HOURS, ARE_OFFSET_HOURS, OKEY_OFFSET_HOURS]).toEqual([8, 3, 2, 3]);
    expect(offsetHoursFor('live')).toBe(8);
    expect(offsetHoursFor('ksa')).toBe(3);
    expect(offsetHoursFor('are')).toBe(2);
    expect(offsetHoursFor('okey')).toBe(3);
  });
  it('follow the package name of the page address (x-cli-pn)', () => {
    expect(offsetHoursFor(packageNameFromHost('pay-are.example.com'))).toBe(2);
    expect(offsetHoursFor(packageNameFromHost('okey.example.com'))).toBe(3);
    expect(offsetHoursFor(packageNameFromHost('topup.example.com'))).toBe(3);
  });
  it('give kanka, ludo and any unknown name the Ksa offset, the default flavour', () => {
    expect(offsetHoursFor('kanka')).toBe(KSA_OFFSET_HOURS);
    expect(offsetHoursFor('ludo')).toBe(KSA_OFFSET_HOURS);
    expect(offsetHoursFor('diwania')).toBe(KSA_OFFSET_HOURS);
    expect(offsetHoursFor('constructor')).toBe(KSA_OFFSET_HOURS); // not an object key
    expect(offsetHoursFor('ARE')).toBe(2);
  });
  it('name every package name', () => {
    expect(Object.keys(FLAVOUR_OFFSET_HOURS).sort()).toEqual(['are', 'kanka', 'ksa', 'live', 'ludo', 'okey']);
  });
});

describe('timestamps (spec 02 §9: at most 10 digits are seconds)', () => {
  it('reads 10 digits as seconds and 11 or more as milliseconds', () => {
    expect(isSecondsTimestamp(9_999_999_999)).toBe(true);
    expect(isSecondsTimestamp(10_000_000_000)).toBe(false);
    expect(toEpochMs(1_798_750_799)).toBe(1_798_750_799_000);
    expect(toEpochMs(1_798_750_799_123)).toBe(1_798_750_799_123);
  });
  it('counts digits of the whole part only', () => {
    expect(toEpochMs(1_700_000_000.5)).toBe(1_700_000_000_500);
    expect(toEpochMs(0)).toBe(0);
  });
});

describe('the offset a time helper uses (spec 02 §5)', () => {
  it('throws when no offset is given or set', () => {
    expect(() => requireOffsetHours()).toThrow('time zone offset is required');
    expect(() => requireOffsetHours(undefined, undefined)).toThrow();
    expect(() => requireOffsetHours(Number.NaN)).toThrow();
  });
  it('takes the given offset before the one set; 0 (UTC) is an offset', () => {
    expect(requireOffsetHours(2, 8)).toBe(2);
    expect(requireOffsetHours(undefined, 8)).toBe(8);
    expect(requireOffsetHours(0)).toBe(0);
  });
  it('keeps a settable default per instance', () => {
    const zone = createTimeZone();
    expect(() => zone.offsetHours()).toThrow();
    zone.setOffsetHours(LIVE_OFFSET_HOURS);
    expect(zone.offsetHours()).toBe(8);
    expect(zone.offsetHours(3)).toBe(3);
    expect(createTimeZone().offsetHours(2)).toBe(2); // another instance has none set
    zone.setOffsetHours(undefined);
    expect(() => zone.offsetHours()).toThrow();
    expect(createTimeZone(ARE_OFFSET_HOURS).offsetHours()).toBe(2);
  });
});

describe('countdown parts (spec 02 §9: zero-padded)', () => {
  const ms = (d: number, h: number, m: number, s: number) => (((d * 24 + h) * 60 + m) * 60 + s) * 1000;
  it('splits into days, hours, minutes and seconds of two digits', () => {
    expect(countdownParts(ms(1, 2, 3, 4))).toEqual({ days: '01', hours: '02', minutes: '03', seconds: '04' });
    expect(countdownParts(ms(0, 23, 59, 59))).toEqual({
      days: '00',
      hours: '23',
      minutes: '59',
      seconds: '59',
    });
    expect(countdownParts(ms(123, 0, 0, 0)).days).toBe('123');
  });
  it('rounds a part second up, so zero shows only when the time is up', () => {
    expect(countdownParts(1)).toEqual({ days: '00', hours: '00', minutes: '00', seconds: '01' });
    expect(countdownParts(ms(0, 0, 0, 59) + 1).minutes).toBe('01');
    expect(countdownParts(0)).toEqual({ days: '00', hours: '00', minutes: '00', seconds: '00' });
  });
  it('shows zero for a past or unreadable time', () => {
    const zero = { days: '00', hours: '00', minutes: '00', seconds: '00' };
    expect(countdownParts(-5000)).toEqual(zero);
    expect(countdownParts(Number.NaN)).toEqual(zero);
    expect(countdownParts(Number.POSITIVE_INFINITY)).toEqual(zero);
  });
});
