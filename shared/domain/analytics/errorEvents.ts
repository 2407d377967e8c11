import type { AnalyticsEvent } from './addEventParams';
import { ERROR_CHUNK_LENGTH, ERROR_CHUNKS_MAX, ERROR_STACK_LINES } from './analyticsLimits';

// spec 02 §3, §8, §9: uncaught errors and unhandled rejections are reported as analytics error events
// only: str_param2 the view and info, str_param3 the first 6 lines of the stack, and the message in chunks
// of 300 characters, at most 50. A message longer than one chunk goes as one event per chunk (str_param4),
// numbered (int_param1 of int_param2) so the reader can put it back together; int_param3 is the message's
// full length, so a reader sees what the 50 chunks left out.

export const ERROR_EVENT = 'js_error';

export interface ErrorSource {
  /** The page the error happened on (its route). */
  view: string;
  /** What kind of report: 'error at file:line:col', 'unhandledrejection', … */
  info: string;
}

/** The text of whatever was thrown or rejected with. */
export function errorMessage(reason: unknown): string {
  if (reason instanceof Error) return reason.message ? `${reason.name}: ${reason.message}` : reason.name;
  if (typeof reason === 'string') return reason;
  if (reason === undefined) return 'undefined';
  try {
    return JSON.stringify(reason) ?? String(reason);
  } catch {
    return String(reason);
  }
}

/** The first 6 lines of the stack of an Error (or of anything with a stack), else ''. */
export function stackHead(reason: unknown): string {
  const stack = (reason as { stack?: unknown } | null)?.stack;
  if (typeof stack !== 'string') return '';
  return stack.split('\n').slice(0, ERROR_STACK_LINES).join('\n');
}

export function messageChunks(message: string): string[] {
  const chunks: string[] = [];
  for (let at = 0; at < message.length && chunks.length < ERROR_CHUNKS_MAX; at += ERROR_CHUNK_LENGTH) {
    chunks.push(message.slice(at, at + ERROR_CHUNK_LENGTH));
  }
  return chunks.length > 0 ? chunks : [''];
}

export function errorEvents(reason: unknown, source: ErrorSource): AnalyticsEvent[] {
  const message = errorMessage(reason);
  const chunks = messageChunks(message);
  const where = JSON.stringify({ view: source.view, info: source.info });
  const stack = stackHead(reason);
  return chunks.map((chunk, i) => ({
    name: ERROR_EVENT,
    str_param2: where,
    str_param3: stack,
    str_param4: chunk,
    int_param1: i + 1,
    int_param2: chunks.length,
    int_param3: message.length,
  }));
}
