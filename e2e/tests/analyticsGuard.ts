import type { Request } from '@playwright/test';
import { findSecret } from '../../shared/domain/analytics/findSecret';

// No analytics event may carry a session key, a card number, a CVV or a
// verification code. Every test's browser context collects each add_event the pages send (GET, the
// queue's JSON batches, the beacon's form) and the session keys and tickets its other requests carried;
// when the test ends the guard fails on any event that carries one (fixtures.ts). So every journey of the
// suite is checked, not one test's.

export interface AnalyticsWatch {
  events: { event: Record<string, unknown>; url: string }[];
  /** How many events each add_event request carried, in the order sent. */
  requests: number[];
  known: Set<string>;
}

const SECRET_PARAMS = ['session_key', 'ticket', 'skey'];

function eventsOf(request: Request): Record<string, unknown>[] {
  const url = new URL(request.url());
  if (request.method() === 'GET') return [Object.fromEntries(url.searchParams)];
  const body = request.postData() ?? '';
  const type = request.headers()['content-type'] ?? '';
  let fields: Record<string, unknown>;
  try {
    fields = type.includes('json')
      ? (JSON.parse(body) as Record<string, unknown>)
      : Object.fromEntries(new URLSearchParams(body));
  } catch {
    return [{ unreadable: body }];
  }
  let list = fields.events;
  if (typeof list === 'string') {
    try {
      list = JSON.parse(list);
    } catch {
      return [{ unreadable: list }];
    }
  }
  return Array.isArray(list) ? (list as Record<string, unknown>[]) : [fields];
}

function secretsOf(request: Request): string[] {
  const found: string[] = [];
  const url = new URL(request.url());
  for (const name of SECRET_PARAMS) {
    const v = url.searchParams.get(name);
    if (v) found.push(v);
  }
  const header = request.headers()['x-session-key'];
  if (header) found.push(header);
  const body = request.postData();
  if (body && !body.startsWith('{')) {
    const form = new URLSearchParams(body);
    for (const name of SECRET_PARAMS) {
      const v = form.get(name);
      if (v) found.push(v);
    }
  }
  return found;
}

export function watchAnalytics(watch: AnalyticsWatch, request: Request): void {
  try {
    if (request.url().includes('/api/sys/add_event/')) {
      const events = eventsOf(request);
      watch.requests.push(events.length);
      for (const event of events) watch.events.push({ event, url: request.url() });
    } else {
      secretsOf(request).forEach((s) => watch.known.add(s));
    }
  } catch {
    // a request the watch cannot read is not an event
  }
}

/** Each event that carries a secret, said in one line (the test fails on any). */
export function secretsSent(watch: AnalyticsWatch): string[] {
  const known = [...watch.known];
  return watch.events.flatMap(({ event }) => {
    const found = findSecret(event, { known });
    return found ? [`${String(event.event_name)}: a ${found.kind} in ${found.param}`] : [];
  });
}
