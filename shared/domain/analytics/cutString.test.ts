import { cutString } from './cutString';

describe('cutString (spec 02 §9: strings cut at 1200 characters)', () => {
  it('keeps a string of at most 1200 characters and cuts a longer one to 1200', () => {
    expect(cutString('a'.repeat(1200))).toHaveLength(1200);
    expect(cutString('a'.repeat(1201))).toBe('a'.repeat(1200));
    expect(cutString('')).toBe('');
  });

  it('never leaves half of a surrogate pair at the edge', () => {
    const text = `${'a'.repeat(1199)}😀b`;
    expect(cutString(text)).toBe('a'.repeat(1199));
    expect(cutString(`${'a'.repeat(1198)}😀b`)).toBe(`${'a'.repeat(1198)}😀`);
  });

  it('takes another limit', () => {
    expect(cutString('abcdef', 3)).toBe('abc');
    expect(cutString('abc', 0)).toBe('');
  });
});
