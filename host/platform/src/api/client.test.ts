import errors from '@topup/shared/i18n/ar/errors.json';
import { API_TIMEOUT_MS, BACKUP_DIAL_TIMEOUT_MS, BRIDGE_TIMEOUT_MS, createApiClient } from './client';
import { DEVICE_ID, fakeFetch, memoryBackup, testDeps, type FakeAnswer, type SentCall } from './testSupport';
import { BridgeError } from '../bridge/errors';
import { BridgeErrorName } from '../bridge/nativeCodes';
import {
  BRIDGE_GRACE_MS,
  BRIDGE_POLL_COUNT,
  BRIDGE_POLL_INTERVAL_MS,
  createBridge,
  type BridgeHost,
  type NativeBridge,
} from '../bridge/bridge';
import type { ApiBridge, BridgeRequest } from './types';
import { BATCH_CHUNK, batchAhead, runBatch, type BatchCall } from './batch';
import { keptAnswers } from './keptAnswers';

const API = 'https://api.example.com';
const ok = (data: unknown = {}): FakeAnswer => ({ body: { result: 0, data } });

const baseHeaders = {
  'x-cli-pn': 'kanka',
  'x-cli-id': DEVICE_ID,
  'x-cli-lang': 'ar',
};

describe('what a call sends (spec 02 §7)', () => {
  it('GET: params as a query with repeated array keys, the common headers, no body', async () => {
    const f = fakeFetch(() => ok({ ts: 1 }));
    const { deps } = testDeps({ fetchImpl: f.fetch, sessionKey: () => 'sk1' });
    const r = await createApiClient(deps).get<{ ts: number }>('/api/sys/ts/', {
      ids: [1, 2],
      a: 'x y',
      n: undefined,
    });
    expect(r).toEqual({ result: 0, message: '', data: { ts: 1 } });
    expect(f.calls).toHaveLength(1);
    expect(f.calls[0]).toMatchObject({
      url: `${API}/api/sys/ts/?ids=1&ids=2&a=x+y`,
      method: 'GET',
      headers: { ...baseHeaders, 'x-session-key': 'sk1' },
      body: undefined,
    });
    expect(Object.keys(f.calls[0]?.headers ?? {}).sort()).toEqual(
      ['x-cli-id', 'x-cli-lang', 'x-cli-pn', 'x-session-key'].sort(),
    );
  });

  it('POST: the JSON body as given', async () => {
    const f = fakeFetch(() => ok());
    const { deps } = testDeps({ fetchImpl: f.fetch });
    await createApiClient(deps).post('/api/user/check_uid/', { uid: '123', list: [1, 2] });
    expect(f.calls[0]).toMatchObject({
      url: `${API}/api/user/check_uid/`,
      method: 'POST',
      headers: { ...baseHeaders, 'content-type': 'application/json;charset=UTF-8' },
      body: '{"uid":"123","list":[1,2]}',
    });
  });

  it('postForm: an application/x-www-form-urlencoded body', async () => {
    const f = fakeFetch(() => ok());
    const { deps } = testDeps({ fetchImpl: f.fetch });
    await createApiClient(deps).postForm('/api/order/click_cancel/', {
      app_order: 'o 1',
      reason: 'x',
      k: [1, 2],
    });
    expect(f.calls[0]).toMatchObject({
      url: `${API}/api/order/click_cancel/`,
      method: 'POST',
      headers: { ...baseHeaders, 'content-type': 'application/x-www-form-urlencoded;charset=UTF-8' },
      body: 'app_order=o+1&reason=x&k=1&k=2',
    });
  });

  it('x-cli-br=1 in the app shell, device token when known, x-account-token on /third/ paths', async () => {
    const f = fakeFetch(() => ok());
    const { deps } = testDeps({
      fetchImpl: f.fetch,
      inAppShell: () => true,
      deviceToken: () => 'tok',
      sessionKey: () => 'sk',
      hostname: () => 'square.com',
    });
    const client = createApiClient(deps);
    await client.get('/api/third/x/');
    await client.get('/api/web/y/');
    expect(f.calls[0]?.headers).toEqual({
      'x-cli-pn': 'ksa',
      'x-cli-id': DEVICE_ID,
      'x-cli-lang': 'ar',
      'x-cli-br': '1',
      'x-cli-dt': 'tok',
      'x-session-key': 'sk',
      'x-account-token': 'sk',
    });
    expect(f.calls[1]?.headers).not.toHaveProperty('x-account-token');
  });

  it('reads session key and headers at call time, adds per-call headers', async () => {
    const f = fakeFetch(() => ok());
    const session: { key?: string } = {};
    const { deps } = testDeps({ fetchImpl: f.fetch, sessionKey: () => session.key });
    const client = createApiClient(deps);
    await client.get('/api/a/');
    session.key = 'later';
    await client.get('/api/a/', undefined, { headers: { 'X-CLI-RID': 'r1' } });
    expect(f.calls[0]?.headers).not.toHaveProperty('x-session-key');
    expect(f.calls[1]?.headers).toMatchObject({ 'x-session-key': 'later', 'X-CLI-RID': 'r1' });
  });

  it('a same-origin base ("") sends the bare path', async () => {
    const f = fakeFetch(() => ok());
    const { deps } = testDeps({ fetchImpl: f.fetch, baseUrl: () => '' });
    await createApiClient(deps).get('/api/sys/ts/', { a: 1 });
    expect(f.calls[0]?.url).toBe('/api/sys/ts/?a=1');
  });
});

