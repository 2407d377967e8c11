import fc from 'fast-check';
import { isDigitsOnly, toLatinDigits } from './digits';

describe('typed digits (DESIGN §10, spec 02 §5)', () => {
  it('converts Arabic-Indic and Persian digits', () => {
    expect(toLatinDigits('١٠٠٠٠٠١')).toBe('1000001');
    expect(toLatinDigits('۱۲۳۴۵۶۷۸۹۰')).toBe('1234567890');
    expect(toLatinDigits('ID ٣')).toBe('ID 3');
  });
  it('accepts only digits as a user ID', () => {
    expect(isDigitsOnly(' ١٠٠٠٠٠١ ')).toBe(true);
    expect(isDigitsOnly('10000a1')).toBe(false);
    expect(isDigitsOnly('')).toBe(false);
  });
  it('property: Latin digit strings are unchanged', () => {
    fc.assert(fc.property(fc.stringMatching(/^[0-9]*$/), (s) => toLatinDigits(s) === s));
  });
});
