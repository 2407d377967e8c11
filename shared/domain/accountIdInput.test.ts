import fc from 'fast-check';
import { ACCOUNT_ID_MIN_LENGTH, canConfirmAccountId, normaliseAccountIdInput } from './accountIdInput';

describe('account id input (spec 01 §5, §9; spec 02 §5)', () => {
  it('needs at least 5 digits to confirm', () => {
    expect(ACCOUNT_ID_MIN_LENGTH).toBe(5);
    expect(canConfirmAccountId('1234')).toBe(false);
    expect(canConfirmAccountId('12345')).toBe(true);
    expect(canConfirmAccountId('')).toBe(false);
  });
  it('does not confirm something that is not digits', () => {
    expect(canConfirmAccountId('1234a')).toBe(false);
    expect(canConfirmAccountId('١٢٣٤٥')).toBe(false);
  });
  it('converts Arabic-Indic and Persian digits', () => {
    expect(normaliseAccountIdInput('١٠٠٠٠٠١')).toEqual({ digits: '1000001', rejected: false });
    expect(normaliseAccountIdInput('۱۰۰۰۰۰۷')).toEqual({ digits: '1000007', rejected: false });
  });
  it('drops non-digits and says so', () => {
    expect(normaliseAccountIdInput('10a00-01')).toEqual({ digits: '100001', rejected: true });
    expect(normaliseAccountIdInput('ID:')).toEqual({ digits: '', rejected: true });
  });
  it('drops whitespace without the digits-only message', () => {
    expect(normaliseAccountIdInput(' 1000 001 ')).toEqual({ digits: '1000001', rejected: false });
  });
  it('property: the result is always Latin digits, and unchanged Latin digits are not rejected', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const { digits } = normaliseAccountIdInput(s);
        return /^[0-9]*$/.test(digits);
      }),
    );
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9]*$/), (s) => {
        const r = normaliseAccountIdInput(s);
        return r.digits === s && !r.rejected;
      }),
    );
  });
});
