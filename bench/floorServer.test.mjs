import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { acceptedEncoding, serveFloor } from './floorServer.mjs';

// The floors are served as the contract server serves the site, or the bench compares unlike bytes: a built file
// in its copy compressed at the build (brotli 11, gzip -9), the page compressed as it is sent.

let dir;
let stop;
const PORT = 18000 + (process.pid % 1000);
const SCRIPT = `console.log(${JSON.stringify('floor '.repeat(500))});\n`;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'floor-server-'));
  fs.writeFileSync(path.join(dir, 'main.0123abcd.js'), SCRIPT);
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    `<!doctype html><title>floor</title>${'<p>x</p>'.repeat(300)}`,
  );
  stop = await serveFloor(dir, PORT);
});
afterAll(async () => {
  await stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** One GET with the given Accept-Encoding: { status, headers, body: the raw bytes }. */
function get(pathname, acceptEncoding) {
  return new Promise((resolve, reject) => {
    http
      .get({ port: PORT, path: pathname, headers: { 'accept-encoding': acceptEncoding } }, (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on('error', reject);
  });
}

describe('the floor server', () => {
  it('prefers brotli, then gzip, as the contract server does', () => {
    expect(acceptedEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(acceptedEncoding('gzip, deflate')).toBe('gzip');
    expect(acceptedEncoding('identity')).toBeUndefined();
    expect(acceptedEncoding(undefined)).toBeUndefined();
  });

  it('sends a built file compressed at brotli 11, and gzip -9 to a browser without brotli', async () => {
    const br = await get('/main.0123abcd.js', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toBe('text/javascript');
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(SCRIPT);
    const best = zlib.brotliCompressSync(SCRIPT, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } });
    expect(br.body.length).toBeLessThanOrEqual(best.length);
    const gz = await get('/main.0123abcd.js', 'gzip');
    expect(gz.body).toEqual(zlib.gzipSync(SCRIPT, { level: 9 }));
  });

  it('sends the page for any other path, compressed as it is sent, and each file as it is when nothing is accepted', async () => {
    const page = await get('/pay', 'br');
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(page.body).toString()).toContain('<title>floor</title>');
    const plain = await get('/main.0123abcd.js', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(SCRIPT);
  });
});
