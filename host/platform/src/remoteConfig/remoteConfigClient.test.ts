/** @jest-environment node */
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { memoryConfigStore, openConfigStore, type ConfigStore } from './configStore';
import type { FetchOutcome } from './conditionalFetch';
import { BACKOFF_BASE_MS, MIN_FETCH_INTERVAL_MS } from './fetchRules';
import { createRemoteConfig, type RemoteConfigSource } from './remoteConfigClient';
import { readRecord } from './record';

// spec 02 §9: the remote-config client over the browser database — what a page load reads, when it asks the
// server, with which etag, what it keeps, and how failures throttle it. Each "page load" is a new client on
// the same database, as a reload is.

type Config = { website_version: string };
const V1: Config = { website_version: '1.0.334' };
const V2: Config = { website_version: '1.0.335' };
const accept = (c: unknown): Config | null =>
  typeof c === 'object' && c !== null && typeof (c as Config).website_version === 'string'
    ? (c as Config)
    : null;

const T0 = Date.UTC(2026, 0, 15, 9, 0, 0);

/** The server's answers, in order; the last one repeats. */
function server(...answers: FetchOutcome<Config>[]) {
  const asked: (string | null)[] = [];
  const fetchConfig = jest.fn(async (etag: string | null) => {
    asked.push(etag);
    return answers[Math.min(asked.length - 1, answers.length - 1)]!;
  });
  return { fetchConfig, asked };
}
const sent = (config: Config, etag: string | null): FetchOutcome<Config> => ({
  kind: 'fetched',
  config,
  etag,
});
const unchanged: FetchOutcome<Config> = { kind: 'notModified' };
const failed: FetchOutcome<Config> = { kind: 'failed' };

let clock = T0;
const realFactory = globalThis.indexedDB;
beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
  clock = T0;
});
afterAll(() => {
  globalThis.indexedDB = realFactory;
});

function pageLoad(
  fetchConfig: (etag: string | null) => Promise<FetchOutcome<Config>>,
  store: Promise<ConfigStore> = openConfigStore(),
): RemoteConfigSource<Config> & { warnings: unknown[] } {
  const warnings: unknown[] = [];
  const source = createRemoteConfig<Config>({
    channel: 'app_pkg_info',
    store,
    fetchConfig,
    accept,
    attempts: 5,
    retryDelayMs: 400,
    wait: async () => undefined,
    now: () => clock,
    random: () => 0.5,
    warn: (message) => warnings.push(message),
  });
  return Object.assign(source, { warnings });
}

const kept = async () => readRecord(await (await openConfigStore()).read('app_pkg_info'), accept);

describe('a page load', () => {
  it('with nothing kept asks the server, once for every caller, and keeps its answer', async () => {
    const s = server(sent(V1, '"v1"'));
    const page = pageLoad(s.fetchConfig);
    const [a, b] = await Promise.all([page.get(), page.get()]);
    expect(a).toEqual(V1);
    expect(b).toBe(a);
    expect(s.asked).toEqual([null]);
    expect(await kept()).toEqual({
      fetchStatus: 'success',
      fetchedAt: T0,
      active: V1,
      etag: '"v1"',
      throttle: { failures: 0, until: 0 },
    });
  });

  it('within the fetch interval uses the kept config without asking', async () => {
    await pageLoad(server(sent(V1, '"v1"')).fetchConfig).get();
    clock = T0 + MIN_FETCH_INTERVAL_MS - 1;
    const s = server(sent(V2, '"v2"'));
    expect(await pageLoad(s.fetchConfig).get()).toEqual(V1);
    expect(s.fetchConfig).not.toHaveBeenCalled();
  });

  it('after it asks with the kept etag; a 304 keeps the config and starts the interval again', async () => {
    await pageLoad(server(sent(V1, '"v1"')).fetchConfig).get();
    clock = T0 + MIN_FETCH_INTERVAL_MS;
    const s = server(unchanged);
    expect(await pageLoad(s.fetchConfig).get()).toEqual(V1);
    expect(s.asked).toEqual(['"v1"']);
    expect(await kept()).toMatchObject({
      fetchedAt: clock,
      active: V1,
      etag: '"v1"',
      fetchStatus: 'success',
    });
  });

  it('a changed config replaces the kept one, with its etag', async () => {
    await pageLoad(server(sent(V1, '"v1"')).fetchConfig).get();
    clock = T0 + MIN_FETCH_INTERVAL_MS;
    expect(await pageLoad(server(sent(V2, '"v2"')).fetchConfig).get()).toEqual(V2);
    expect(await kept()).toMatchObject({ active: V2, etag: '"v2"' });
  });
});

