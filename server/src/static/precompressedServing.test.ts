import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { openTestSite, type TestSite } from './siteTestKit';

// A build writes its files compressed at their best beside them (webpack/precompress.mjs): the server sends the
// copy the browser accepts, brotli first, cached as the file it holds, and the file itself to a browser that
// accepts neither.

const SCRIPT = `console.log(${JSON.stringify('اشحن '.repeat(400))});\n`;
const IMMUTABLE = 'public, max-age=31536000, immutable';

let site: TestSite;
let app: FastifyInstance;

/** Writes `file` under `dir` with its .br and .gz copies, each marked so that the test knows which was sent. */
function writeBuilt(dir: string, file: string, body: string): void {
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, file), body);
  fs.writeFileSync(path.join(dir, `${file}.br`), zlib.brotliCompressSync(`${body}// br`));
  fs.writeFileSync(path.join(dir, `${file}.gz`), zlib.gzipSync(`${body}// gz`));
}

beforeEach(async () => {
  site = await openTestSite('precompressed', (dirs) => {
    writeBuilt(dirs.host, 'main.0123abcd.js', SCRIPT);
    writeBuilt(path.join(dirs.releases.pay, '1.0.334-aaaaaaaaaa'), 'remoteEntry.js', SCRIPT);
    writeBuilt(dirs.remotes.pay, 'remoteEntry.js', SCRIPT);
  });
  app = site.app;
});
afterEach(() => site.close());

const get = (url: string, acceptEncoding?: string) =>
  app.inject({ url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('a build’s precompressed files', () => {
  it('sends the brotli copy to a browser that accepts it, as JavaScript, cached a year, varying by encoding', async () => {
    const res = await get('/main.0123abcd.js', 'gzip, deflate, br, zstd');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^(?:text|application)\/javascript/);
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(`${SCRIPT}// br`);
  });

  it('sends the gzip copy to a browser that accepts only gzip, and the file itself to one that accepts neither', async () => {
    const gz = await get('/main.0123abcd.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers['cache-control']).toBe(IMMUTABLE);
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(`${SCRIPT}// gz`);
    const plain = await get('/main.0123abcd.js', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
    expect(plain.headers['cache-control']).toBe(IMMUTABLE);
  });

  it('serves a release folder’s copies cached a year, and a dist’s unhashed entry revalidated as before', async () => {
    const release = await get('/remotes/pay/releases/1.0.334-aaaaaaaaaa/remoteEntry.js', 'br');
    expect(release.headers['content-encoding']).toBe('br');
    expect(release.headers['cache-control']).toBe(IMMUTABLE);
    const entry = await get('/remotes/pay/remoteEntry.js', 'br');
    expect(entry.headers['content-encoding']).toBe('br');
    expect(entry.headers['cache-control']).toBe('no-cache');
  });
});
