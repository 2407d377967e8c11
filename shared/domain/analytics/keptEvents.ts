import { STORED_EVENTS_MAX } from './analyticsLimits';
import type { QueuedEvent } from './queuedEvents';
import { MEASUREMENT_EVENTS } from './sendOrder';

// spec 02 §9 keeps at most 200 events; (ours) which leave when there are more. While the API is down a page
// tracks its measurements (up to 50 resource timings and 50 metrics a load, and the heat map's taps) beside
// what the user did: cut by age alone, a few reloads of measurements push out the page views and pay events
// they came with. So the oldest measurements leave first, and only when no measurement is left the oldest of
// the rest (the same split as the send order, sendOrder.ts). The analytics queue alone cuts this way (it
// runs after the page has loaded); reading the stored list at start keeps its plain cut (queuedEvents.ts),
// since what it reads was written already cut.

/** At most `max` events, in their order: the oldest measurements leave first, then the oldest of the rest. */
export function keepWithin<T extends { params: { event_name: string } }>(
  events: readonly T[],
  max: number = STORED_EVENTS_MAX,
): T[] {
  const excess = events.length - max;
  if (excess <= 0) return [...events];
  const measured = (e: T) => MEASUREMENT_EVENTS.has(e.params.event_name);
  // how many of each group leave, each group's oldest first
  let measurementsOut = Math.min(excess, events.filter(measured).length);
  let othersOut = excess - measurementsOut;
  const out: T[] = [];
  for (const e of events) {
    if (measured(e) && measurementsOut > 0) measurementsOut -= 1;
    else if (!measured(e) && othersOut > 0) othersOut -= 1;
    else out.push(e);
  }
  return out;
}

/**
 * What a tab writes back: the stored events of other tabs (ids it never held), then its own unsent ones,
 * at most 200 (keepWithin). `ownIds` are every id this tab has held (taken from storage at start or added
 * since).
 */
export function mergeQueued(
  stored: readonly QueuedEvent[],
  mine: readonly QueuedEvent[],
  ownIds: ReadonlySet<string>,
): QueuedEvent[] {
  const others = stored.filter((e) => !ownIds.has(e.id));
  return keepWithin([...others, ...mine]);
}
