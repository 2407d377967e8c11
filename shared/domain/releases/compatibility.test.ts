import { satisfiesRange } from './compatibility';

describe('a remote’s platform range', () => {
  it.each([
    ['1.0.334', '>=1.0.330 <2', true],
    ['1.0.334', '>=1.0.335', false],
    ['2.0.0', '>=1.0.330 <2', false],
    ['1.0.334', '1.0.334', true],
    ['1.0.334', '=1.0.333', false],
    ['1.0.334', '>1.0.333 <=1.0.334', true],
    ['1.0', '>=1.0.0', true],
    ['1.0.334', '', true],
    ['1.0.334', undefined, true],
  ])('%s in "%s": %s', (version, range, ok) => {
    expect(satisfiesRange(version, range)).toBe(ok);
  });

  it('a range or a version that does not read accepts nothing', () => {
    expect(satisfiesRange('1.0.334', '^1.0.0')).toBe(false);
    expect(satisfiesRange('1.0.334', '>=1.0.x')).toBe(false);
    expect(satisfiesRange('dev', '>=1')).toBe(false);
  });
});
