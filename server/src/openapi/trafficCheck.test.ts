import fs from 'node:fs';
import type { InjectOptions } from 'fastify';
import { buildTestApp, type TestApp } from '../api/testApp';
import { etagOf } from '../api/sys/configEtag';
import { OPENAPI_FILE } from './generate';
import { trafficCheck, type Exchange, type OpenApiDocument, type TrafficCheck } from './trafficCheck';

// The check the browser tests hold the pages' traffic to (DESIGN §12), on real calls made through the app.

const DEVICE = 'c0ffee00000000000000000000000099';

let t: TestApp;
let check: TrafficCheck;
beforeAll(async () => {
  t = await buildTestApp();
  check = trafficCheck(JSON.parse(fs.readFileSync(OPENAPI_FILE, 'utf8')) as OpenApiDocument);
});
afterAll(() => t.close());

/** Makes the call through the app and returns it as the browser would record it. */
async function call(
  method: 'GET' | 'POST',
  url: string,
  options: { headers?: Record<string, string>; body?: string; contentType?: string } = {},
): Promise<Exchange> {
  const headers = {
    ...options.headers,
    ...(options.contentType ? { 'content-type': options.contentType } : {}),
  };
  const request: InjectOptions = { method, url, headers, ...(options.body ? { payload: options.body } : {}) };
  const res = await t.app.inject(request);
  return {
    method,
    url,
    requestHeaders: headers,
    ...(options.body ? { requestBody: { text: options.body, contentType: options.contentType } } : {}),
    status: res.statusCode,
    responseBody: res.body,
  };
}

describe('trafficCheck', () => {
  it('passes a valid call: query, answer and the headers it reads', async () => {
    const lookup = await call('GET', '/api/web/check_display_id/?display_id=1000001&source=1');
    expect(JSON.parse(lookup.responseBody)).toMatchObject({ result: 0 });
    expect(check(lookup)).toEqual([]);
    // a refusal is an answer the operation describes too
    expect(check(await call('GET', '/api/web/check_display_id?display_id=1000009&source=1'))).toEqual([]);
    const code = await call('GET', '/api/third_party_pay/send_verify_code/?uid=21000002&is_auto=1', {
      headers: { 'x-cli-id': DEVICE },
    });
    expect(check(code)).toEqual([]);
  });

  it('passes the package info asked again with its etag: the 304 and its empty body (spec 02 §9)', async () => {
    const form = { body: 'channel=app_pkg_info&pure=1', contentType: 'application/x-www-form-urlencoded' };
    const first = await call('POST', '/api/sys/config/', form);
    expect(check(first)).toEqual([]);
    const again = await call('POST', '/api/sys/config/', {
      ...form,
      headers: { 'if-none-match': etagOf(first.responseBody) },
    });
    expect(again.status).toBe(304);
    expect(check(again)).toEqual([]);
    // a 304 with a body is not what the document describes
    expect(check({ ...again, responseBody: '{"result":0}' })).toEqual([
      'POST /api/sys/config/: answer: HTTP 304 has a body the document does not describe',
    ]);
  });

  it('reads a form body as the server does (repeated keys, key[], text converted)', async () => {
    const status = await call('POST', '/api/web/check_user_status/', {
      body: 'source=1&uids[]=1000001&uids[]=1000002',
      contentType: 'application/x-www-form-urlencoded',
    });
    expect(status.status).toBe(200);
    expect(check(status)).toEqual([]);
  });

  it('checks each call of a batch with its ResultMap entry', async () => {
    const body = JSON.stringify({
      async: false,
      timeout: 5000,
      requests: [
        { method: 'POST', path: '/api/user/check_uid/', request_id: 'check_uid', params: { uid: '1000001' } },
        {
          method: 'GET',
          path: '/api/web/get_card_source/',
          request_id: 'cards',
          params: { h5_deviceid: DEVICE },
        },
      ],
    });
    const batch = await call('POST', '/api/sys/batch_request/', { body, contentType: 'application/json' });
    expect(check(batch)).toEqual([]);
    const answer = JSON.parse(batch.responseBody) as { data: { ResultMap: Record<string, string> } };
    const entry = JSON.parse(answer.data.ResultMap.check_uid ?? '') as { data: { uid: unknown } };
    entry.data.uid = 'twenty-one million';
    answer.data.ResultMap.check_uid = JSON.stringify(entry);
    expect(check({ ...batch, responseBody: JSON.stringify(answer) })).toEqual([
      expect.stringMatching(
        /^batch entry check_uid: POST \/api\/user\/check_uid\/: answer\/data\/uid must be integer/,
      ),
    ]);
  });

  it('finds a call the document does not describe', async () => {
    const nowhere = await call('GET', '/api/sys/nowhere/');
    expect(nowhere.status).toBe(404);
    expect(check(nowhere)).toEqual(['GET /api/sys/nowhere/: not described by the document']);
    // a method the path does not take is no more described
    expect(
      check(
        await call('POST', '/api/web/check_display_id/', { body: '{}', contentType: 'application/json' }),
      ),
    ).toEqual(['POST /api/web/check_display_id/: not described by the document']);
  });

  it('finds an answer with a field of the wrong type', async () => {
    const lookup = await call('GET', '/api/web/check_display_id/?display_id=1000001&source=1');
    const answer = JSON.parse(lookup.responseBody) as { data: { uid: unknown } };
    answer.data.uid = String(answer.data.uid);
    const problems = check({ ...lookup, responseBody: JSON.stringify(answer) });
    expect(problems).toEqual([
      expect.stringMatching(/^GET \/api\/web\/check_display_id\/: answer\/data\/uid must be integer/),
    ]);
  });

  it('finds params and headers the server refuses', async () => {
    const letters = await call('GET', '/api/web/check_display_id/?display_id=abc&source=1');
    expect(letters.status).toBe(400);
    expect(check(letters)).toEqual([expect.stringMatching(/request: query\/display_id must match pattern/)]);
    const noDevice = await call('GET', '/api/third_party_pay/send_verify_code/?uid=21000002&is_auto=1');
    expect(noDevice.status).toBe(400);
    expect(check(noDevice)).toEqual([expect.stringMatching(/request: header x-cli-id is required/)]);
  });
});
