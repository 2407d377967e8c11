import type { AddEventParams } from '../../contract/sys';
import { STORED_EVENTS_MAX } from './analyticsLimits';

// spec 02 §3, §9: the events not yet sent, kept in local storage (`backup_analytics_list`, at most 200) so
// they survive a reload while the API is down. Each carries an id of this browser's making, so a tab
// writing its list leaves the events of another tab alone and removes only its own sent ones.

export interface QueuedEvent {
  id: string;
  params: AddEventParams;
}

const STRING_FIELDS = ['uuid', 'version', 'str_param1', 'str_param2', 'str_param3', 'str_param4'] as const;
const INT_FIELDS = ['int_param1', 'int_param2', 'int_param3', 'int_param4'] as const;

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** The add_event parameters, checked field by field; anything else (a stored value gone bad) is undefined. */
export function readAddEventParams(v: unknown): AddEventParams | undefined {
  if (!isRecord(v) || typeof v.event_name !== 'string' || v.event_name === '') return undefined;
  const out: AddEventParams = { event_name: v.event_name };
  for (const key of STRING_FIELDS) {
    const value = v[key];
    if (value === undefined) continue;
    if (typeof value !== 'string') return undefined;
    out[key] = value;
  }
  for (const key of INT_FIELDS) {
    const value = v[key];
    if (value === undefined) continue;
    if (typeof value !== 'number' || !Number.isSafeInteger(value)) return undefined;
    out[key] = value;
  }
  return out;
}

/** The stored list: unreadable entries are dropped, the newest 200 kept; not a list at all is undefined. */
export function readQueuedEvents(v: unknown): QueuedEvent[] | undefined {
  if (!Array.isArray(v)) return undefined;
  const out: QueuedEvent[] = [];
  for (const item of v) {
    if (!isRecord(item) || typeof item.id !== 'string' || item.id === '') continue;
    const params = readAddEventParams(item.params);
    if (params) out.push({ id: item.id, params });
  }
  return keepNewest(out);
}

/** At most `max` events, the oldest leaving first (the queue's own cut is keptEvents.ts's). */
export function keepNewest<T>(events: readonly T[], max: number = STORED_EVENTS_MAX): T[] {
  return events.length > max ? events.slice(events.length - max) : [...events];
}
