import { useCallback, useEffect, useState } from 'react';

// How a page runs one API call: loading, the data, or a failure with its result code, and a retry.
// The call itself goes through the platform's API client (which never throws; see api/).

export interface RequestOutcome<T> {
  result: number;
  message?: string;
  data?: T;
}

export type RequestState<T> =
  { status: 'loading' } | { status: 'ok'; data: T } | { status: 'failed'; result: number; message?: string };

export function useRequest<T>(run: () => Promise<RequestOutcome<T>>, deps: readonly unknown[]) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ attempt: number; value: RequestState<T> } | null>(null);

  useEffect(() => {
    let live = true;
    void run().then(
      (r) => {
        if (!live) return;
        const value: RequestState<T> =
          r.result === 0 && r.data !== undefined
            ? { status: 'ok', data: r.data }
            : { status: 'failed', result: r.result === 0 ? -2 : r.result, message: r.message };
        setState({ attempt, value });
      },
      () => live && setState({ attempt, value: { status: 'failed', result: -3 } }),
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller lists what the call depends on
  }, [attempt, ...deps]);

  const retry = useCallback(() => setAttempt((a) => a + 1), []);
  const current: RequestState<T> = state && state.attempt === attempt ? state.value : { status: 'loading' };
  return { state: current, retry };
}
