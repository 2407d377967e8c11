import { maskCardNumber } from './maskCard';

describe('masked card number (spec 01 §2)', () => {
  it('shows the bin, stars and the last 4 over 16 characters', () => {
    expect(maskCardNumber('424242', '4242')).toBe('424242******4242');
    expect(maskCardNumber('42424242', '4242')).toBe('42424242****4242');
  });
  it('uses 15 for an Amex bin and a known length when given', () => {
    expect(maskCardNumber('378282', '0005')).toBe('378282*****0005');
    expect(maskCardNumber('424242', '4242', 19)).toBe('424242*********4242');
  });
  it('always keeps at least one star', () => {
    expect(maskCardNumber('424242424242', '4242')).toBe('424242424242*4242');
  });
});
