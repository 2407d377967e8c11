import type { AnalyticsEvent } from '@topup/shared/domain/analytics/addEventParams';
import { errorEvents } from '@topup/shared/domain/analytics/errorEvents';

// spec 02 §8: what goes wrong with a live room is recorded — the socket's error (then it reconnects), a
// message dropped (a room result that is not 0, a body that does not parse, a sync message without data),
// silence past the limit (closed as a time-out), the tries spent, a full refresh that failed, a frame the
// sync engine refused. Each is an analytics error event (js_error, as uncaught errors are: the message, and
// where it came from as `room socket: <kind>`) and a line in the debug log. A room that keeps failing must
// not fill the analytics queue: at most 5 events of each kind per page load (ours), the rest to the log only.

export type RoomProblemKind = 'error' | 'dropped' | 'timeout' | 'failed' | 'refresh' | 'sync';

export interface RoomProblem {
  kind: RoomProblemKind;
  detail: string;
}

export const ROOM_PROBLEMS_PER_KIND = 5;

export interface RoomProblemReporterDeps {
  track(event: AnalyticsEvent): void;
  /** The page the problem happened on (its route). */
  view(): string;
  debug(...args: unknown[]): void;
}

export type RoomProblemReporter = (problem: RoomProblem) => void;

export function createRoomProblemReporter(deps: RoomProblemReporterDeps): RoomProblemReporter {
  const counts = new Map<RoomProblemKind, number>();
  return (problem) => {
    try {
      deps.debug(`room socket: ${problem.kind}: ${problem.detail}`);
      const n = counts.get(problem.kind) ?? 0;
      if (n >= ROOM_PROBLEMS_PER_KIND) return;
      counts.set(problem.kind, n + 1);
      const events = errorEvents(problem.detail, { view: deps.view(), info: `room socket: ${problem.kind}` });
      for (const event of events) deps.track(event);
    } catch {
      // recording a problem must never raise another one
    }
  };
}
