import {
  afterFailure,
  afterFetched,
  afterNotModified,
  afterThrottled,
  BACKOFF_BASE_MS,
  BACKOFF_MAX_MS,
  backoffMs,
  ifNoneMatch,
  isFresh,
  isThrottled,
  MIN_FETCH_INTERVAL_MS,
  planRead,
} from './fetchRules';
import { emptyRecord, type RemoteConfigRecord } from './record';

// spec 02 §9: when the remote-config client asks again (fetch interval, throttle) and what it keeps.

const T0 = Date.UTC(2026, 0, 15, 9, 0, 0);
const CONFIG = { website_version: '1.0.334' };
type Config = typeof CONFIG;

const fetched = (at = T0, etag: string | null = '"v1"'): RemoteConfigRecord<Config> =>
  afterFetched(emptyRecord<Config>(), CONFIG, etag, at);

describe('the fetch interval', () => {
  it('a page load within 5 minutes of the server’s answer uses the kept config, without asking', () => {
    expect(MIN_FETCH_INTERVAL_MS).toBe(300_000);
    expect(planRead(fetched(), T0 + MIN_FETCH_INTERVAL_MS - 1, 'start')).toBe('useKept');
    expect(planRead(fetched(), T0 + MIN_FETCH_INTERVAL_MS, 'start')).toBe('fetch');
  });

  it('nothing kept, or a config never answered for: ask', () => {
    expect(planRead(emptyRecord(), T0, 'start')).toBe('fetch');
    expect(isFresh({ ...fetched(), active: null }, T0)).toBe(false);
  });

  it('the tab shown again asks afresh however young the kept config is', () => {
    expect(planRead(fetched(), T0 + 1, 'again')).toBe('fetch');
  });

  it('a clock set back before the answer makes the kept config stale, never fresher', () => {
    expect(isFresh(fetched(), T0 - 1)).toBe(false);
    expect(planRead(fetched(), T0 - 60_000, 'start')).toBe('fetch');
  });

  it('a 304 counts as an answer: the interval runs again from it', () => {
    const later = T0 + 10 * 60_000;
    const kept = afterNotModified(fetched(), later);
    expect(kept.fetchedAt).toBe(later);
    expect(kept.active).toEqual(CONFIG);
    expect(kept.etag).toBe('"v1"');
    expect(planRead(kept, later + 60_000, 'start')).toBe('useKept');
  });
});

describe('the etag', () => {
  it('the next fetch sends the etag of the kept config', () => {
    expect(ifNoneMatch(fetched())).toBe('"v1"');
  });

  it('no etag without a config to keep (a 304 could not be used), nor when the answer had none', () => {
    expect(ifNoneMatch({ ...fetched(), active: null })).toBeNull();
    expect(ifNoneMatch(fetched(T0, null))).toBeNull();
  });

  it('a new config replaces the kept one with its own etag', () => {
    const next = afterFetched(fetched(), { website_version: '1.0.335' }, '"v2"', T0 + 1);
    expect(next).toMatchObject({
      active: { website_version: '1.0.335' },
      etag: '"v2"',
      fetchStatus: 'success',
    });
  });
});

describe('the throttle after failures', () => {
  it('the first failure waits 1 minute, each further one twice as long, 30 minutes at most', () => {
    expect(BACKOFF_BASE_MS).toBe(60_000);
    expect(backoffMs(1, 0.5)).toBe(60_000);
    expect(backoffMs(2, 0.5)).toBe(120_000);
    expect(backoffMs(5, 0.5)).toBe(16 * 60_000);
    expect(backoffMs(6, 0.5)).toBe(BACKOFF_MAX_MS);
    expect(backoffMs(40, 0.5)).toBe(30 * 60_000);
  });

  it('is spread ±50% so devices that failed together do not come back together', () => {
    expect(backoffMs(1, 0)).toBe(30_000);
    expect(backoffMs(1, 0.999)).toBe(Math.round(60_000 * 1.499));
  });

  it('a failed fetch keeps the config and holds the next fetch until its backoff ends', () => {
    const failed = afterFailure(fetched(), T0 + 1000, 0.5);
    expect(failed).toMatchObject({ fetchStatus: 'failure', active: CONFIG, etag: '"v1"' });
    expect(failed.throttle).toEqual({ failures: 1, until: T0 + 1000 + 60_000 });
    expect(planRead(failed, T0 + 1000 + 59_999, 'again')).toBe('throttled');
    expect(planRead(failed, T0 + 1000 + 60_000, 'again')).toBe('fetch');
  });

  it('failures in a row count up; an answer (sent or unchanged) ends the throttle', () => {
    const twice = afterFailure(afterFailure(emptyRecord<Config>(), T0, 0.5), T0 + 60_000, 0.5);
    expect(twice.throttle).toEqual({ failures: 2, until: T0 + 60_000 + 120_000 });
    expect(afterNotModified(twice, T0 + 200_000).throttle).toEqual({ failures: 0, until: 0 });
    expect(afterFetched(twice, CONFIG, null, T0 + 200_000).throttle).toEqual({ failures: 0, until: 0 });
  });

  it('the throttle holds over the fetch interval too: a stale config is used, not asked for', () => {
    const failed = afterFailure(fetched(), T0 + MIN_FETCH_INTERVAL_MS, 0.5);
    expect(planRead(failed, T0 + MIN_FETCH_INTERVAL_MS + 1, 'start')).toBe('throttled');
  });

  it('an end further ahead than the longest backoff is a clock set back: it does not hold', () => {
    const failed = afterFailure(emptyRecord<Config>(), T0, 0.5);
    expect(isThrottled(failed, T0 - 24 * 3_600_000)).toBe(false);
  });

  it('a skipped fetch says so, and changes nothing else', () => {
    const failed = afterFailure(fetched(), T0, 0.5);
    expect(afterThrottled(failed)).toEqual({ ...failed, fetchStatus: 'throttle' });
  });
});
