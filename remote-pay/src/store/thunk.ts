import type { AppDispatch, RootState } from '@topup/platform';

/** An action with side effects (calls through the platform's API client), dispatched like an action. */
export type PayThunk<R = void> = (dispatch: AppDispatch, getState: () => RootState) => Promise<R>;
