import type { EarlyResponse } from '@topup/platform/src/api/earlyResponses';
import type { FetchLike } from '@topup/platform/src/api/types';
import { nextTask } from '../nextTask';
import { afterFirstPaint } from './afterPaint';
import { browserFetch, earlyAnswersOfPage } from './guard';

// How an early script (pay.ts, share.ts) sends its calls: once the shell has painted (afterPaint.ts), the
// guard (guard.ts) and the set-up of the calls' modules in one task, the calls in the next. As one task it
// held a tap for 20-60 ms on a fast machine, four times that on a slow phone; the calls have half a second
// to spare before the host's script arrives, and lose a few milliseconds.

/**
 * Sends the page's early calls with `send(calls, fetch, kept)` in a task of its own, after the paint; `load`
 * gives the calls' module (eager: in the same file), asked only once the guard has let the calls be ours.
 */
export function sendEarly<M>(
  load: () => Promise<M>,
  send: (calls: M, fetchImpl: FetchLike, kept: EarlyResponse[]) => void,
): void {
  afterFirstPaint(() => {
    const kept = earlyAnswersOfPage();
    if (kept) void load().then((calls) => nextTask(() => send(calls, browserFetch, kept)));
  });
}
