// One polling loop for every "ask again until it is decided" of the pay flow (spec 01 §4 card fetch:
// every 2 s, 15 attempts; the callback's pending order; the attempt a reload found in creation). The
// wait is the caller's, so a listener's cancellable delay stops it when a newer payment takes over.

export interface PollOptions<R> {
  /** One attempt (a call through the API client: resolves, never rejects). */
  attempt(n: number): Promise<R>;
  /** True when this answer ends the polling (found, decided, or a failure not worth asking again). */
  done(answer: R): boolean;
  intervalMs: number;
  maxAttempts: number;
  /** Waits `ms` (rejects when the poll is cancelled). */
  delay(ms: number): Promise<void>;
}

export interface PollOutcome<R> {
  last: R;
  attempts: number;
  /** false when the attempts ran out before `done` held */
  done: boolean;
}

export async function poll<R>(options: PollOptions<R>): Promise<PollOutcome<R>> {
  if (options.maxAttempts < 1) throw new Error('poll needs at least one attempt');
  for (let n = 1; ; n += 1) {
    const last = await options.attempt(n);
    if (options.done(last)) return { last, attempts: n, done: true };
    if (n >= options.maxAttempts) return { last, attempts: n, done: false };
    await options.delay(options.intervalMs);
  }
}

/** A plain timer delay. */
export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));
