import { childPageOf } from './usePayChildPage';

describe('PayChildPage (spec 01 §2)', () => {
  it('reads the child pages 1..6 and takes anything else as home', () => {
    for (const n of [1, 2, 3, 4, 5, 6]) expect(childPageOf(new URLSearchParams(`PayChildPage=${n}`))).toBe(n);
    for (const q of ['', 'PayChildPage=0', 'PayChildPage=7', 'PayChildPage=x', 'PayChildPage=2.5'])
      expect(childPageOf(new URLSearchParams(q))).toBe(1);
  });
});
