import type { KeptAnswer } from '@topup/platform/src/api/keptAnswers';
import type { FetchLike } from '@topup/platform/src/api/types';
import { nextTask } from '../nextTask';
import { browserFetch, earlyAnswersOfPage } from './guard';

// How an early script (pay.ts, share.ts) sends its calls: the guard (guard.ts) and the set-up of the calls'
// modules as the page's head runs it, the calls in the next task, so that the set-up and the calls are never
// one long task. They do not wait for the shell's first paint, as the host's script does
// (host/src/shell/afterFirstPaint.js): on a return visit, with every file from the cache, the page's data is
// what the user waits for, and its round trip started only after the paint and the host's script; sent as
// the page is parsed, the return visit is ready 0.16-0.24 s sooner, the cold visit as before, the paint about
// 25 ms later on average (docs/measuring-history.md).

/**
 * Sends the page's early calls with `send(calls, fetch, kept)` in a task of its own; `load` gives the calls'
 * module (eager: in the same file), asked only once the guard has let the calls be ours.
 */
export function sendEarly<M>(
  load: () => Promise<M>,
  send: (calls: M, fetchImpl: FetchLike, kept: KeptAnswer[]) => void,
): void {
  const kept = earlyAnswersOfPage();
  if (kept) void load().then((calls) => nextTask(() => send(calls, browserFetch, kept)));
}