describe('the tab shown again', () => {
  it('asks afresh within the interval, conditionally; later gets see what it read', async () => {
    const s = server(sent(V1, '"v1"'), sent(V2, '"v2"'));
    const page = pageLoad(s.fetchConfig);
    expect(await page.get()).toEqual(V1);
    clock += 2000;
    expect(await page.refresh()).toEqual(V2);
    expect(await page.get()).toEqual(V2);
    expect(s.asked).toEqual([null, '"v1"']);
  });

  it('a failed read keeps what was read before', async () => {
    const s = server(sent(V1, '"v1"'), failed);
    const page = pageLoad(s.fetchConfig);
    await page.get();
    expect(await page.refresh()).toEqual(V1);
    expect(await page.get()).toEqual(V1);
  });
});

describe('failures', () => {
  it('a fetch is tried 5 times before it counts as failed', async () => {
    const s = server(failed, failed, failed, failed, sent(V1, '"v1"'));
    expect(await pageLoad(s.fetchConfig).get()).toEqual(V1);
    expect(s.fetchConfig).toHaveBeenCalledTimes(5);
    const t = server(failed);
    expect(await pageLoad(t.fetchConfig).refresh()).toEqual(V1); // (kept from the first)
    expect(t.fetchConfig).toHaveBeenCalledTimes(5);
  });

  it('after a failed fetch nothing is asked until the throttle ends; then it asks again', async () => {
    const s = server(failed);
    const page = pageLoad(s.fetchConfig);
    expect(await page.get()).toBeNull(); // every gray feature off
    expect(s.fetchConfig).toHaveBeenCalledTimes(5);
    clock += BACKOFF_BASE_MS - 1;
    expect(await page.get()).toBeNull();
    expect(await pageLoad(s.fetchConfig).get()).toBeNull(); // a reload too
    expect(s.fetchConfig).toHaveBeenCalledTimes(5);
    expect((await kept()).fetchStatus).toBe('throttle');
    clock += 1;
    const back = server(sent(V1, '"v1"'));
    expect(await pageLoad(back.fetchConfig).get()).toEqual(V1);
    expect((await kept()).throttle).toEqual({ failures: 0, until: 0 });
  });

  it('while throttled the kept config is used, however old', async () => {
    await pageLoad(server(sent(V1, '"v1"')).fetchConfig).get();
    clock = T0 + MIN_FETCH_INTERVAL_MS;
    await pageLoad(server(failed).fetchConfig).get();
    clock += 1000;
    const s = server(sent(V2, '"v2"'));
    const page = pageLoad(s.fetchConfig);
    expect(await page.get()).toEqual(V1);
    expect(await page.refresh()).toEqual(V1);
    expect(s.fetchConfig).not.toHaveBeenCalled();
  });

  it('a transport that throws is a failed fetch: a read never rejects', async () => {
    const page = pageLoad(() => Promise.reject(new Error('boom')));
    await expect(page.get()).resolves.toBeNull();
    expect((await kept()).fetchStatus).toBe('failure');
  });
});

describe('without a database that works', () => {
  const broken = (): ConfigStore => ({
    read: () => Promise.reject(new Error('read failed')),
    write: () => Promise.reject(new Error('write failed')),
  });

  it('a database that fails to read and write: the page still fetches, and keeps the record in memory', async () => {
    const s = server(sent(V1, '"v1"'), unchanged);
    const page = pageLoad(s.fetchConfig, Promise.resolve(broken()));
    expect(await page.get()).toEqual(V1);
    expect(await page.refresh()).toEqual(V1);
    expect(s.asked).toEqual([null, '"v1"']);
    expect(page.warnings.length).toBeGreaterThan(0);
  });

  it('memory alone (no IndexedDB): each page load asks', async () => {
    const s = server(sent(V1, '"v1"'));
    expect(await pageLoad(s.fetchConfig, Promise.resolve(memoryConfigStore())).get()).toEqual(V1);
    expect(await pageLoad(s.fetchConfig, Promise.resolve(memoryConfigStore())).get()).toEqual(V1);
    expect(s.fetchConfig).toHaveBeenCalledTimes(2);
  });

  it('a kept value of another shape costs one fetch', async () => {
    await (await openConfigStore()).write('app_pkg_info', { active: 'garbage' });
    const s = server(sent(V1, '"v1"'));
    expect(await pageLoad(s.fetchConfig).get()).toEqual(V1);
    expect(s.asked).toEqual([null]);
  });
});