describe('results and the global error handler (spec 02 §8)', () => {
  it('success does not call onError', async () => {
    const f = fakeFetch(() => ok(1));
    const { deps, onError } = testDeps({ fetchImpl: f.fetch });
    expect((await createApiClient(deps).get('/api/a/')).result).toBe(0);
    expect(onError).not.toHaveBeenCalled();
  });

  it('a business failure resolves with it and calls onError once with result, message, path, params', async () => {
    const f = fakeFetch(() => ({ body: { result: 20001, message: 'الحساب محظور' } }));
    const { deps, onError } = testDeps({ fetchImpl: f.fetch });
    const params = { uid: 1 };
    const r = await createApiClient(deps).post('/api/user/check_uid/', params);
    expect(r).toEqual({ result: 20001, message: 'الحساب محظور', data: undefined });
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledWith({
      result: 20001,
      message: 'الحساب محظور',
      path: '/api/user/check_uid/',
      params,
    });
  });

  it('code 200 is success; another code overrides result', async () => {
    const answers: FakeAnswer[] = [{ body: { code: 200, data: 'x' } }, { body: { code: 31073, result: 0 } }];
    const f = fakeFetch(() => answers.shift() ?? ok());
    const { deps } = testDeps({ fetchImpl: f.fetch });
    const client = createApiClient(deps);
    expect(await client.get('/api/a/')).toMatchObject({ result: 0, data: 'x' });
    expect(await client.get('/api/a/')).toMatchObject({ result: 31073, message: errors.generic });
  });

  it('an HTTP error becomes result = status with the body message, else the generic text', async () => {
    const answers: FakeAnswer[] = [
      { status: 400, body: { result: 400, message: 'الحقل uid غير صالح' } },
      { status: 503, body: '<html>down</html>' },
    ];
    const f = fakeFetch(() => answers.shift() ?? ok());
    const { deps, onError } = testDeps({
      fetchImpl: f.fetch,
      backup: memoryBackup(['https://b.example.com']),
    });
    const client = createApiClient(deps);
    expect(await client.get('/api/a/')).toEqual({
      result: 400,
      message: 'الحقل uid غير صالح',
      data: undefined,
    });
    expect(await client.get('/api/b/')).toMatchObject({ result: 503, message: errors.generic });
    expect(onError.mock.calls.map(([e]) => [e.result, e.path])).toEqual([
      [400, '/api/a/'],
      [503, '/api/b/'],
    ]);
    // an HTTP error came from a live server: no backup dial
    expect(f.calls).toHaveLength(2);
  });

  it('an unparsable 2xx body is -2 (no usable response), without dialling backups', async () => {
    const f = fakeFetch((c) => (c.url.startsWith(API) ? { body: '<html>portal</html>' } : ok()));
    const { deps, onError } = testDeps({
      fetchImpl: f.fetch,
      backup: memoryBackup(['https://b.example.com']),
    });
    const r = await createApiClient(deps).get('/api/a/');
    expect(r).toMatchObject({ result: -2, message: errors.client.network });
    expect(onError).toHaveBeenCalledTimes(1);
    expect(f.calls).toHaveLength(1);
  });

  it('a throwing onError does not make the call reject', async () => {
    const f = fakeFetch(() => ({ body: { result: 9, message: 'x' } }));
    const { deps } = testDeps({
      fetchImpl: f.fetch,
      onError: () => {
        throw new Error('handler bug');
      },
    });
    await expect(createApiClient(deps).get('/api/a/')).resolves.toMatchObject({ result: 9 });
  });
});

