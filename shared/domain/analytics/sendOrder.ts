import { HEAT_MAP_EVENT } from './heatMap';
import { PERF_METRIC_EVENT, PERF_RESOURCE_EVENT } from './perfEvents';

// (ours) The order kept events leave in. What the page measured of itself — up to 50 resource timings, 50
// metrics and the heat map's taps (spec 02 §9) — can arrive all at once, and spec 02 §7's transport sends
// one event every 2 s: in arrival order, a page view tracked a moment after them would wait 100 s behind
// them. What the user did and saw (page views, the pay events, errors) leaves first; the measurements follow,
// each group in the order it was tracked.

/** The events that report measurements rather than what happened: they leave after every other. */
export const MEASUREMENT_EVENTS: ReadonlySet<string> = new Set([
  PERF_RESOURCE_EVENT,
  PERF_METRIC_EVENT,
  HEAT_MAP_EVENT,
]);

/** The events in the order they are sent: the others first, then the measurements, each group in order. */
export function inSendOrder<T extends { params: { event_name: string } }>(events: readonly T[]): T[] {
  const first: T[] = [];
  const after: T[] = [];
  for (const e of events) (MEASUREMENT_EVENTS.has(e.params.event_name) ? after : first).push(e);
  return [...first, ...after];
}
