// The early scripts' work waits for the shell's first paint, in the page's queue of tasks held until
// then (host/src/shell/afterFirstPaint.js, in the head of index.html): it ran before the shell showed, holding
// the first paint for its evaluation. Its calls still leave long before the host's script has arrived and run.

/** The page's global holding that queue. */
export const AFTER_PAINT = '__TOPUP_AFTER_PAINT__';

/** Runs `task` once the shell has painted; at once on a page without the queue. */
export function afterFirstPaint(task: () => void): void {
  const queue = (window as unknown as Record<string, unknown>)[AFTER_PAINT];
  if (typeof queue === 'function') (queue as (t: () => void) => void)(task);
  else task();
}
