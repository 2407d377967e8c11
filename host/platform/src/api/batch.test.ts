import type { BatchRequestBody } from '@topup/shared/contract';
import errors from '@topup/shared/i18n/ar/errors.json';
import {
  BATCH_CHUNK,
  BATCH_PATH,
  BATCH_TIMEOUT_MS,
  assignIds,
  batchCall,
  createBatch,
  runBatch,
} from './batch';
import { createApiClient } from './client';
import { DEVICE_ID, fakeFetch, memoryBackup, testDeps, type FakeAnswer, type SentCall } from './testSupport';

const API = 'https://api.example.com';

const answerMap = (map: Record<string, unknown>): FakeAnswer => ({
  body: { result: 0, data: { ResultMap: map } },
});
const sentBody = (c: SentCall | undefined): BatchRequestBody =>
  JSON.parse(c?.body ?? '{}') as BatchRequestBody;

describe('batch request (spec 01 §7)', () => {
  it('is the spec’s: its path, 5000 ms, at most 20 per batch', () => {
    expect(BATCH_PATH).toBe('/api/sys/batch_request/');
    expect(BATCH_TIMEOUT_MS).toBe(5000);
    expect(BATCH_CHUNK).toBe(20);
  });

  it('POSTs async false, timeout 5000, the common headers and each request with its id', async () => {
    const f = fakeFetch(() => answerMap({}));
    const { deps } = testDeps({ fetchImpl: f.fetch, sessionKey: () => 'sk' });
    const client = createApiClient(deps);
    await runBatch(client, [
      { method: 'POST', path: '/api/user/check_uid/', request_id: 'check', params: { uid: '12' } },
      { method: 'GET', path: '/api/third/pay_result/', params: { ids: [1, 2] } },
      { method: 'GET', path: '/api/web/get_card_source/', header: { 'X-CLI-RID': 'r' } },
    ]);
    expect(f.calls).toHaveLength(1);
    expect(f.calls[0]).toMatchObject({
      url: `${API}/api/sys/batch_request/`,
      method: 'POST',
      headers: {
        'x-cli-pn': 'kanka',
        'x-cli-id': DEVICE_ID,
        'x-session-key': 'sk',
        'content-type': 'application/json;charset=UTF-8',
      },
    });
    expect(sentBody(f.calls[0])).toEqual({
      async: false,
      timeout: 5000,
      header: { 'x-cli-pn': 'kanka', 'x-cli-id': DEVICE_ID, 'x-cli-lang': 'ar', 'x-session-key': 'sk' },
      requests: [
        { method: 'POST', path: '/api/user/check_uid/', request_id: 'check', params: { uid: '12' } },
        {
          method: 'GET',
          path: '/api/third/pay_result/',
          request_id: 'req_1',
          params: { ids: [1, 2] },
          header: { 'x-account-token': 'sk' },
        },
        {
          method: 'GET',
          path: '/api/web/get_card_source/',
          request_id: 'req_2',
          header: { 'X-CLI-RID': 'r' },
        },
      ],
    });
  });

  it('generates ids by position, never taking one the caller chose', () => {
    expect(
      assignIds([
        { method: 'GET', path: '/a' },
        { method: 'GET', path: '/b', request_id: 'req_0' },
        { method: 'GET', path: '/c' },
      ]),
    ).toEqual(['req_0_1', 'req_0', 'req_2']);
  });

  it('parses each ResultMap entry; a failing entry does not fail its siblings', async () => {
    const f = fakeFetch(() =>
      answerMap({
        list: JSON.stringify({ result: 0, data: { items: [1] } }),
        uid_1: JSON.stringify({ result: 20100, message: 'لا يوجد حساب' }),
        broken: '<html>',
        card: JSON.stringify({ code: 200, data: 'c' }),
      }),
    );
    const { deps, onError } = testDeps({ fetchImpl: f.fetch });
    const batch = createBatch(createApiClient(deps));
    const list = batchCall<{ items: number[] }>()({
      method: 'POST',
      path: '/api/third_party_pay/get_recharge_list_v3/',
      request_id: 'list',
    });
    const r = await batch([
      list,
      { method: 'GET', path: '/api/user/check_uid/', request_id: 'uid_1', params: { uid: 1 } },
      { method: 'GET', path: '/api/x/', request_id: 'broken' },
      { method: 'GET', path: '/api/y/', request_id: 'missing' },
      { method: 'GET', path: '/api/z/', request_id: 'card' },
    ]);
    const items: number[] | undefined = r.list.data?.items; // typed by batchCall
    expect(items).toEqual([1]);
    expect(r.list).toEqual({ result: 0, message: '', data: { items: [1] } });
    expect(r.uid_1).toEqual({ result: 20100, message: 'لا يوجد حساب', data: undefined });
    expect(r.broken).toMatchObject({ result: -2, message: errors.client.network });
    expect(r.missing).toMatchObject({ result: -2 });
    expect(r.card).toMatchObject({ result: 0, data: 'c' });
    expect(Object.keys(r).sort()).toEqual(['broken', 'card', 'list', 'missing', 'uid_1']);
    // each failing sub-request goes to the global handler with its own path and params
    expect(onError.mock.calls.map(([e]) => [e.result, e.path, e.params])).toEqual([
      [20100, '/api/user/check_uid/', { uid: 1 }],
      [-2, '/api/x/', undefined],
      [-2, '/api/y/', undefined],
    ]);
  });

  it('a failed batch call gives every entry that failure, reported once', async () => {
    const f = fakeFetch(() => ({ status: 500, body: { result: 500, message: 'خطأ في الخادم' } }));
    const { deps, onError } = testDeps({ fetchImpl: f.fetch });
    const r = await runBatch(createApiClient(deps), [
      { method: 'GET', path: '/api/a/', request_id: 'a' },
      { method: 'GET', path: '/api/b/', request_id: 'b' },
    ]);
    expect(r.a).toEqual({ result: 500, message: 'خطأ في الخادم', data: undefined });
    expect(r.b).toEqual({ result: 500, message: 'خطأ في الخادم', data: undefined });
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError.mock.calls[0]?.[0]).toMatchObject({ result: 500, path: BATCH_PATH });
  });

  it('a batch lost on the network with every backup dead: -2 for every entry, onError once', async () => {
    const f = fakeFetch(() => ({ networkError: true }));
    const { deps, onError } = testDeps({
      fetchImpl: f.fetch,
      backup: memoryBackup(['https://b.example.com']),
    });
    const r = await runBatch(createApiClient(deps), [
      { method: 'GET', path: '/api/a/', request_id: 'a' },
      { method: 'GET', path: '/api/b/', request_id: 'b' },
    ]);
    expect([r.a?.result, r.b?.result]).toEqual([-2, -2]);
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('an answer without ResultMap is -2 for every entry, reported once', async () => {
    const f = fakeFetch(() => ({ body: { result: 0, data: { nothing: 1 } } }));
    const { deps, onError } = testDeps({ fetchImpl: f.fetch });
    const r = await runBatch(createApiClient(deps), [{ method: 'GET', path: '/api/a/', request_id: 'a' }]);
    expect(r.a).toMatchObject({ result: -2 });
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError.mock.calls[0]?.[0]).toMatchObject({ path: BATCH_PATH });
  });

  it('duplicate ids are a setup error (-3): nothing is sent', async () => {
    const f = fakeFetch(() => answerMap({}));
    const { deps, onError } = testDeps({ fetchImpl: f.fetch });
    const r = await runBatch(createApiClient(deps), [
      { method: 'GET', path: '/api/a/', request_id: 'x' },
      { method: 'GET', path: '/api/b/', request_id: 'x' },
    ]);
    expect(r.x).toMatchObject({ result: -3 });
    expect(f.calls).toHaveLength(0);
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('no requests: nothing is sent', async () => {
    const f = fakeFetch(() => answerMap({}));
    expect(await runBatch(createApiClient(testDeps({ fetchImpl: f.fetch }).deps), [])).toEqual({});
    expect(f.calls).toHaveLength(0);
  });

  it('more than 20 requests go as several batches, in order', async () => {
    const f = fakeFetch((c) => {
      const body = sentBody(c);
      return answerMap(
        Object.fromEntries(
          body.requests.map((s) => [s.request_id, JSON.stringify({ result: 0, data: s.path })]),
        ),
      );
    });
    const calls = Array.from({ length: 25 }, (_, i) => ({ method: 'GET' as const, path: `/api/u/${i}/` }));
    const r = await runBatch(createApiClient(testDeps({ fetchImpl: f.fetch }).deps), calls);
    expect(f.calls.map((c) => sentBody(c).requests.length)).toEqual([20, 5]);
    expect(r.req_0?.data).toBe('/api/u/0/');
    expect(r.req_24?.data).toBe('/api/u/24/');
    expect(Object.keys(r)).toHaveLength(25);
  });
});
