// spec 02 §9: the remote-config client keeps, in the browser database, its fetch status, timestamps, the
// active config, its etag and the throttle metadata. This is that record, one per config channel, and how a
// stored value is read back: anything that is not such a record (an older shape, a value another script
// wrote) reads as nothing kept, so a bad value costs one fetch, never a broken page.

/** How the last fetch ended: none yet, the server's config read (sent or unchanged), failed, or skipped. */
export type FetchStatus = 'no-fetch-yet' | 'success' | 'failure' | 'throttle';

export interface Throttle {
  /** Failed fetches in a row (each made of its retries); 0 after a success. */
  failures: number;
  /** No fetch before this time (epoch ms); 0 when not throttled. */
  until: number;
}

export interface RemoteConfigRecord<C> {
  fetchStatus: FetchStatus;
  /** When the server last answered with its config, sent or unchanged (epoch ms): the fetch interval runs from it. */
  fetchedAt: number | null;
  /** The config in use: the last one the server sent. */
  active: C | null;
  /** The server's ETag of `active`, sent back as If-None-Match: an unchanged config comes back with no body. */
  etag: string | null;
  throttle: Throttle;
}

export const emptyRecord = <C>(): RemoteConfigRecord<C> => ({
  fetchStatus: 'no-fetch-yet',
  fetchedAt: null,
  active: null,
  etag: null,
  throttle: { failures: 0, until: 0 },
});

const STATUSES: readonly FetchStatus[] = ['no-fetch-yet', 'success', 'failure', 'throttle'];

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const isTime = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v >= 0;

/**
 * A stored value as a record, the active config checked by `accept` (the channel's own shape); anything
 * else is the empty record.
 */
export function readRecord<C>(stored: unknown, accept: (config: unknown) => C | null): RemoteConfigRecord<C> {
  if (!isObject(stored) || !isObject(stored.throttle)) return emptyRecord();
  const { fetchStatus, fetchedAt, active, etag, throttle } = stored;
  if (!STATUSES.includes(fetchStatus as FetchStatus)) return emptyRecord();
  if (fetchedAt !== null && !isTime(fetchedAt)) return emptyRecord();
  if (etag !== null && typeof etag !== 'string') return emptyRecord();
  if (!isTime(throttle.until) || !Number.isInteger(throttle.failures) || (throttle.failures as number) < 0)
    return emptyRecord();
  const config = active === null ? null : accept(active);
  if (active !== null && config === null) return emptyRecord();
  return {
    fetchStatus: fetchStatus as FetchStatus,
    fetchedAt,
    active: config,
    // an etag names the config it came with: with none kept it would ask for nothing
    etag: config === null ? null : etag,
    throttle: { failures: throttle.failures as number, until: throttle.until },
  };
}
