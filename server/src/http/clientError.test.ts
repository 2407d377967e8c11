import { buildTestApp, type TestApp } from '../api/testApp';
import { REQUEST_HEAD_BYTES } from './clientError';
import { rawExchange } from './rawHttpTestKit';

// What Node's HTTP parser refuses never reaches a route: a head longer than the server reads, a header line
// it cannot read. Both are answered in the API's envelope with an Arabic message (not Fastify's default
// English shape), over a real socket, since app.inject does not go through the parser.

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await buildTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
});
afterAll(() => t.close());

const ARABIC = /[\u0600-\u06FF]/;

function expectEnvelope(answer: { head: string; body: string }, status: number) {
  expect(answer.head).toMatch(new RegExp(`^HTTP/1\\.1 ${status} `));
  expect(answer.head).toMatch(/\r\ncontent-type: application\/json; charset=utf-8\r\n/i);
  expect(answer.head).toMatch(/\r\naccess-control-allow-origin: \*\r\n/i);
  const body = JSON.parse(answer.body) as { result: number; message: string };
  expect(body.result).toBe(status);
  expect(body.message).toMatch(ARABIC);
  const length = /\r\ncontent-length: (\d+)/i.exec(answer.head)?.[1];
  expect(Number(length)).toBe(Buffer.byteLength(answer.body));
  return body;
}

describe('what the HTTP parser refuses', () => {
  it('answers a URL longer than the head the server reads with 431 in the envelope', async () => {
    const url = `/api/sys/ts/?pad=${'x'.repeat(REQUEST_HEAD_BYTES)}`;
    const answer = await rawExchange(port, `GET ${url} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
    expect(expectEnvelope(answer, 431).message).toBe('عنوان الطلب وترويساته أطول من المسموح');
  });

  it('answers headers longer than the head with 431 too', async () => {
    const pad = 'x'.repeat(REQUEST_HEAD_BYTES);
    const answer = await rawExchange(
      port,
      `GET /api/sys/ts/ HTTP/1.1\r\nHost: localhost\r\nX-Pad: ${pad}\r\n\r\n`,
    );
    expectEnvelope(answer, 431);
  });

  it('answers a header line it cannot read with 400 in the envelope', async () => {
    const answer = await rawExchange(
      port,
      'GET /api/sys/ts/ HTTP/1.1\r\nHost: localhost\r\nno colon here\r\n\r\n',
    );
    expect(expectEnvelope(answer, 400).message).toBe('تعذّرت قراءة ترويسات الطلب، تحقق من صيغتها');
  });

  it('reads a head just under the limit as any other request', async () => {
    const head = (pad: string) =>
      `GET /api/sys/ts/ HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\nX-Pad: ${pad}\r\n\r\n`;
    const answer = await rawExchange(port, head('x'.repeat(REQUEST_HEAD_BYTES - head('').length - 64)));
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({ result: 0 });
  });
});
