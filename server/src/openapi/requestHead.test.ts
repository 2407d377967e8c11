import fs from 'node:fs';
import { buildTestApp, type TestApp } from '../api/testApp';
import { REQUEST_HEAD_BYTES } from '../http/clientError';
import { rawExchange } from '../http/rawHttpTestKit';
import { OPENAPI_FILE } from './generate';
import type { OpenApiDocument, Operation } from './trafficDocument';
import { BROWSER_HEADERS_BYTES, longestHead } from './conformance/requestHead';
import { WIDEST } from './conformance/regexShape';
import { longestOf } from './conformance/sampleValues';

// Every request the API document allows fits in the head the server reads (http/clientError.ts): the spec's
// calls that carry JSON are GETs, so the documented maxima of create_coin_pay, submit_payment_token,
// pay_result_by_order_fast or add_event are the URL's. Counted from the document (each character at its
// widest percent-encoding, headers at their maximum, a browser's own headers beside them), and sent whole to
// a listening server for the longest of them.

const doc = JSON.parse(fs.readFileSync(OPENAPI_FILE, 'utf8')) as OpenApiDocument;
const operations = Object.entries(doc.paths).flatMap(([path, item]) =>
  (['get', 'post'] as const).flatMap((verb) => {
    const op = item[verb];
    return op
      ? [{ name: `${verb.toUpperCase()} ${path}`, path, method: verb.toUpperCase() as 'GET' | 'POST', op }]
      : [];
  }),
);

describe('the request head of every operation at its documented maximum', () => {
  it.each(operations)('$name fits in the head the server reads', ({ path, method, op }) => {
    const head = longestHead(method, path, op);
    expect(head.unbounded).toEqual([]);
    expect(head.bytes).toBeLessThanOrEqual(REQUEST_HEAD_BYTES);
  });
});

describe('the longest documented request, sent whole', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await buildTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    port = typeof address === 'object' && address ? address.port : 0;
  });
  afterAll(() => t.close());

  it('is read and answered by the operation, not refused at the head', async () => {
    const longest = operations
      .filter((o) => o.method === 'GET')
      .reduce((a, b) =>
        longestHead('GET', b.path, b.op).bytes > longestHead('GET', a.path, a.op).bytes ? b : a,
      );
    const op: Operation = longest.op;
    const query = new URLSearchParams();
    const headers: string[] = [];
    for (const p of op.parameters ?? []) {
      const schema = typeof p.schema === 'object' ? p.schema : {};
      // every free text at its widest, JSON texts too: what matters here is the head, not the content
      const free = schema.type === 'string' && schema.pattern === undefined;
      const value = free ? WIDEST.repeat(Number(schema.maxLength)) : longestOf(schema);
      if (p.in === 'query') for (const one of [value].flat()) query.append(p.name, String(one));
      // a header's widest is one byte a character
      else if (p.in === 'header') headers.push(`${p.name}: ${String(value).replace(/[^\x20-\x7e]/gu, 'x')}`);
    }
    const lines = [
      `GET ${longest.path}?${query.toString()} HTTP/1.1`,
      'Host: localhost',
      'Connection: close',
      ...headers,
    ];
    // what a browser adds, filled to the room the count leaves for it
    const used = Buffer.byteLength(lines.join('\r\n')) + 4;
    lines.push(`X-Browser: ${'b'.repeat(BROWSER_HEADERS_BYTES - 16)}`);
    expect(used + BROWSER_HEADERS_BYTES).toBeGreaterThan(100_000);
    const answer = await rawExchange(port, `${lines.join('\r\n')}\r\n\r\n`);
    expect(answer.status).not.toBe(431);
    expect(answer.status).toBeLessThan(500);
    expect(JSON.parse(answer.body)).toHaveProperty('result');
  });
});
