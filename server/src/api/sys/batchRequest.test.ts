import { BatchResponseData, SuccessEnvelope, UserLookup } from '@topup/shared/contract';
import {
  CLIENT_TIMEOUT,
  NOT_FOUND,
  USER_NOT_FOUND,
  WEB_RECHARGE_UNAVAILABLE,
} from '@topup/shared/contract/codes';
import { buildTestApp, expectRejected, expectShape, type TestApp } from '../testApp';
import { appendQuery, mergeHeaders } from './subRequest';

const URL_PATH = '/api/sys/batch_request/';

describe('batch_request (spec 01 §7)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ testMode: true });
  });
  afterEach(async () => {
    await t.app.inject({ method: 'DELETE', url: '/__test/faults' });
  });
  afterAll(() => t.close());

  const batch = async (payload: Record<string, unknown>, headers: Record<string, string> = {}) => {
    const res = await t.app.inject({ method: 'POST', url: URL_PATH, payload, headers });
    return res;
  };
  const entries = (res: { json(): { data: { ResultMap: Record<string, string> } } }) =>
    Object.fromEntries(
      Object.entries(res.json().data.ResultMap).map(([id, text]) => [
        id,
        JSON.parse(text) as { result: number; message?: string; data?: unknown },
      ]),
    );

  it('runs sub-requests through the same routes and keys their JSON text by request_id', async () => {
    const res = await batch({
      async: false,
      timeout: 5000,
      header: {},
      requests: [
        { method: 'POST', path: '/api/user/check_uid/', request_id: 'check_uid', params: { uid: '1000001' } },
        {
          method: 'POST',
          path: '/api/third_party_pay/get_recharge_list_v3/',
          request_id: 'list',
          params: { uid: '1000001', source: 1 },
        },
        {
          method: 'POST',
          path: '/api/web/check_user_status/',
          request_id: 'status',
          params: { source: 1, uids: ['1000002'] },
        },
      ],
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expectShape(SuccessEnvelope(BatchResponseData), body);
    expect(Object.keys(body.data.ResultMap).sort()).toEqual(['check_uid', 'list', 'status']);
    // Each entry is exactly what the direct call answers.
    const direct = await t.app.inject({
      method: 'POST',
      url: '/api/user/check_uid/',
      payload: { uid: '1000001' },
    });
    expect(body.data.ResultMap.check_uid).toBe(direct.body);
    const e = entries(res);
    expectShape(SuccessEnvelope(UserLookup), e.check_uid);
    expect(e.status?.data).toEqual({ user_map: { '1000002': { status: 2, is_guest: 0 } } });
    expect(e.list?.result).toBe(0);
  });

  it('sends GET params as a query string, arrays as repeated keys, after any query in the path', async () => {
    const res = await batch({
      async: true,
      timeout: 5000,
      requests: [
        { method: 'GET', path: '/api/user/check_uid/', request_id: 'uid_1000001', params: { uid: 1000001 } },
        {
          method: 'GET',
          path: '/api/web/check_user_status/?source=1',
          request_id: 'status',
          params: { uids: ['1000001', '1000007'] },
        },
      ],
    });
    const e = entries(res);
    expect(e.uid_1000001?.data).toMatchObject({ display_uid: 1000001 });
    expect(e.status?.data).toEqual({
      user_map: { '1000001': { status: 0, is_guest: 0 }, '1000007': { status: 0, is_guest: 1 } },
    });
  });

  it('keeps one failing sub-request from failing the others', async () => {
    const res = await batch({
      async: true,
      timeout: 5000,
      requests: [
        { method: 'POST', path: '/api/user/check_uid/', request_id: 'ok', params: { uid: '1000001' } },
        { method: 'POST', path: '/api/user/check_uid/', request_id: 'missing', params: { uid: '1000009' } },
        { method: 'POST', path: '/api/user/check_uid/', request_id: 'no_web', params: { uid: '1000008' } },
        { method: 'POST', path: '/api/user/check_uid/', request_id: 'invalid', params: { uid: 'abc' } },
        { method: 'GET', path: '/api/no/such/path/', request_id: 'unknown' },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toBe(0);
    const e = entries(res);
    expect(e.ok?.result).toBe(0);
    expect(e.missing?.result).toBe(USER_NOT_FOUND);
    expect(e.no_web?.result).toBe(WEB_RECHARGE_UNAVAILABLE);
    expect(e.invalid).toEqual({ result: 400, message: 'معرّف المستخدم أرقام فقط، تحقق من الإدخال' });
    expect(e.unknown?.result).toBe(NOT_FOUND);
  });

  it('gives a sub-request still running at the timeout the result -1, keeping the finished ones', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/__test/faults',
      payload: { path: '/api/gm/hii/', delayMs: 400, times: 1 },
    });
    const started = Date.now();
    const res = await batch({
      async: true,
      timeout: 100,
      requests: [
        { method: 'GET', path: '/api/gm/hii/', request_id: 'slow' },
        { method: 'GET', path: '/api/sys/ts/', request_id: 'fast' },
      ],
    });
    expect(Date.now() - started).toBeLessThan(380);
    const e = entries(res);
    expect(e.slow).toEqual({ result: CLIENT_TIMEOUT, message: expect.stringMatching(/مهلة/) });
    expect(e.fast?.result).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 400));
  });

  it('in order mode, lets later sub-requests time out once the deadline passed', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/__test/faults',
      payload: { path: '/api/gm/hii/', delayMs: 200, times: 1 },
    });
    const res = await batch({
      async: false,
      timeout: 100,
      requests: [
        { method: 'GET', path: '/api/gm/hii/', request_id: 'slow' },
        { method: 'GET', path: '/api/sys/ts/', request_id: 'after' },
      ],
    });
    const e = entries(res);
    expect(e.slow?.result).toBe(CLIENT_TIMEOUT);
    expect(e.after?.result).toBe(CLIENT_TIMEOUT);
    await new Promise((resolve) => setTimeout(resolve, 200));
  });

  it('turns faults on one sub-request into that entry only: HTTP error, drop, malformed body', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/__test/faults',
      payload: { path: '/api/sys/ts/', status: 503 },
    });
    await t.app.inject({
      method: 'POST',
      url: '/__test/faults',
      payload: { path: '/api/gm/hii/', drop: true },
    });
    await t.app.inject({
      method: 'POST',
      url: '/__test/faults',
      payload: { path: '/api/timeline/position/', malformed: true },
    });
    const res = await batch({
      async: true,
      timeout: 2000,
      requests: [
        { method: 'GET', path: '/api/sys/ts/', request_id: 'http' },
        { method: 'GET', path: '/api/gm/hii/', request_id: 'drop' },
        { method: 'GET', path: '/api/timeline/position/', request_id: 'bad' },
        { method: 'POST', path: '/api/user/check_uid/', request_id: 'ok', params: { uid: '1000100' } },
      ],
    });
    const map = res.json().data.ResultMap as Record<string, string>;
    expect(JSON.parse(map.http ?? '')).toMatchObject({ result: 503 });
    expect(JSON.parse(map.drop ?? '')).toMatchObject({ result: -2 });
    expect(() => JSON.parse(map.bad ?? '')).toThrow();
    expect(JSON.parse(map.ok ?? '')).toMatchObject({ result: 0, data: { display_uid: 1000100 } });
  });

  it('forwards the batch headers, body header and sub-request header, the most specific winning', async () => {
    const res = await batch(
      {
        async: false,
        timeout: 5000,
        header: { 'x-cli-pn': 'ksa', 'x-cli-br': 0 },
        requests: [
          { method: 'GET', path: '/api/sys/h5_info/', request_id: 'info', header: { 'X-Cli-Br': '1' } },
        ],
      },
      { host: 'api.example.test:8443', 'x-cli-id': 'f'.repeat(32) },
    );
    expect(entries(res).info?.data).toMatchObject({ api_base: 'http://api.example.test:8443' });
    const merged = mergeHeaders(
      { host: 'h', 'x-cli-id': 'id', 'content-length': '99', 'accept-encoding': 'gzip' },
      { 'x-cli-pn': 'ksa', 'x-cli-br': 0 },
      { 'X-Cli-Br': '1' },
    );
    expect(merged).toEqual({ host: 'h', 'x-cli-id': 'id', 'x-cli-pn': 'ksa', 'x-cli-br': '1' });
  });

  it('answers the package info asked with If-None-Match as its JSON: an entry has no status to say 304 with', async () => {
    const direct = await t.app.inject({
      method: 'POST',
      url: '/api/sys/config/',
      payload: { channel: 'app_pkg_info', pure: 1 },
    });
    const etag = String(direct.headers.etag);
    const sub = { method: 'POST', path: '/api/sys/config/', params: { channel: 'app_pkg_info', pure: 1 } };
    // the tag in the batch's own headers, in its body's header, or in the sub-request's: the same answer
    const res = await batch(
      {
        async: false,
        timeout: 5000,
        header: { 'If-None-Match': etag },
        requests: [
          { ...sub, request_id: 'body' },
          { ...sub, request_id: 'own', header: { 'if-none-match': etag } },
        ],
      },
      { 'if-none-match': etag },
    );
    const map = (res.json() as { data: { ResultMap: Record<string, string> } }).data.ResultMap;
    expect(map.body).toBe(direct.body);
    expect(map.own).toBe(direct.body);
    expect(entries(res).body).toMatchObject({ result: 0, data: expect.stringContaining('pkgInfo') });
  });

  it('refuses sub-requests outside the API or back into the batch, per entry', async () => {
    const res = await batch({
      async: true,
      timeout: 5000,
      requests: [
        { method: 'POST', path: URL_PATH, request_id: 'nested', params: {} },
        { method: 'GET', path: '/api/../__test/faults', request_id: 'escape' },
        { method: 'GET', path: '/avatars/1000001.svg', request_id: 'asset' },
        { method: 'GET', path: '/api/sys/ts/', request_id: 'fine' },
      ],
    });
    const e = entries(res);
    for (const id of ['nested', 'escape', 'asset']) expect(e[id]?.result).toBe(400);
    expect(e.fine?.result).toBe(0);
  });

  it.each([
    ['no requests', { async: false, timeout: 5000, requests: [] }],
    [
      '21 requests',
      {
        async: false,
        timeout: 5000,
        requests: Array.from({ length: 21 }, (_, i) => ({
          method: 'GET',
          path: '/api/sys/ts/',
          request_id: `r${i}`,
        })),
      },
    ],
    ['no timeout', { async: false, requests: [{ method: 'GET', path: '/api/sys/ts/', request_id: 'a' }] }],
    [
      'a bad method',
      { async: false, timeout: 5000, requests: [{ method: 'PUT', path: '/api/sys/ts/', request_id: 'a' }] },
    ],
    ['no request_id', { async: false, timeout: 5000, requests: [{ method: 'GET', path: '/api/sys/ts/' }] }],
    [
      'duplicate request_ids',
      {
        async: false,
        timeout: 5000,
        requests: [
          { method: 'GET', path: '/api/sys/ts/', request_id: 'a' },
          { method: 'GET', path: '/api/gm/hii/', request_id: 'a' },
        ],
      },
    ],
  ])('refuses a batch with %s with 400', async (_case, payload) => {
    expectRejected(await batch(payload));
  });

  it('accepts exactly 20 requests', async () => {
    const requests = Array.from({ length: 20 }, (_, i) => ({
      method: 'GET',
      path: '/api/sys/ts/',
      request_id: `r${i}`,
    }));
    const res = await batch({ async: true, timeout: 5000, requests });
    expect(Object.keys(res.json().data.ResultMap)).toHaveLength(20);
  });
});

describe('appendQuery', () => {
  it('writes arrays as repeated keys, objects as JSON and skips empty values', () => {
    const search = new URLSearchParams('a=1');
    appendQuery(search, { uids: [1, '2'], ext: { d: 1 }, flag: true, none: null, gone: undefined });
    expect(search.toString()).toBe('a=1&uids=1&uids=2&ext=%7B%22d%22%3A1%7D&flag=true');
  });
});
