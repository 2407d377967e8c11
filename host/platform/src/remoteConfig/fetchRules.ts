import type { RemoteConfigRecord } from './record';

// spec 02 §9: when the remote-config client asks the server again, and what each answer leaves kept. The
// spec names what is kept (fetch status, timestamps, active config, etag, throttle metadata) but no number:
// these are ours, modelled on the web remote-config client it describes.
// - A page load uses the kept config while it is younger than the fetch interval, without a call. The tab
//   shown again asks afresh (spec 02 §4: the version check runs then), still conditionally.
// - A fetch carries the kept config's etag (If-None-Match); the server answers an unchanged config with 304
//   and no body: the kept config is current again.
// - A failed fetch (after its retries) throttles the next ones: no call before a backoff that doubles with
//   each failure in a row, spread ±50% so devices that failed together do not all come back together. The
//   kept config stays in use meanwhile (or none: every gray feature off, spec 02 §3).

/** A page load within 5 minutes of the server's last answer uses the kept config without asking. */
export const MIN_FETCH_INTERVAL_MS = 5 * 60_000;
/** The throttle after the first failed fetch: 1 minute, doubling with each failure in a row … */
export const BACKOFF_BASE_MS = 60_000;
/** … up to 30 minutes: a config off for longer would keep every gray feature off after the server is back. */
export const BACKOFF_MAX_MS = 30 * 60_000;

/** Why the config is read: the page's first read (`start`), or the tab shown again (`again`). */
export type ReadReason = 'start' | 'again';
export type ReadPlan = 'useKept' | 'fetch' | 'throttled';

/** The kept config is younger than the fetch interval (a clock set back makes it stale, never fresher). */
export function isFresh(record: RemoteConfigRecord<unknown>, now: number): boolean {
  if (record.active === null || record.fetchedAt === null) return false;
  const age = now - record.fetchedAt;
  return age >= 0 && age < MIN_FETCH_INTERVAL_MS;
}

/**
 * The throttle holds: its end is still ahead. An end further ahead than the longest backoff can be only a
 * clock set back since: it does not hold.
 */
export function isThrottled(record: RemoteConfigRecord<unknown>, now: number): boolean {
  const left = record.throttle.until - now;
  return left > 0 && left <= BACKOFF_MAX_MS * 1.5;
}

export function planRead(record: RemoteConfigRecord<unknown>, now: number, reason: ReadReason): ReadPlan {
  if (reason === 'start' && isFresh(record, now)) return 'useKept';
  return isThrottled(record, now) ? 'throttled' : 'fetch';
}

/** The wait after `failures` failed fetches in a row; `random` in [0, 1) spreads it ±50%. */
export function backoffMs(failures: number, random: number): number {
  const base = BACKOFF_BASE_MS * 2 ** Math.max(0, failures - 1);
  return Math.round(Math.min(BACKOFF_MAX_MS, base) * (0.5 + random));
}

/** The If-None-Match of the next fetch: the kept config's etag (none without a config it could keep). */
export const ifNoneMatch = (record: RemoteConfigRecord<unknown>): string | null =>
  record.active === null ? null : record.etag;

const NOT_THROTTLED = { failures: 0, until: 0 };

/** The server sent a config: it is the active one, with its etag (none when the answer had none). */
export function afterFetched<C>(
  record: RemoteConfigRecord<C>,
  config: C,
  etag: string | null,
  now: number,
): RemoteConfigRecord<C> {
  return { ...record, fetchStatus: 'success', fetchedAt: now, active: config, etag, throttle: NOT_THROTTLED };
}

/** 304: the kept config is the server's current one. */
export function afterNotModified<C>(record: RemoteConfigRecord<C>, now: number): RemoteConfigRecord<C> {
  return { ...record, fetchStatus: 'success', fetchedAt: now, throttle: NOT_THROTTLED };
}

/** The fetch failed (after its retries): the kept config stays, and the next fetch waits. */
export function afterFailure<C>(
  record: RemoteConfigRecord<C>,
  now: number,
  random: number,
): RemoteConfigRecord<C> {
  const failures = record.throttle.failures + 1;
  return {
    ...record,
    fetchStatus: 'failure',
    throttle: { failures, until: now + backoffMs(failures, random) },
  };
}

/** A fetch was not made: the throttle held. */
export const afterThrottled = <C>(record: RemoteConfigRecord<C>): RemoteConfigRecord<C> => ({
  ...record,
  fetchStatus: 'throttle',
});
