import type { AddEventParams } from '../../contract/sys';
import { BEACON_BODY_MAX } from './analyticsLimits';
import type { QueuedEvent } from './queuedEvents';

// What is left when the page is hidden goes with navigator.sendBeacon. A beacon
// cannot set headers, so it sends a form (a content type every browser allows without a preflight) whose
// field `events` is the JSON list — the batch form POST /api/sys/add_event/ accepts. Browsers refuse
// beacons past 64 KiB, so the events are packed into bodies under that; an event too large alone for
// a body stays kept for the next page load.

export const EVENTS_FIELD = 'events';

const formEncoded = (text: string): string => new URLSearchParams([['', text]]).toString().slice(1);

export function eventsFormBody(events: readonly AddEventParams[]): string {
  return new URLSearchParams([[EVENTS_FIELD, JSON.stringify(events)]]).toString();
}

export interface BeaconBody {
  body: string;
  ids: string[];
}

export function beaconBodies(events: readonly QueuedEvent[], max: number = BEACON_BODY_MAX): BeaconBody[] {
  // Form encoding works character by character, so a list's encoded length is the sum of its parts':
  // `events=` + `[` + items joined by `,` + `]`.
  const overhead = EVENTS_FIELD.length + 1 + formEncoded('[]').length;
  const comma = formEncoded(',').length;
  const out: BeaconBody[] = [];
  let group: QueuedEvent[] = [];
  let length = overhead;
  const close = () => {
    if (group.length === 0) return;
    out.push({ body: eventsFormBody(group.map((e) => e.params)), ids: group.map((e) => e.id) });
    group = [];
    length = overhead;
  };
  for (const event of events) {
    const size = formEncoded(JSON.stringify(event.params)).length;
    if (overhead + size > max) continue;
    if (length + (group.length > 0 ? comma : 0) + size > max) close();
    length += (group.length > 0 ? comma : 0) + size;
    group.push(event);
  }
  close();
  return out;
}

/**
 * The `spec` transport: add_event as spec 02 §7 names it, a GET with one event's parameters. What is
 * left when the page is hidden goes the same way (a keep-alive GET each; a beacon can only POST), one event
 * per body: its query.
 */
export function eventQuery(params: AddEventParams): string {
  const fields = Object.entries(params).filter(([, v]) => v !== undefined);
  return new URLSearchParams(fields.map(([k, v]) => [k, String(v)])).toString();
}

export const eventQueries = (events: readonly QueuedEvent[]): BeaconBody[] =>
  events.map((e) => ({ body: eventQuery(e.params), ids: [e.id] }));
