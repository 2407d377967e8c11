import { BAD_REQUEST } from '@topup/shared/contract/codes';
import { MSG } from './messages';
import { MAX_JSON_DEPTH, nestsDeeperThan, parseRequestJson } from './jsonDepth';
import { buildTestApp, expectRejected, type TestApp } from '../api/testApp';

// JSON nested ~100,000 levels answered HTTP 500 (the parameter check's stack overflowed); it is
// refused with the server's 400 envelope before it is parsed, in a body and in a field holding JSON.

const DEEP = 100_000;
const deepArray = (levels: number): string => '['.repeat(levels) + ']'.repeat(levels);
const deepObject = (levels: number): string => '{"a":'.repeat(levels) + '1' + '}'.repeat(levels);

describe('nestsDeeperThan', () => {
  it(`allows ${MAX_JSON_DEPTH} levels and refuses one more, of arrays and objects alike`, () => {
    expect(nestsDeeperThan(deepArray(MAX_JSON_DEPTH))).toBe(false);
    expect(nestsDeeperThan(deepArray(MAX_JSON_DEPTH + 1))).toBe(true);
    expect(nestsDeeperThan(deepObject(MAX_JSON_DEPTH + 1))).toBe(true);
    expect(nestsDeeperThan('[{"a":[1,{"b":2}]},[3]]', 4)).toBe(false);
    expect(nestsDeeperThan('[{"a":[1,{"b":2}]},[3]]', 3)).toBe(true);
  });

  it('does not count brackets inside strings, escaped quotes included', () => {
    expect(nestsDeeperThan(JSON.stringify({ a: '['.repeat(500) }))).toBe(false);
    expect(nestsDeeperThan(JSON.stringify({ a: '"[[[[' }), 1)).toBe(false);
    expect(nestsDeeperThan(JSON.stringify(['\\', [[1]]]), 2)).toBe(true);
  });

  it('parseRequestJson throws a 400 SyntaxError for deep text and parses the rest', () => {
    expect(() => parseRequestJson(deepArray(DEEP))).toThrow(SyntaxError);
    expect(parseRequestJson('{"a":[1]}')).toEqual({ a: [1] });
  });
});

describe('deeply nested JSON in requests', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const post = (url: string, payload: string, type = 'application/json') =>
    t.app.inject({ method: 'POST', url, payload, headers: { 'content-type': type } });
  const refused = (res: Awaited<ReturnType<typeof post>>) => {
    expect(expectRejected(res).result).toBe(BAD_REQUEST);
  };

  it.each([
    ['click_cancel', '/api/order/click_cancel/', `{"app_order":${deepArray(DEEP)}}`],
    ['click_cancel (a bare list)', '/api/order/click_cancel/', deepArray(DEEP)],
    ['the sandbox tokens', '/sandbox/v1/tokens', `{"number":${deepObject(DEEP)}}`],
    ['add_event', '/api/sys/add_event/', `{"events":${deepArray(DEEP)}}`],
    ['batch_request', '/api/sys/batch_request/', `{"requests":${deepArray(DEEP)}}`],
  ])('refuses a deep JSON body of %s with a 400', async (_name, url, body) => {
    refused(await post(url, body));
  });

  it("refuses add_event's form field `events` holding deep JSON", async () => {
    refused(
      await post(
        '/api/sys/add_event/',
        `events=${encodeURIComponent(deepArray(DEEP))}`,
        'application/x-www-form-urlencoded',
      ),
    );
  });

  it("answers a batch sub-request whose field holds deep JSON with that sub-request's 400", async () => {
    const res = await post(
      '/api/sys/batch_request/',
      JSON.stringify({
        async: false,
        timeout: 5000,
        requests: [
          {
            request_id: 'deep',
            method: 'GET',
            path: '/api/sys/add_event/',
            params: { events: deepArray(DEEP) },
          },
        ],
      }),
    );
    expect(res.statusCode).toBe(200);
    expect(JSON.parse(res.json().data.ResultMap.deep as string)).toMatchObject({ result: BAD_REQUEST });
  });

  it(`still reads a body nested ${MAX_JSON_DEPTH} levels: the call itself answers`, async () => {
    const res = await post(
      '/api/order/click_cancel/',
      `{"app_order":"TP1","x":${deepArray(MAX_JSON_DEPTH - 1)}}`,
    );
    expect(res.json().message).not.toBe(MSG.unreadableBody);
  });
});
