import fc from 'fast-check';
import { parseHashParams, readParam, readParams } from './urlParams';

describe('query and hash parameters (spec 02 §2: hash wins)', () => {
  it('reads a parameter from the query when the hash lacks it', () => {
    expect(readParam('?zp_show=1&uid=5', '', 'uid')).toBe('5');
  });
  it('prefers the hash over the query', () => {
    expect(readParam('?zp_show=0', '#zp_show=1', 'zp_show')).toBe('1');
    expect(readParams('?a=1&b=2', '#b=3').get('b')).toBe('3');
  });
  it('understands hash forms with a path', () => {
    expect(parseHashParams('#/pay?pageinfo=x').get('pageinfo')).toBe('x');
    expect(parseHashParams('#section').get('section')).toBeNull();
  });
  it('returns undefined for an absent parameter', () => {
    expect(readParam('', '', 'nope')).toBeUndefined();
  });
  it('property: any value in the hash beats any value in the query', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (q, h) => {
        const search = `?k=${encodeURIComponent(q)}`;
        const hash = `#k=${encodeURIComponent(h)}`;
        return readParam(search, hash, 'k') === h;
      }),
    );
  });
});
