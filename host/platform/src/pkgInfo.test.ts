import fs from 'node:fs';
import path from 'node:path';
import payFlowPages from '@topup/shared/domain/payFlowPages.json';
import type { ApiResult } from '@topup/shared/domain/apiResult';
import {
  configViaBridge,
  afterPageLoad,
  createGrayScores,
  createPkgInfo,
  importPkgInfoClient,
  PKG_INFO_ATTEMPTS,
  PKG_INFO_CHANNEL,
  type PkgInfoApi,
  type PkgInfoSource,
} from './pkgInfo';
import { memoryConfigStore } from './remoteConfig/configStore';
import { createPkgInfoConfig, parsePkgInfoPayload } from './remoteConfig/pkgInfoConfig';
import { createStorage } from './storage/storage';
import { MapBackend } from './storage/mapBackend';

// only the shape matters here: the config call's data is the JSON text of { pkgInfo }
const SEED_PKG_INFO = { website_version: '1.0.334', adyen_card_ratio: 0, adyen_card_whitelist: [20001000] };
const ok = (pkgInfo: unknown): ApiResult<string> => ({
  result: 0,
  message: '',
  data: JSON.stringify({ pkgInfo }),
});
const failed: ApiResult<string> = { result: -2, message: 'x', data: undefined };

function fakeApi(postForm: jest.Mock, headers: Record<string, string> = {}): PkgInfoApi {
  return {
    postForm: postForm as unknown as PkgInfoApi['postForm'],
    headers: () => ({ 'x-cli-id': 'a'.repeat(32), ...headers }),
    currentBase: () => '',
    report: () => undefined,
  };
}

describe('package info (spec 02 §3, §9)', () => {
  it('asks for the config channel the contract names', () => {
    expect(PKG_INFO_CHANNEL).toBe('app_pkg_info');
  });

  it('reads pkgInfo from the config call’s JSON text; anything else is no package info', () => {
    expect(parsePkgInfoPayload(JSON.stringify({ pkgInfo: SEED_PKG_INFO }))).toEqual(SEED_PKG_INFO);
    expect(parsePkgInfoPayload('{oops')).toBeNull();
    expect(parsePkgInfoPayload(JSON.stringify({ pkgInfo: [1] }))).toBeNull();
    expect(parsePkgInfoPayload(JSON.stringify({}))).toBeNull();
    expect(parsePkgInfoPayload(7)).toBeNull();
  });

  it('with no IndexedDB and no fetch (this test’s browser) it still reads through the API client', async () => {
    const postForm = jest.fn().mockResolvedValue(ok(SEED_PKG_INFO));
    const source = createPkgInfo(fakeApi(postForm), (a) => importPkgInfoClient(a, () => false));
    const [a, b] = await Promise.all([source.get(), source.get()]);
    expect(a).toEqual(SEED_PKG_INFO);
    expect(b).toBe(a);
    expect(postForm).toHaveBeenCalledTimes(1);
    expect(postForm).toHaveBeenCalledWith('/api/sys/config/', { channel: 'app_pkg_info', pure: 1 });
  });
});

describe('the package info’s remote-config client', () => {
  const page = (postForm: jest.Mock, fetchImpl?: typeof fetch, headers?: Record<string, string>) =>
    createPkgInfoConfig(fakeApi(postForm, headers), {
      store: Promise.resolve(memoryConfigStore()),
      ...(fetchImpl ? { fetchImpl } : {}),
      viaBridge: () => false,
      wait: async () => undefined,
    });

  it('tries 5 times; an unreadable answer is a failure like any other', async () => {
    const postForm = jest.fn().mockResolvedValue(failed);
    const calls: string[] = [];
    const fetchImpl = (async (_url: string, init: RequestInit) => {
      calls.push(String(init.body));
      return {
        status: 200,
        text: async () => JSON.stringify({ result: 0, data: '{oops' }),
        headers: { get: () => null },
      };
    }) as unknown as typeof fetch;
    expect(await page(postForm, fetchImpl).get()).toBeNull();
    expect(calls).toEqual(Array(PKG_INFO_ATTEMPTS).fill('channel=app_pkg_info&pure=1'));
  });

  it('inside the app shell (x-cli-br) the API client carries it, through the bridge', async () => {
    const postForm = jest.fn().mockResolvedValue(ok(SEED_PKG_INFO));
    const fetchImpl = jest.fn();
    const api = fakeApi(postForm, { 'x-cli-br': '1' });
    const source = createPkgInfoConfig(api, {
      viaBridge: configViaBridge(api, () => false),
      store: Promise.resolve(memoryConfigStore()),
      fetchImpl: fetchImpl as unknown as typeof fetch,
      wait: async () => undefined,
    });
    expect(await source.get()).toEqual(SEED_PKG_INFO);
    expect(fetchImpl).not.toHaveBeenCalled();
  });
});

