// A memoized selector, as the apps use them: `createSelector([inputs], combine)` gives a selector whose
// result is computed again only when one of its inputs' results has changed (by reference), so that a
// component that reads it renders again only then. What the apps used of reselect, in a few lines: its
// caches of many arguments, its checks in development and its options cost a payment page's first render
// 0.9 KB gz for selectors that are always called with the one store's state.

/** An input of a selector: a function of the selector's arguments (whatever they are: `never` takes them all). */
type Input = (...args: never[]) => unknown;

/** The results of the inputs, in order. */
type ResultsOf<T extends readonly Input[]> = { [K in keyof T]: ReturnType<T[K]> };

/** The arguments of the selector: those of its first input (every input is called with them). */
type ArgsOf<T extends readonly Input[]> = T extends readonly [infer F extends Input, ...Input[]]
  ? Parameters<F>
  : never;

export function createSelector<const T extends readonly [Input, ...Input[]], R>(
  inputs: T,
  combine: (...results: ResultsOf<T>) => R,
): (...args: ArgsOf<T>) => R {
  let last: unknown[] | undefined;
  let value: R;
  return (...args) => {
    const results = inputs.map((input) => (input as (...a: ArgsOf<T>) => unknown)(...args));
    if (!last || results.some((r, i) => r !== last![i])) {
      value = combine(...(results as ResultsOf<T>));
      last = results;
    }
    return value;
  };
}