describe('client codes (spec 02 §8)', () => {
  afterEach(() => jest.useRealTimers());

  it('-1 after 60 s without an answer, not before; the request is aborted', async () => {
    jest.useFakeTimers();
    const f = fakeFetch(() => ({ hang: true }));
    const { deps, onError } = testDeps({ fetchImpl: f.fetch });
    let settled: unknown;
    const p = createApiClient(deps)
      .get('/api/slow/', { a: 1 })
      .then((r) => (settled = r));
    await jest.advanceTimersByTimeAsync(API_TIMEOUT_MS - 1);
    expect(settled).toBeUndefined();
    await jest.advanceTimersByTimeAsync(1);
    await p;
    expect(API_TIMEOUT_MS).toBe(60_000);
    expect(settled).toEqual({
      result: -1,
      message: errors.client.timeout,
      messageKey: 'errors:client.timeout',
      data: undefined,
    });
    expect(f.calls[0]?.signal?.aborted).toBe(true);
    expect(onError).toHaveBeenCalledWith({
      result: -1,
      message: errors.client.timeout,
      path: '/api/slow/',
      params: { a: 1 },
    });
  });

  it('-1 also when the body stalls after the headers', async () => {
    jest.useFakeTimers();
    const f = fakeFetch(() => ok());
    f.mock.mockImplementationOnce(() =>
      Promise.resolve({
        ok: true,
        status: 200,
        text: () => new Promise<string>(() => undefined),
        json: () => Promise.resolve({}),
      }),
    );
    const { deps } = testDeps({ fetchImpl: f.fetch });
    const p = createApiClient(deps).get('/api/a/');
    await jest.advanceTimersByTimeAsync(API_TIMEOUT_MS);
    expect((await p).result).toBe(-1);
  });

  it('a timeout does not dial the backups', async () => {
    jest.useFakeTimers();
    const f = fakeFetch(() => ({ hang: true }));
    const { deps } = testDeps({ fetchImpl: f.fetch, backup: memoryBackup(['https://b.example.com']) });
    const p = createApiClient(deps).get('/api/a/');
    await jest.advanceTimersByTimeAsync(API_TIMEOUT_MS);
    expect((await p).result).toBe(-1);
    expect(f.calls).toHaveLength(1);
  });

  it('-2 when the connection fails, and when the body cannot be read', async () => {
    const answers: FakeAnswer[] = [{ networkError: true }, { bodyError: true }];
    const f = fakeFetch(() => answers.shift() ?? ok());
    const { deps, onError } = testDeps({ fetchImpl: f.fetch });
    const client = createApiClient(deps);
    expect(await client.get('/api/a/')).toMatchObject({ result: -2, message: errors.client.network });
    expect(await client.get('/api/a/')).toMatchObject({ result: -2 });
    expect(onError).toHaveBeenCalledTimes(2);
  });

  it('-3 for params that cannot be sent, a path without "/", or a bad base; nothing is fetched', async () => {
    const f = fakeFetch(() => ok());
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    const { deps, onError } = testDeps({ fetchImpl: f.fetch });
    const client = createApiClient(deps);
    expect(await client.get('/api/a/', { circular })).toMatchObject({
      result: -3,
      message: errors.client.setup,
    });
    expect(await client.post('/api/a/', { circular })).toMatchObject({ result: -3 });
    expect(await client.get('api/a/')).toMatchObject({ result: -3 });
    const bad = createApiClient(testDeps({ fetchImpl: f.fetch, baseUrl: () => 'https://bad host' }).deps);
    expect(await bad.get('/api/a/')).toMatchObject({ result: -3 });
    expect(f.calls).toHaveLength(0);
    expect(onError).toHaveBeenCalledTimes(3);
  });

  it('-5 when the caller aborts, before or during the call', async () => {
    const f = fakeFetch(() => ({ hang: true }));
    const { deps, onError } = testDeps({
      fetchImpl: f.fetch,
      backup: memoryBackup(['https://b.example.com']),
    });
    const client = createApiClient(deps);

    const early = new AbortController();
    early.abort();
    expect(await client.get('/api/a/', undefined, { signal: early.signal })).toMatchObject({
      result: -5,
      message: errors.client.aborted,
    });
    expect(f.calls).toHaveLength(0);

    const late = new AbortController();
    const p = client.get('/api/b/', undefined, { signal: late.signal });
    await Promise.resolve();
    late.abort();
    expect(await p).toMatchObject({ result: -5 });
    expect(f.calls).toHaveLength(1);
    expect(f.calls[0]?.signal?.aborted).toBe(true);
    expect(onError.mock.calls.map(([e]) => e.result)).toEqual([-5, -5]);
  });
});

