import { setTimeout as delay } from 'node:timers/promises';
import { STATE_TIMEOUT } from './config';

/** How often a wait looks again: a poll interval, not a sleep that a test relies on. */
const POLL_MS = 100;

/** Thrown by a probe when waiting longer cannot help (a process it waits on has exited): ends the wait. */
export class GiveUp extends Error {}

export interface WaitOptions {
  timeout?: number;
  /** What the page or the server looked like, for the message when the wait times out. */
  describe?: () => Promise<string>;
}

/**
 * Waits until `probe` gives something truthy, and returns it. A probe that throws (a page between two
 * documents) is tried again, unless it throws GiveUp. On timeout the error names what was awaited, the last error and `describe`.
 */
export async function waitFor<T>(
  what: string,
  probe: () => Promise<T | null | undefined | false | '' | 0>,
  { timeout = STATE_TIMEOUT, describe }: WaitOptions = {},
): Promise<T> {
  const deadline = Date.now() + timeout;
  let lastError: unknown;
  for (;;) {
    try {
      const value = await probe();
      if (value) return value;
      lastError = undefined;
    } catch (e) {
      if (e instanceof GiveUp) throw new Error(`gave up waiting for ${what}: ${e.message}`);
      lastError = e;
    }
    if (Date.now() >= deadline) break;
    await delay(POLL_MS);
  }
  const parts = [`timed out after ${timeout} ms waiting for ${what}`];
  if (lastError)
    parts.push(`last error: ${lastError instanceof Error ? lastError.message : String(lastError)}`);
  if (describe) {
    parts.push(`seen: ${await describe().catch((e: unknown) => `(could not describe: ${String(e)})`)}`);
  }
  throw new Error(parts.join('\n  '));
}
