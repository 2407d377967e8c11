import type { ConfigStore } from './configStore';
import type { FetchOutcome } from './conditionalFetch';
import {
  afterFailure,
  afterFetched,
  afterNotModified,
  afterThrottled,
  ifNoneMatch,
  planRead,
  type ReadReason,
} from './fetchRules';
import { readRecord, type RemoteConfigRecord } from './record';

// spec 02 §9: the remote-config client. Each read looks at the kept record, decides (fetchRules.ts) whether
// to use it, to ask the server (with its etag, retried as the spec says) or to wait out the throttle, and
// keeps what came of it. Every caller of one page load shares one read, as they shared the one fetch before:
// the page's config changes only when the tab shown again reads it afresh.

export interface RemoteConfigSource<C> {
  /** The page's config: kept or fetched, null when none could be had (every gray feature off). */
  get(): Promise<C | null>;
  /** Reads it afresh (the tab shown again); later `get`s see it. A failed read keeps what was there. */
  refresh(): Promise<C | null>;
}

export interface RemoteConfigDeps<C> {
  /** The config's name in the store (the config channel). */
  channel: string;
  store: Promise<ConfigStore>;
  /** One fetch, conditional on the etag when one is given. */
  fetchConfig(etag: string | null): Promise<FetchOutcome<C>>;
  /** A kept config's own shape: anything else reads as nothing kept. */
  accept(config: unknown): C | null;
  /** Tries of one fetch (spec 02 §9: package info retry 5), `retryDelayMs` apart. */
  attempts: number;
  retryDelayMs: number;
  wait(ms: number): Promise<void>;
  now(): number;
  random(): number;
  /** A failing database, said where a developer looks; the page goes on from memory. */
  warn(message: string, error: unknown): void;
}

export function createRemoteConfig<C>(deps: RemoteConfigDeps<C>): RemoteConfigSource<C> {
  // the last record this page read or wrote: what it goes on with when the database fails
  let known: RemoteConfigRecord<C> | null = null;

  const load = async (): Promise<RemoteConfigRecord<C>> => {
    try {
      const store = await deps.store;
      known = readRecord((await store.read(deps.channel)) ?? null, deps.accept);
    } catch (e) {
      deps.warn('remote config: the kept record could not be read', e);
      known ??= readRecord(null, deps.accept);
    }
    return known;
  };

  const keep = async (record: RemoteConfigRecord<C>): Promise<void> => {
    known = record;
    try {
      await (await deps.store).write(deps.channel, record);
    } catch (e) {
      deps.warn('remote config: the record could not be kept', e);
    }
  };

  const fetchWithRetries = async (etag: string | null): Promise<FetchOutcome<C>> => {
    for (let attempt = 1; ; attempt += 1) {
      // a transport that threw is a failed fetch like any other: a read never rejects
      const outcome = await deps.fetchConfig(etag).catch((): FetchOutcome<C> => ({ kind: 'failed' }));
      if (outcome.kind !== 'failed' || attempt >= deps.attempts) return outcome;
      await deps.wait(deps.retryDelayMs);
    }
  };

  const read = async (reason: ReadReason): Promise<C | null> => {
    const kept = await load();
    const plan = planRead(kept, deps.now(), reason);
    if (plan === 'useKept') return kept.active;
    if (plan === 'throttled') {
      await keep(afterThrottled(kept));
      return kept.active;
    }
    const outcome = await fetchWithRetries(ifNoneMatch(kept));
    const now = deps.now();
    const next =
      outcome.kind === 'fetched'
        ? afterFetched(kept, outcome.config, outcome.etag, now)
        : outcome.kind === 'notModified'
          ? afterNotModified(kept, now)
          : afterFailure(kept, now, deps.random());
    await keep(next);
    return next.active;
  };

  let current: Promise<C | null> | null = null;
  const share = (reading: Promise<C | null>): Promise<C | null> => {
    current = reading;
    // nothing to show: the next caller reads again (the throttle decides whether that asks the server)
    void reading.then((config) => {
      if (config === null && current === reading) current = null;
    });
    return reading;
  };

  return {
    get: () => current ?? share(read('start')),
    refresh: () => share(read('again')),
  };
}