describe('the native bridge (spec 02 §4)', () => {
  const bridgeWith = (request: ApiBridge['request'], available = true) => {
    const mock = jest.fn(request);
    return { bridge: { available: () => available, request: mock }, mock };
  };

  it('relays through the bridge when available, with a 5 s timeout, and fetch is not used', async () => {
    const f = fakeFetch(() => ok());
    const { bridge, mock } = bridgeWith(() =>
      Promise.resolve({ status: 200, body: '{"result":0,"data":{"a":1}}' }),
    );
    const { deps } = testDeps({ fetchImpl: f.fetch, bridge, inAppShell: () => true });
    const client = createApiClient(deps);
    expect(await client.postForm('/api/user/google_login/', { id_token: 't' })).toMatchObject({
      result: 0,
      data: { a: 1 },
    });
    const [req, timeout] = mock.mock.calls[0] ?? [];
    expect(timeout).toBe(BRIDGE_TIMEOUT_MS);
    expect(BRIDGE_TIMEOUT_MS).toBe(5000);
    expect(req).toEqual<BridgeRequest>({
      method: 'POST',
      url: `${API}/api/user/google_login/`,
      headers: {
        ...baseHeaders,
        'x-cli-br': '1',
        'content-type': 'application/x-www-form-urlencoded;charset=UTF-8',
      },
      body: 'id_token=t',
      form: true,
    });
    expect(f.calls).toHaveLength(0);
  });

  it('takes an already parsed body from the bridge', async () => {
    const { bridge } = bridgeWith(() => Promise.resolve({ status: 200, body: { result: 7, message: 'م' } }));
    const { deps } = testDeps({ bridge });
    expect(await createApiClient(deps).get('/api/a/', { x: [1, 2] })).toMatchObject({
      result: 7,
      message: 'م',
    });
  });

  it('-4 when the bridge throws or rejects; no backup dial', async () => {
    const f = fakeFetch(() => ok());
    const { bridge } = bridgeWith(() => Promise.reject(new Error('SSL handshake error')));
    const { deps, onError } = testDeps({
      fetchImpl: f.fetch,
      bridge,
      backup: memoryBackup(['https://b.example.com']),
    });
    expect(await createApiClient(deps).get('/api/a/')).toMatchObject({
      result: -4,
      message: errors.client.bridge,
    });
    const throwing = bridgeWith(() => {
      throw new Error('sync');
    });
    const c2 = createApiClient(testDeps({ fetchImpl: f.fetch, bridge: throwing.bridge }).deps);
    expect(await c2.get('/api/a/')).toMatchObject({ result: -4 });
    const broken = {
      available: () => {
        throw new Error('no');
      },
      request: throwing.mock,
    };
    const c3 = createApiClient(testDeps({ fetchImpl: f.fetch, bridge: broken }).deps);
    expect(await c3.get('/api/a/')).toMatchObject({ result: -4 });
    expect(f.calls).toHaveLength(0);
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('uses fetch when the bridge is not available', async () => {
    const f = fakeFetch(() => ok());
    const { bridge, mock } = bridgeWith(() => Promise.resolve({ status: 200, body: '{}' }), false);
    await createApiClient(testDeps({ fetchImpl: f.fetch, bridge }).deps).get('/api/a/');
    expect(mock).not.toHaveBeenCalled();
    expect(f.calls).toHaveLength(1);
  });
});

describe('backup domains (spec 02 §7)', () => {
  const B1 = 'https://b1.example.com';
  const B2 = 'https://b2.example.com';
  const isProbe = (c: SentCall) => c.url.endsWith('/api/sys/h5_info/') || c.url.endsWith('/api/gm/hii/');
  afterEach(() => jest.useRealTimers());

  it('a network failure dials the backups, remembers the first live one, retries there once, then goes straight to it', async () => {
    const f = fakeFetch((c) => {
      if (c.url.startsWith(API)) return { networkError: true };
      if (c.url.startsWith(B1)) return c.url.endsWith('/api/gm/hii/') ? { status: 500, body: '' } : ok();
      if (c.url.startsWith(B2)) return isProbe(c) ? ok() : ok({ from: 'b2', url: c.url });
      return { networkError: true };
    });
    const backup = memoryBackup([B1, 'b2.example.com/']);
    const { deps, onError } = testDeps({ fetchImpl: f.fetch, backup });
    const client = createApiClient(deps);

    const r = await client.get('/api/web/x/', { ids: [1, 2] });
    expect(r).toEqual({ result: 0, message: '', data: { from: 'b2', url: `${B2}/api/web/x/?ids=1&ids=2` } });
    expect(backup.remember).toHaveBeenCalledTimes(1);
    expect(backup.remember).toHaveBeenCalledWith(B2);
    expect(onError).not.toHaveBeenCalled();
    // the probes: GET h5_info and hii on each backup, with the common headers
    const probes = f.calls.filter(isProbe);
    expect(probes.map((c) => c.url).sort()).toEqual(
      [`${B1}/api/gm/hii/`, `${B1}/api/sys/h5_info/`, `${B2}/api/gm/hii/`, `${B2}/api/sys/h5_info/`].sort(),
    );
    for (const p of probes) expect(p).toMatchObject({ method: 'GET', headers: baseHeaders });
    expect(client.currentBase()).toBe(B2);

    const before = f.calls.length;
    expect(await client.get('/api/web/y/')).toMatchObject({ result: 0, data: { from: 'b2' } });
    expect(f.calls.slice(before).map((c) => c.url)).toEqual([`${B2}/api/web/y/`]);
  });

  it('all backups dead: -2 to the caller, onError once, nothing remembered', async () => {
    const f = fakeFetch((c) =>
      c.url.startsWith(B1) && isProbe(c) ? { status: 502, body: '' } : { networkError: true },
    );
    const backup = memoryBackup([B1, B2]);
    const { deps, onError } = testDeps({ fetchImpl: f.fetch, backup });
    const r = await createApiClient(deps).post('/api/web/x/', { a: 1 });
    expect(r).toMatchObject({ result: -2, message: errors.client.network });
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledWith({
      result: -2,
      message: errors.client.network,
      path: '/api/web/x/',
      params: { a: 1 },
    });
    expect(backup.remember).not.toHaveBeenCalled();
    // the failed call is not sent again anywhere
    expect(f.calls.filter((c) => c.url.endsWith('/api/web/x/'))).toHaveLength(1);
  });

  it('a backup that answers the probes with a nonzero result is not used', async () => {
    const f = fakeFetch((c) =>
      c.url.startsWith(B1) ? { body: { result: 500, message: 'x' } } : { networkError: true },
    );
    const backup = memoryBackup([B1]);
    const { deps } = testDeps({ fetchImpl: f.fetch, backup });
    expect((await createApiClient(deps).get('/api/a/')).result).toBe(-2);
    expect(backup.remember).not.toHaveBeenCalled();
  });

  it('retries the failed call once only: a failing retry gives -2 without another dial', async () => {
    const f = fakeFetch((c) => (c.url.startsWith(B1) && isProbe(c) ? ok() : { networkError: true }));
    const { deps, onError } = testDeps({ fetchImpl: f.fetch, backup: memoryBackup([B1]) });
    expect((await createApiClient(deps).get('/api/a/')).result).toBe(-2);
    expect(f.calls.map((c) => c.url)).toEqual([
      `${API}/api/a/`,
      `${B1}/api/sys/h5_info/`,
      `${B1}/api/gm/hii/`,
      `${B1}/api/a/`,
    ]);
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('a probe gives up after 5 s', async () => {
    jest.useFakeTimers();
    const f = fakeFetch((c) => (c.url.startsWith(B1) ? { hang: true } : { networkError: true }));
    const backup = memoryBackup([B1]);
    const { deps } = testDeps({ fetchImpl: f.fetch, backup });
    let settled: { result: number } | undefined;
    const p = createApiClient(deps)
      .get('/api/a/')
      .then((r) => (settled = r));
    await jest.advanceTimersByTimeAsync(BACKUP_DIAL_TIMEOUT_MS - 1);
    expect(settled).toBeUndefined();
    await jest.advanceTimersByTimeAsync(1);
    await p;
    expect(BACKUP_DIAL_TIMEOUT_MS).toBe(5000);
    expect(settled?.result).toBe(-2);
    expect(backup.remember).not.toHaveBeenCalled();
  });

  it('calls failing together share one dial', async () => {
    const f = fakeFetch((c) => (c.url.startsWith(B1) ? ok() : { networkError: true }));
    const { deps } = testDeps({ fetchImpl: f.fetch, backup: memoryBackup([B1]) });
    const client = createApiClient(deps);
    const rs = await Promise.all([client.get('/api/a/'), client.get('/api/b/'), client.get('/api/c/')]);
    expect(rs.map((r) => r.result)).toEqual([0, 0, 0]);
    expect(f.calls.filter((c) => c.url.endsWith('/api/sys/h5_info/'))).toHaveLength(1);
  });

  it('a dead remembered backup hands back to the page base when that is alive', async () => {
    let primaryUp = false;
    const f = fakeFetch((c) => {
      if (c.url.startsWith(API)) return primaryUp ? ok({ from: 'primary' }) : { networkError: true };
      if (c.url.startsWith(B1)) return primaryUp ? { networkError: true } : ok({ from: 'b1' });
      return { networkError: true };
    });
    const backup = memoryBackup([B1]);
    const client = createApiClient(testDeps({ fetchImpl: f.fetch, backup }).deps);
    expect(await client.get('/api/a/')).toMatchObject({ data: { from: 'b1' } });
    primaryUp = true;
    expect(await client.get('/api/a/')).toMatchObject({ data: { from: 'primary' } });
    expect(backup.remember.mock.calls).toEqual([[B1], [API]]);
  });

  it('a backup list that fails to load counts as empty', async () => {
    const f = fakeFetch(() => ({ networkError: true }));
    const backup = memoryBackup(() => Promise.reject(new Error('storage')));
    const { deps, onError } = testDeps({ fetchImpl: f.fetch, backup });
    expect((await createApiClient(deps).get('/api/a/')).result).toBe(-2);
    expect(onError).toHaveBeenCalledTimes(1);
  });
});

describe('bridge failures as client codes (spec 02 §8)', () => {
  afterEach(() => jest.useRealTimers());

  const rejecting = (error: unknown): ApiBridge => ({
    available: () => true,
    request: () => Promise.reject(error),
  });

  it('a relayed call the bridge times out is -1, the timeout text, not -4', async () => {
    const { deps, onError } = testDeps({ bridge: rejecting(new BridgeError('timeout')) });
    expect(await createApiClient(deps).get('/api/a/')).toMatchObject({
      result: -1,
      message: errors.client.timeout,
    });
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ result: -1 }));
  });

  it("the page's bridge answering nothing within 5 s is -1", async () => {
    jest.useFakeTimers();
    const silent: NativeBridge = { callHandler: () => undefined };
    const bridge = createBridge({ WebViewJavascriptBridge: silent });
    const p = createApiClient(testDeps({ bridge }).deps).get('/api/a/');
    await jest.advanceTimersByTimeAsync(BRIDGE_TIMEOUT_MS);
    expect((await p).result).toBe(-1);
  });

  it("the client's own shorter timeout over the bridge is -1 too", async () => {
    jest.useFakeTimers();
    const hanging: ApiBridge = { available: () => true, request: () => new Promise(() => undefined) };
    const p = createApiClient(testDeps({ bridge: hanging }).deps).get('/api/a/', undefined, {
      timeoutMs: 800,
    });
    await jest.advanceTimersByTimeAsync(800);
    expect((await p).result).toBe(-1);
  });

  it('every other bridge failure is -4', async () => {
    const others = [
      new BridgeError('absent'),
      new BridgeError('exception'),
      new BridgeError('native', BridgeErrorName.SslError, 8),
      new BridgeError('native', BridgeErrorName.UnknownHost, 10),
    ];
    for (const error of others) {
      const r = await createApiClient(testDeps({ bridge: rejecting(error) }).deps).get('/api/a/');
      expect([error.message, r.result]).toEqual([error.message, -4]);
    }
  });
});

describe('waiting for the bridge before the first call (spec 02 §4)', () => {
  afterEach(() => jest.useRealTimers());

  const GIVE_UP_MS = BRIDGE_POLL_COUNT * BRIDGE_POLL_INTERVAL_MS + BRIDGE_GRACE_MS;
  const answering = (): NativeBridge & { callHandler: jest.Mock } => ({
    callHandler: jest.fn((_name: string, _data: unknown, reply: (r: unknown) => void) =>
      reply({ code: 0, status: 200, body: '{"result":0,"data":{"via":"bridge"}}' }),
    ),
  });

  it('in the app shell the first call waits for the bridge injected late, then relays through it', async () => {
    jest.useFakeTimers();
    const f = fakeFetch(() => ok({ via: 'http' }));
    const win: BridgeHost = {};
    const bridge = createBridge(win);
    const ready = jest.fn(() => bridge.ready());
    const { deps } = testDeps({ fetchImpl: f.fetch, bridge, ready, inAppShell: () => true });
    const client = createApiClient(deps);

    let settled: unknown;
    const first = client.get('/api/a/').then((r) => (settled = r));
    await jest.advanceTimersByTimeAsync(BRIDGE_POLL_INTERVAL_MS * 3);
    expect(settled).toBeUndefined();
    expect(f.calls).toHaveLength(0);
    const native = answering();
    win.WebViewJavascriptBridge = native;
    await jest.advanceTimersByTimeAsync(BRIDGE_POLL_INTERVAL_MS);
    await first;
    expect(settled).toMatchObject({ result: 0, data: { via: 'bridge' } });
    expect(native.callHandler).toHaveBeenCalledTimes(1);
    expect(f.calls).toHaveLength(0);

    // later calls do not wait again: they relay at once, with no timer advanced
    expect(await client.get('/api/b/')).toMatchObject({ data: { via: 'bridge' } });
    expect(ready).toHaveBeenCalledTimes(1);
    expect(native.callHandler).toHaveBeenCalledTimes(2);
  });

  it('calls made together while waiting share the one wait', async () => {
    jest.useFakeTimers();
    const win: BridgeHost = {};
    const bridge = createBridge(win);
    const ready = jest.fn(() => bridge.ready());
    const client = createApiClient(testDeps({ bridge, ready, inAppShell: () => true }).deps);
    const calls = [client.get('/api/a/'), client.get('/api/b/')];
    win.WebViewJavascriptBridge = answering();
    await jest.advanceTimersByTimeAsync(BRIDGE_POLL_INTERVAL_MS);
    expect((await Promise.all(calls)).map((r) => r.result)).toEqual([0, 0]);
    expect(ready).toHaveBeenCalledTimes(1);
  });

  it('outside the app shell nothing waits', async () => {
    const f = fakeFetch(() => ok({ via: 'http' }));
    const ready = jest.fn(() => new Promise<never>(() => undefined));
    const { deps } = testDeps({
      fetchImpl: f.fetch,
      bridge: createBridge({}),
      ready,
      inAppShell: () => false,
    });
    expect(await createApiClient(deps).get('/api/a/')).toMatchObject({ data: { via: 'http' } });
    expect(ready).not.toHaveBeenCalled();
  });

  it('a bridge that never appears: plain HTTP once the polls and the 500 ms grace are over', async () => {
    jest.useFakeTimers();
    const f = fakeFetch(() => ok({ via: 'http' }));
    const bridge = createBridge({});
    const { deps } = testDeps({
      fetchImpl: f.fetch,
      bridge,
      ready: () => bridge.ready(),
      inAppShell: () => true,
    });
    const p = createApiClient(deps).get('/api/a/');
    await jest.advanceTimersByTimeAsync(GIVE_UP_MS - 1);
    expect(f.calls).toHaveLength(0);
    await jest.advanceTimersByTimeAsync(1);
    expect(await p).toMatchObject({ result: 0, data: { via: 'http' } });
    expect(f.calls).toHaveLength(1);
    expect(GIVE_UP_MS).toBe(50 * 16 + 500);
  });

  it('a readiness that fails counts as settled: the call goes on over HTTP', async () => {
    const f = fakeFetch(() => ok({ via: 'http' }));
    const { deps } = testDeps({
      fetchImpl: f.fetch,
      bridge: createBridge({}),
      ready: () => Promise.reject(new Error('broken')),
      inAppShell: () => true,
    });
    expect(await createApiClient(deps).get('/api/a/')).toMatchObject({ data: { via: 'http' } });
  });
});

describe("the route's first calls, asked ahead of the page (keptAnswers.ts)", () => {
  const withKept = (over: Parameters<typeof testDeps>[0] = {}) =>
    testDeps({ kept: keptAnswers([]), ...over });

  it("sends once: the page's first identical call takes the answer, and only it reports", async () => {
    const f = fakeFetch(() => ({ body: { result: 9, message: 'لا' } }));
    const { deps, onError } = withKept({ fetchImpl: f.fetch });
    const client = createApiClient(deps);
    client.ahead({ method: 'GET', path: '/api/room/', params: { room_id: '5' } });
    expect(f.calls).toHaveLength(1); // on its way before the page asks
    await Promise.resolve();
    expect(onError).not.toHaveBeenCalled();
    expect(await client.get('/api/room/', { room_id: '5' })).toMatchObject({ result: 9, message: 'لا' });
    expect(f.calls).toHaveLength(1);
    expect(onError).toHaveBeenCalledTimes(1);
    await client.get('/api/room/', { room_id: '5' }); // a later call (a retry) is sent
    expect(f.calls).toHaveLength(2);
  });

  it('sends the page its own call for another query or another session key', async () => {
    const f = fakeFetch(() => ok());
    let key = 'k1';
    const { deps } = withKept({ fetchImpl: f.fetch, sessionKey: () => key });
    const client = createApiClient(deps);
    client.ahead({ method: 'GET', path: '/api/room/', params: { room_id: '5' } });
    key = 'k2';
    await client.get('/api/room/', { room_id: '5' });
    expect(f.calls.map((c) => c.headers['x-session-key'])).toEqual(['k1', 'k2']);
  });

  it('inside the app shell the call ahead waits for the bridge and goes through it, as the page would', async () => {
    const f = fakeFetch(() => ok());
    const request = jest.fn(() => Promise.resolve({ status: 200, body: '{"result":0,"data":{"n":1}}' }));
    let ready: () => void = () => undefined;
    const { deps } = withKept({
      fetchImpl: f.fetch,
      inAppShell: () => true,
      bridge: { available: () => true, request },
      ready: () => new Promise<void>((r) => (ready = r)),
    });
    const client = createApiClient(deps);
    client.ahead({ method: 'POST', path: '/api/sys/batch_request/', params: { requests: [] } });
    const page = client.post('/api/sys/batch_request/', { requests: [] });
    await new Promise((r) => setTimeout(r, 0)); // the bridge's readiness is asked
    expect(request).not.toHaveBeenCalled(); // neither call goes before the bridge is known
    ready();
    expect(await page).toMatchObject({ result: 0, data: { n: 1 } });
    expect(request).toHaveBeenCalledTimes(1);
    expect(f.calls).toHaveLength(0);
  });

  it("a call ahead that failed is the page's failure: it dials the backups and retries there once", async () => {
    const f = fakeFetch((c) => (c.url.startsWith(API) ? { networkError: true } : ok({ n: 2 })));
    const { deps } = withKept({ fetchImpl: f.fetch, backup: memoryBackup(['https://b.example.com']) });
    const client = createApiClient(deps);
    client.ahead({ method: 'GET', path: '/api/room/' });
    expect(await client.get('/api/room/')).toMatchObject({ result: 0, data: { n: 2 } });
    // the one call ahead, then the two probes and the retry on the backup: the page did not ask again
    expect(f.calls.filter((c) => c.url.startsWith(API))).toHaveLength(1);
    expect(f.calls.filter((c) => c.url === 'https://b.example.com/api/room/')).toHaveLength(1);
  });

  it('a page that gives up on a call ahead still on its way ends with -5; a time-out with -1', async () => {
    jest.useFakeTimers();
    try {
      const f = fakeFetch(() => ({ hang: true }));
      const { deps } = withKept({ fetchImpl: f.fetch });
      const client = createApiClient(deps);
      client.ahead({ method: 'GET', path: '/api/a/' });
      client.ahead({ method: 'GET', path: '/api/b/' });
      const controller = new AbortController();
      const aborted = client.get('/api/a/', undefined, { signal: controller.signal });
      controller.abort();
      expect(await aborted).toMatchObject({ result: -5 });
      const late = client.get('/api/b/', undefined, { timeoutMs: 1000 });
      await jest.advanceTimersByTimeAsync(1000);
      expect(await late).toMatchObject({ result: -1 });
      expect(f.calls).toHaveLength(2);
    } finally {
      jest.useRealTimers();
    }
  });

  it('sends nothing ahead without kept answers, nor a call that cannot be made', () => {
    const f = fakeFetch(() => ok());
    createApiClient(testDeps({ fetchImpl: f.fetch }).deps).ahead({ method: 'GET', path: '/api/a/' });
    const client = createApiClient(withKept({ fetchImpl: f.fetch }).deps);
    client.ahead({ method: 'GET', path: 'no-slash' });
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    client.ahead({ method: 'POST', path: '/api/a/', params: circular });
    expect(f.calls).toHaveLength(0);
  });
});

describe('the first batch, asked ahead of the page (batchAhead)', () => {
  const calls: BatchCall[] = [
    { method: 'POST', path: '/api/recharge/', request_id: 'recharge_list', params: { source: 1 } },
    { method: 'POST', path: '/api/cards/', request_id: 'card_source', params: { h5_deviceid: 'd1' } },
  ];
  const resultMap = {
    ResultMap: { recharge_list: { result: 0, data: 1 }, card_source: { result: 0, data: 2 } },
  };

  it("the page's batch of the same calls takes it; another batch, or a later one, is sent", async () => {
    const f = fakeFetch(() => ok(resultMap));
    const { deps } = testDeps({ fetchImpl: f.fetch, kept: keptAnswers([]), sessionKey: () => 'sk' });
    const client = createApiClient(deps);
    batchAhead(client, calls);
    expect(f.calls).toHaveLength(1);
    const results = await runBatch(client, calls);
    expect(results.card_source).toMatchObject({ result: 0, data: 2 });
    expect(f.calls).toHaveLength(1);
    await runBatch(client, calls);
    expect(f.calls).toHaveLength(2);
  });

  it('a batch whose calls differ is sent, and the one asked ahead is not taken later', async () => {
    const f = fakeFetch(() => ok(resultMap));
    const client = createApiClient(testDeps({ fetchImpl: f.fetch, kept: keptAnswers([]) }).deps);
    batchAhead(client, calls);
    await runBatch(client, [calls[0]!]);
    await runBatch(client, calls);
    expect(f.calls).toHaveLength(3);
  });

  it('sends nothing ahead for no calls, or more than one batch takes', () => {
    const f = fakeFetch(() => ok(resultMap));
    const client = createApiClient(testDeps({ fetchImpl: f.fetch, kept: keptAnswers([]) }).deps);
    batchAhead(client, []);
    batchAhead(
      client,
      Array.from({ length: BATCH_CHUNK + 1 }, (_, i) => ({ method: 'GET', path: `/api/${i}/` })),
    );
    expect(f.calls).toHaveLength(0);
  });
});
