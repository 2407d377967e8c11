import { createSelector } from './createSelector';

interface State {
  items: number[];
  factor: number;
  label: string;
}

describe('a memoized selector', () => {
  it('computes again only when an input result changes, by reference', () => {
    const combine = jest.fn((items: number[], factor: number) => items.map((n) => n * factor));
    const scaled = createSelector([(s: State) => s.items, (s: State) => s.factor], combine);
    const s1: State = { items: [1, 2], factor: 2, label: 'a' };
    const first = scaled(s1);
    expect(first).toEqual([2, 4]);
    // another state whose inputs are the same values: the same result, not computed again
    expect(scaled({ ...s1, label: 'b' })).toBe(first);
    expect(combine).toHaveBeenCalledTimes(1);
    // one input changed: computed again
    expect(scaled({ ...s1, factor: 3 })).toEqual([3, 6]);
    // a new array of the same numbers is another input
    expect(scaled({ ...s1, factor: 3, items: [1, 2] })).toEqual([3, 6]);
    expect(combine).toHaveBeenCalledTimes(3);
  });

  it('gives every input the selector’s arguments, and composes', () => {
    const byIndex = createSelector(
      [(s: State, i: number) => s.items[i], (_s: State, i: number) => i],
      (n, i) => `${i}:${n}`,
    );
    const s: State = { items: [5, 7], factor: 1, label: '' };
    expect(byIndex(s, 1)).toBe('1:7');
    expect(byIndex(s, 0)).toBe('0:5');
    const total = createSelector([(st: State) => st.items], (items) => items.reduce((a, b) => a + b, 0));
    const doubled = createSelector([total], (t) => t * 2);
    expect(doubled(s)).toBe(24);
  });

  it('keeps an undefined result as a result', () => {
    const combine = jest.fn(() => undefined);
    const none = createSelector([(s: State) => s.label], combine);
    const s: State = { items: [], factor: 1, label: 'x' };
    expect(none(s)).toBeUndefined();
    expect(none(s)).toBeUndefined();
    expect(combine).toHaveBeenCalledTimes(1);
  });
});
