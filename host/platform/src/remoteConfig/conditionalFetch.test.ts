import type { ApiResult } from '@topup/shared/domain/apiResult';
import { createConditionalFetch, type ConditionalFetchDeps } from './conditionalFetch';

// spec 02 §9: a remote-config fetch sends the kept etag and reads the server's ETag and 304; inside the app
// shell, and when plain HTTP gets no answer, the API client sends it (the bridge; the backup domains).

type Config = { website_version: string };
const PATH = '/api/sys/config/';
const PARAMS = { channel: 'app_pkg_info', pure: 1 };
const PAYLOAD = JSON.stringify({ pkgInfo: { website_version: '1.0.334' } });
const parse = (data: unknown): Config | null => {
  if (typeof data !== 'string') return null;
  const p = (JSON.parse(data) as { pkgInfo?: Config }).pkgInfo;
  return p ?? null;
};

/** A fetch answer as the browser gives it. */
const answer = (status: number, body: string, etag?: string) =>
  ({
    status,
    text: async () => body,
    headers: { get: (name: string) => (name.toLowerCase() === 'etag' ? (etag ?? null) : null) },
  }) as unknown as Response;

function setup(options: { bridge?: boolean; respond?: (init: RequestInit) => Promise<Response> } = {}) {
  const requests: { url: string; init: RequestInit }[] = [];
  const reported: ApiResult<unknown>[] = [];
  const postForm = jest.fn(async (): Promise<ApiResult<unknown>> => ({
    result: 0,
    message: '',
    data: PAYLOAD,
  }));
  const deps: ConditionalFetchDeps = {
    api: {
      postForm: postForm as unknown as ConditionalFetchDeps['api']['postForm'],
      headers: () => ({ 'x-cli-id': 'a'.repeat(32), 'x-cli-pn': 'ksa' }),
      currentBase: () => 'https://api.example.test',
      report: (_path, _params, r) => void reported.push(r),
    },
    viaBridge: () => options.bridge ?? false,
    fetchImpl: (async (url: string, init: RequestInit) => {
      requests.push({ url, init });
      return options.respond
        ? options.respond(init)
        : answer(200, JSON.stringify({ result: 0, data: PAYLOAD }), '"v1"');
    }) as unknown as typeof fetch,
    timeoutMs: 60_000,
  };
  const fetchConfig = createConditionalFetch(deps, { path: PATH, params: PARAMS, parse });
  return { fetchConfig, requests, reported, postForm, deps };
}

const header = (init: RequestInit, name: string) => (init.headers as Record<string, string>)[name];

describe('the conditional fetch', () => {
  it('posts the call’s form to the API base with the site’s headers, and reads the config and its ETag', async () => {
    const t = setup();
    expect(await t.fetchConfig(null)).toEqual({
      kind: 'fetched',
      config: { website_version: '1.0.334' },
      etag: '"v1"',
    });
    expect(t.requests).toHaveLength(1);
    const { url, init } = t.requests[0]!;
    expect(url).toBe('https://api.example.test/api/sys/config/');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('channel=app_pkg_info&pure=1');
    expect(header(init, 'x-cli-id')).toBe('a'.repeat(32));
    expect(header(init, 'content-type')).toMatch(/^application\/x-www-form-urlencoded/);
    expect(init.cache).toBe('no-store');
    expect(header(init, 'if-none-match')).toBeUndefined();
  });

  it('sends the kept etag as If-None-Match; a 304 is "not modified"', async () => {
    const t = setup({ respond: async () => answer(304, '') });
    expect(await t.fetchConfig('"v1"')).toEqual({ kind: 'notModified' });
    expect(header(t.requests[0]!.init, 'if-none-match')).toBe('"v1"');
    expect(t.reported).toEqual([]);
  });

  it('an answer without an ETag keeps no etag', async () => {
    const t = setup({ respond: async () => answer(200, JSON.stringify({ result: 0, data: PAYLOAD })) });
    expect(await t.fetchConfig(null)).toMatchObject({ kind: 'fetched', etag: null });
  });

  it('a refusal, an HTTP error or an unreadable config is a failure, reported as the API client reports', async () => {
    for (const [status, body] of [
      [200, JSON.stringify({ result: 400, message: 'قناة الإعدادات غير معروفة' })],
      [503, ''],
      [200, JSON.stringify({ result: 0, data: '{oops' })],
    ] as const) {
      const t = setup({
        respond: async () => answer(status, body),
      });
      const outcome = await t.fetchConfig('"v1"').catch(() => ({ kind: 'threw' }));
      expect(outcome).toEqual({ kind: 'failed' });
    }
    const refused = setup({ respond: async () => answer(503, '') });
    await refused.fetchConfig(null);
    expect(refused.reported.map((r) => r.result)).toEqual([503]);
  });

  it('no answer over plain HTTP: the API client sends it (it dials the backup domains)', async () => {
    const t = setup({ respond: () => Promise.reject(new TypeError('Failed to fetch')) });
    expect(await t.fetchConfig('"v1"')).toEqual({
      kind: 'fetched',
      config: { website_version: '1.0.334' },
      etag: null,
    });
    expect(t.postForm).toHaveBeenCalledWith(PATH, PARAMS);
  });

  it('inside the app shell the API client sends it through the bridge: no etag there', async () => {
    const t = setup({ bridge: true });
    expect(await t.fetchConfig('"v1"')).toMatchObject({ kind: 'fetched', etag: null });
    expect(t.requests).toEqual([]);
    expect(t.postForm).toHaveBeenCalledTimes(1);
  });

  it('a call that times out fails with -1 and is not sent again elsewhere', async () => {
    jest.useFakeTimers();
    try {
      const t = setup({
        respond: (init) =>
          new Promise((_, reject) =>
            init.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
          ),
      });
      t.deps.timeoutMs = 60_000;
      const fetching = t.fetchConfig(null);
      await jest.advanceTimersByTimeAsync(60_000);
      expect(await fetching).toEqual({ kind: 'failed' });
      expect(t.reported.map((r) => r.result)).toEqual([-1]);
      expect(t.postForm).not.toHaveBeenCalled();
    } finally {
      jest.useRealTimers();
    }
  });
});
