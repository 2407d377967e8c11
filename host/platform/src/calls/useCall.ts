import { useCallback, useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import type { ApiResult } from '@topup/shared/domain/apiResult';
import type { CallStatus, CallsState } from './callsSlice';
import { fetchCall, type CallDef } from './defineCall';

/** Passed instead of arguments: the call is not asked (yet). */
export const skipCall: unique symbol = Symbol('skipCall');

export interface CallView<T> {
  /** 'idle': never asked with these arguments. */
  status: CallStatus | 'idle';
  data: T | undefined;
  isLoading: boolean;
  isError: boolean;
  result?: number;
  message?: string;
  /** Asks again (the retry of an error). */
  refetch(): Promise<ApiResult<T>>;
}

/**
 * A component's view of one call: its entry in the store, asked on mount when nothing is kept for these
 * arguments (`ask: 'never'` when a batch of the page fills it).
 */
export function useCall<A, T>(
  def: CallDef<A, T>,
  args: A | typeof skipCall,
  options: { ask?: 'ifMissing' | 'never' } = {},
): CallView<T> {
  const dispatch = useDispatch() as unknown as (thunk: unknown) => unknown;
  const key = args === skipCall ? null : def.key(args);
  const entry = useSelector((s: { calls: CallsState }) => (key === null ? undefined : s.calls[key]));
  const ask = options.ask ?? 'ifMissing';
  const missing = entry === undefined;

  useEffect(() => {
    if (key === null || !missing || ask === 'never') return;
    dispatch(fetchCall(def, args as A));
    // asked again only when the arguments (their key) change
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, missing, ask]);

  const refetch = useCallback(
    () =>
      key === null
        ? Promise.resolve({ result: 0, message: '', data: undefined } as ApiResult<T>)
        : (dispatch(fetchCall(def, args as A, { force: true })) as Promise<ApiResult<T>>),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [key],
  );

  return {
    status: entry?.status ?? 'idle',
    data: entry?.data as T | undefined,
    isLoading: entry?.status === 'loading',
    isError: entry?.status === 'failed',
    result: entry?.result,
    message: entry?.message,
    refetch,
  };
}
