import { crossesPcThreshold, isPcWidth, rootFontSizePx } from './layout';

describe('root font size and PC threshold (spec 02 §2, §9)', () => {
  it('maps 720 design units to the window width', () => {
    expect(rootFontSizePx(720)).toBe(100);
    expect(rootFontSizePx(360)).toBe(50);
  });
  it('caps the width at 800 px', () => {
    expect(rootFontSizePx(800)).toBeCloseTo(111.111, 2);
    expect(rootFontSizePx(1920)).toBe(rootFontSizePx(800));
  });
  it('multiplies the size by the user\'s default font size against 16 px (README "Text size")', () => {
    expect(rootFontSizePx(360, 32)).toBe(100);
    expect(rootFontSizePx(720, 20)).toBe(125);
    expect(rootFontSizePx(1920, 32)).toBeCloseTo(222.222, 2);
    expect(rootFontSizePx(360, 16)).toBe(rootFontSizePx(360));
  });
  it('counts wider than 800 px as PC, 800 px itself as mobile', () => {
    expect(isPcWidth(800)).toBe(false);
    expect(isPcWidth(801)).toBe(true);
  });
  it('reloads only when a resize crosses 800 px', () => {
    expect(crossesPcThreshold(700, 900)).toBe(true);
    expect(crossesPcThreshold(1200, 800)).toBe(true);
    expect(crossesPcThreshold(360, 800)).toBe(false);
    expect(crossesPcThreshold(900, 1400)).toBe(false);
  });
});
