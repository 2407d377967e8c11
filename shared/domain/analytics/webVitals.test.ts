import { CLS_START, addLayoutShift, inpOf, type LayoutShift } from './webVitals';

const shift = (startTime: number, value: number, hadRecentInput = false): LayoutShift => ({
  startTime,
  value,
  hadRecentInput,
});
const cls = (shifts: LayoutShift[]) => shifts.reduce(addLayoutShift, CLS_START).value;

describe('web vitals arithmetic (spec 02 §9 metric entries)', () => {
  it('CLS adds shifts less than 1 s apart into one window', () => {
    expect(cls([shift(100, 0.1), shift(900, 0.05)])).toBeCloseTo(0.15);
  });

  it('CLS starts a new window after a 1 s gap and keeps the largest window', () => {
    expect(cls([shift(100, 0.1), shift(1200, 0.05), shift(1500, 0.02)])).toBeCloseTo(0.1);
    expect(cls([shift(100, 0.01), shift(1200, 0.05), shift(1500, 0.07)])).toBeCloseTo(0.12);
  });

  it('CLS closes a window after 5 s even while shifts keep coming', () => {
    const steady = Array.from({ length: 12 }, (_, i) => shift(i * 900, 0.01));
    // 0 … 4.5 s in the first window (6 shifts), 5.4 s on in the second
    expect(cls(steady)).toBeCloseTo(0.06);
  });

  it('CLS leaves out shifts right after input', () => {
    expect(cls([shift(100, 0.3, true), shift(200, 0.01)])).toBeCloseTo(0.01);
    expect(cls([])).toBe(0);
  });

  it('INP is the longest interaction, leaving out one per 50', () => {
    expect(inpOf([])).toBeUndefined();
    expect(inpOf([40, 200, 80])).toBe(200);
    const many = [...Array.from({ length: 49 }, () => 50), 900];
    expect(inpOf(many)).toBe(50); // 50 interactions: the worst one is left out
    expect(inpOf([...many.slice(0, 48), 900])).toBe(900);
  });
});
