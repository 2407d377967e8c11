import type { AnalyticsEvent } from '@topup/shared/domain/analytics/addEventParams';
import { errorEvents, errorMessage, stackHead } from '@topup/shared/domain/analytics/errorEvents';

// spec 02 §8: uncaught errors and unhandled rejections are reported as analytics error events only (the
// user sees nothing new). The same error is reported once per page load, and at most 20 different ones:
// an error thrown on every frame must not fill the queue's 200 places (the limits are ours).

export const DISTINCT_ERRORS_MAX = 20;

export type ErrorTarget = Pick<Window, 'addEventListener' | 'removeEventListener'>;

export interface ErrorReportingDeps {
  track(event: AnalyticsEvent): void;
  /** The page the error happened on. */
  view(): string;
}

function where(e: ErrorEvent): string {
  return e.filename ? `error at ${e.filename}:${e.lineno}:${e.colno}` : 'error';
}

/** Reports one error or rejection reason (`info`: where it came from), within the limits above. */
export type ErrorReporter = (reason: unknown, info: string) => void;

export function createErrorReporter(deps: ErrorReportingDeps): ErrorReporter {
  const seen = new Set<string>();
  return (reason, info) => {
    try {
      const signature = `${errorMessage(reason)}\n${stackHead(reason)}`;
      if (seen.has(signature) || seen.size >= DISTINCT_ERRORS_MAX) return;
      seen.add(signature);
      errorEvents(reason, { view: deps.view(), info }).forEach(deps.track);
    } catch {
      // reporting an error must never raise another one
    }
  };
}

/** What an uncaught error or an unhandled rejection says: its reason and where it came from. */
export function readErrorEvent(e: Event): { reason: unknown; info: string } {
  if (e.type === 'unhandledrejection')
    return { reason: (e as PromiseRejectionEvent).reason, info: 'unhandledrejection' };
  const event = e as ErrorEvent;
  // A cross-origin script's error comes without its Error ("Script error."): its message is all there is.
  return { reason: event.error ?? event.message, info: where(event) };
}

/** Listens for the window's uncaught errors and unhandled rejections. Returns the uninstall. */
export function installErrorReporting(
  target: ErrorTarget,
  deps: ErrorReportingDeps,
  report: ErrorReporter = createErrorReporter(deps),
): () => void {
  const onEvent = (e: Event) => {
    const { reason, info } = readErrorEvent(e);
    report(reason, info);
  };
  target.addEventListener('error', onEvent);
  target.addEventListener('unhandledrejection', onEvent);
  return () => {
    target.removeEventListener('error', onEvent);
    target.removeEventListener('unhandledrejection', onEvent);
  };
}
