// The floor page's server for `npm run bench` (floor/): its built files, index.html for any other path.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';

const TYPES = { '.js': 'text/javascript', '.html': 'text/html; charset=utf-8', '.css': 'text/css' };

/** Serves `dir` on `port`; resolves with a function that stops it. */
export function serveFloor(dir, port) {
  const server = http.createServer((req, res) => {
    const name = path.basename(new URL(req.url ?? '/', 'http://floor').pathname);
    const file = path.join(dir, name && fs.existsSync(path.join(dir, name)) ? name : 'index.html');
    // compressed as the contract server answers the site, so the floor's bytes compare with the site's
    const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    res.writeHead(200, {
      'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      ...(gzip ? { 'content-encoding': 'gzip' } : {}),
    });
    const body = fs.readFileSync(file);
    res.end(gzip ? zlib.gzipSync(body) : body);
  });
  return new Promise((resolve) => {
    server.listen(port, () => resolve(() => new Promise((done) => server.close(done))));
  });
}
