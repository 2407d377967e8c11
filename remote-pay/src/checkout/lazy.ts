import type { AppThunk } from '@topup/platform';

/**
 * A thunk whose code loads on first use: the home of /pay carries none of the after-payment code (paying,
 * provider actions, results, the callback), which comes in its own chunk when the user pays.
 */
export function lazyThunk<R>(load: () => Promise<AppThunk<Promise<R>>>): AppThunk<Promise<R>> {
  return async (dispatch) => {
    const thunk = await load();
    return dispatch(thunk);
  };
}
