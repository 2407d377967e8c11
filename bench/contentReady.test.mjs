import { blockingAfterPaint } from './contentReady.mjs';

// The bench prints, beside Lighthouse's simulated total blocking time, the one the real browser
// measured on each cold visit: the long tasks' time over 50 ms from the first paint on.

describe('blocking time after the first paint', () => {
  it("sums each long task's time over 50 ms, from the first contentful paint on", () => {
    // before the paint (not counted), at the paint, after it
    const tasks = [
      [100, 300],
      [800, 120],
      [1500, 51],
      [2000, 90],
    ];
    expect(blockingAfterPaint(tasks, 800)).toBe(70 + 1 + 40);
  });

  it('is 0 without a long task after the paint, and unknown without a paint', () => {
    expect(blockingAfterPaint([[10, 400]], 800)).toBe(0);
    expect(blockingAfterPaint([], 800)).toBe(0);
    expect(blockingAfterPaint([[900, 400]], null)).toBeNull();
  });
});
