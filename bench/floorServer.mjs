// The floor page's server for `npm run bench` (floor/): its built files, index.html for any other path.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';

const TYPES = { '.js': 'text/javascript', '.html': 'text/html; charset=utf-8', '.css': 'text/css' };

/** Serves `dir` on `port`; resolves with a function that stops it. */
export function serveFloor(dir, port) {
  const server = http.createServer((req, res) => {
    const name = path.basename(new URL(req.url ?? '/', 'http://floor').pathname);
    const file = path.join(dir, name && fs.existsSync(path.join(dir, name)) ? name : 'index.html');
    res.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
    fs.createReadStream(file).pipe(res);
  });
  return new Promise((resolve) => {
    server.listen(port, () => resolve(() => new Promise((done) => server.close(done))));
  });
}
