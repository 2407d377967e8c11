import { createDoubleTapJudge, isMultiTouch } from './tapGuard';

describe('tap blocking (spec 02 §2)', () => {
  it('blocks two-finger touch only', () => {
    expect(isMultiTouch(1)).toBe(false);
    expect(isMultiTouch(2)).toBe(true);
  });
  it('blocks a second tap within 300 ms and allows one at 300 ms', () => {
    const judge = createDoubleTapJudge();
    expect(judge(1000)).toBe(false);
    expect(judge(1299)).toBe(true);
    expect(judge(1599)).toBe(false); // 300 ms after the blocked one
    expect(judge(2000)).toBe(false);
  });
});
