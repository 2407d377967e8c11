import fc from 'fast-check';
import {
  GRAY_SCORE_MAX,
  isInGray,
  pickGrayEntry,
  randomGrayScore,
  scaleRatios,
  type GrayEntry,
} from './grayRelease';

const ALL_SCORES = Array.from({ length: 100 }, (_, s) => s);

describe('gray score (spec 02 §9: random integers 0 to 99)', () => {
  it('maps [0, 1) onto 0..99', () => {
    expect(GRAY_SCORE_MAX).toBe(99);
    expect(randomGrayScore(() => 0)).toBe(0);
    expect(randomGrayScore(() => 0.999999)).toBe(99);
    expect(randomGrayScore(() => 0.5)).toBe(50);
    expect(randomGrayScore(() => 1)).toBe(99);
    expect(randomGrayScore(() => Number.NaN)).toBe(0);
  });
  it('property: always an integer in 0..99', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), (r) => {
        const s = randomGrayScore(() => r);
        return Number.isInteger(s) && s >= 0 && s <= 99;
      }),
    );
  });
});

describe('ratio scaling (spec 02 §4: a sum above 100 is scaled to 100)', () => {
  it('keeps ratios that sum to 100 or less', () => {
    expect(scaleRatios([30, 20])).toEqual([30, 20]);
    expect(scaleRatios([60, 40])).toEqual([60, 40]);
  });
  it('scales a sum above 100', () => {
    expect(scaleRatios([100, 100])).toEqual([50, 50]);
    expect(scaleRatios([150, 50])).toEqual([75, 25]);
    expect(scaleRatios([100, 100, 100])).toEqual([34, 33, 33]);
  });
  it('property: scaled ratios sum to 100, stay within 1 of the exact share, keep the order', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 500 }), { minLength: 1, maxLength: 8 }), (ratios) => {
        const sum = ratios.reduce((a, b) => a + b, 0);
        fc.pre(sum > 100);
        const scaled = scaleRatios(ratios);
        if (scaled.reduce((a, b) => a + b, 0) !== 100) return false;
        return ratios.every((r, i) => {
          const s = scaled[i] ?? -1;
          const exact = (r * 100) / sum;
          const ordered = ratios.every((q, j) => !(r > q) || s >= (scaled[j] ?? 0));
          return Number.isInteger(s) && Math.abs(s - exact) < 1 && ordered && (r > 0 || s === 0);
        });
      }),
    );
  });
});

describe('Apple Pay channel pick (spec 02 §4)', () => {
  const entries: GrayEntry[] = [
    { pay_type: 26, gray_ratio: 30, whitelist: [] },
    { pay_type: 31, gray_ratio: 20, whitelist: [1000100] },
  ];
  it('places each score in the cumulative range [before, before + ratio)', () => {
    expect(pickGrayEntry(entries, null, 0)?.pay_type).toBe(26);
    expect(pickGrayEntry(entries, null, 29)?.pay_type).toBe(26);
    expect(pickGrayEntry(entries, null, 30)?.pay_type).toBe(31);
    expect(pickGrayEntry(entries, null, 49)?.pay_type).toBe(31);
    expect(pickGrayEntry(entries, null, 50)).toBeNull();
    expect(pickGrayEntry(entries, null, 99)).toBeNull();
  });
  it('gives a whitelisted uid its entry whatever the score', () => {
    expect(pickGrayEntry(entries, 1000100, 0)?.pay_type).toBe(31);
    expect(pickGrayEntry(entries, 1000100, 99)?.pay_type).toBe(31);
  });
  it('reads whitelists of strings too', () => {
    expect(pickGrayEntry([{ pay_type: 28, gray_ratio: 0, whitelist: ['42'] }], 42, 5)?.pay_type).toBe(28);
  });
  it('never picks an entry of ratio 0', () => {
    const zero = [
      { pay_type: 25, gray_ratio: 0 },
      { pay_type: 26, gray_ratio: 100 },
    ];
    expect(ALL_SCORES.every((s) => pickGrayEntry(zero, null, s)?.pay_type === 26)).toBe(true);
  });
  it('property: over all scores each entry gets exactly its scaled ratio', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 300 }), { minLength: 1, maxLength: 6 }), (ratios) => {
        const es = ratios.map((gray_ratio, i) => ({ pay_type: i, gray_ratio }));
        const scaled = scaleRatios(ratios);
        const counts = new Map<number, number>();
        for (const s of ALL_SCORES) {
          const e = pickGrayEntry(es, null, s);
          if (e) counts.set(e.pay_type, (counts.get(e.pay_type) ?? 0) + 1);
        }
        return es.every((e, i) => (counts.get(e.pay_type) ?? 0) === scaled[i]);
      }),
    );
  });
  it('property: a whitelisted uid always wins', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 300 }), { minLength: 1, maxLength: 6 }),
        fc.nat({ max: 99 }),
        fc.integer({ min: 1, max: 1e9 }),
        (ratios, score, uid) => {
          const es = ratios.map((gray_ratio, i) => ({ pay_type: i, gray_ratio, whitelist: [] as number[] }));
          const target = es[es.length - 1];
          if (target) target.whitelist = [uid];
          return pickGrayEntry(es, uid, score) === target;
        },
      ),
    );
  });
});

describe('single-percentage features (spec 02 §4)', () => {
  it('is on for scores below the ratio', () => {
    expect(isInGray({ ratio: 30 }, null, 29)).toBe(true);
    expect(isInGray({ ratio: 30 }, null, 30)).toBe(false);
  });
  it('ratio 0 is never on, ratio 100 always', () => {
    expect(ALL_SCORES.some((s) => isInGray({ ratio: 0 }, 1, s))).toBe(false);
    expect(ALL_SCORES.every((s) => isInGray({ ratio: 100 }, 1, s))).toBe(true);
  });
  it('a whitelisted uid is always on', () => {
    expect(isInGray({ ratio: 0, whitelist: [7] }, 7, 99)).toBe(true);
    expect(isInGray({ ratio: 0, whitelist: [7] }, null, 0)).toBe(false);
  });
  it('property: exactly `ratio` scores are on', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100 }), (ratio) => {
        return ALL_SCORES.filter((s) => isInGray({ ratio }, null, s)).length === ratio;
      }),
    );
  });
});