describe('the client’s own chunk', () => {
  const stub = (info: unknown): PkgInfoSource => ({
    get: async () => info as never,
    refresh: async () => info as never,
  });

  it('is loaded once for every reader', async () => {
    const load = jest.fn().mockResolvedValue(stub(SEED_PKG_INFO));
    const source = createPkgInfo(fakeApi(jest.fn()), load);
    await Promise.all([source.get(), source.get(), source.refresh()]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('one that cannot load reads nothing (gray features off), and the next reader asks for it again', async () => {
    const load = jest
      .fn()
      .mockRejectedValueOnce(new Error('ChunkLoadError'))
      .mockResolvedValue(stub(SEED_PKG_INFO));
    const source = createPkgInfo(fakeApi(jest.fn()), load);
    expect(await source.get()).toBeNull();
    expect(await source.get()).toEqual(SEED_PKG_INFO);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('waits for the page’s load event, unless the route reads it now (readNow)', async () => {
    const load = jest.fn().mockResolvedValue(stub(SEED_PKG_INFO));
    let loaded = () => {};
    const due = () => new Promise<void>((resolve) => (loaded = resolve));
    const source = createPkgInfo(fakeApi(jest.fn()), load, due);
    const read = source.get();
    await new Promise((r) => setTimeout(r, 10));
    expect(load).not.toHaveBeenCalled();
    source.readNow();
    expect(await read).toEqual(SEED_PKG_INFO);
    expect(load).toHaveBeenCalledTimes(1);
    loaded();
  });

  it('read now before anyone asks: the chunk loads at once, and later readers share it', async () => {
    const load = jest.fn().mockResolvedValue(stub(SEED_PKG_INFO));
    const source = createPkgInfo(fakeApi(jest.fn()), load, () => new Promise<void>(() => {}));
    source.readNow();
    await new Promise((r) => setTimeout(r, 0));
    expect(load).toHaveBeenCalledTimes(1);
    expect(await source.get()).toEqual(SEED_PKG_INFO);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('is not loaded where the early script read the package info: its read is the page’s, until a read again', async () => {
    const load = jest.fn().mockResolvedValue(stub({ website_version: '2.0.0' }));
    const early = Promise.resolve({ website_version: '1.0.0' } as never);
    const source = createPkgInfo(
      fakeApi(jest.fn()),
      load,
      () => Promise.resolve(),
      () => early,
    );
    source.readNow();
    expect(await source.get()).toEqual({ website_version: '1.0.0' });
    expect(await source.get()).toEqual({ website_version: '1.0.0' });
    await new Promise((r) => setTimeout(r, 0));
    expect(load).not.toHaveBeenCalled();
    // the tab shown again reads again, through the client: later reads are the client's
    expect(await source.refresh()).toEqual({ website_version: '2.0.0' });
    expect(await source.get()).toEqual({ website_version: '2.0.0' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('an early read that failed reads nothing, and the page does not wait for its client to start', async () => {
    const load = jest.fn().mockResolvedValue(stub(SEED_PKG_INFO));
    const source = createPkgInfo(
      fakeApi(jest.fn()),
      load,
      () => new Promise<void>(() => {}),
      () => Promise.reject(new Error('offline')),
    );
    expect(await source.get()).toBeNull();
    expect(load).not.toHaveBeenCalled();
  });

  it('without an early read, the page reads through its client (the app shell, a ticket, a static host)', async () => {
    const load = jest.fn().mockResolvedValue(stub(SEED_PKG_INFO));
    const source = createPkgInfo(
      fakeApi(jest.fn()),
      load,
      () => new Promise<void>(() => {}),
      () => undefined,
    );
    source.readNow();
    expect(await source.get()).toEqual(SEED_PKG_INFO);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('is asked for only after the page’s load event (it is no part of the first render)', async () => {
    const readyState = jest.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    try {
      let loaded = false;
      const waiting = afterPageLoad().then(() => (loaded = true));
      await new Promise((r) => setTimeout(r, 10));
      expect(loaded).toBe(false);
      window.dispatchEvent(new Event('load'));
      await waiting;
      expect(loaded).toBe(true);
    } finally {
      readyState.mockRestore();
    }
  });
});

describe('gray scores (spec 02 §4, §9)', () => {
  it('makes one score per test, keeps it, and keeps the others', () => {
    const backend = new MapBackend();
    const store = createStorage(backend, jest.fn());
    const score = createGrayScores(store, () => 0.425);
    expect(score('adyen_card')).toBe(42);
    expect(createGrayScores(store, () => 0.99)('adyen_card')).toBe(42);
    expect(createGrayScores(store, () => 0.07)('applepay')).toBe(7);
    expect(store.get('grayScores')).toEqual({ adyen_card: 42, applepay: 7 });
  });
});

describe("the client's chunk", () => {
  it('is named as payFlowPages.json says: the server preloads it and the size report counts it by that name', () => {
    const source = fs.readFileSync(path.join(__dirname, 'pkgInfo.ts'), 'utf8');
    const names = [...source.matchAll(/webpackChunkName: "([^"]+)"/g)].map((m) => m[1]);
    expect(names).toEqual([payFlowPages.pkgInfoClientChunk]);
  });
});
