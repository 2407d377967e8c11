// The floor page's server for `npm run bench` (floor/): its built files, index.html for any other path.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { compressedVariants, ENCODINGS, isPrecompressed, MIN_BYTES } from '../webpack/precompress.mjs';

const TYPES = { '.js': 'text/javascript', '.html': 'text/html; charset=utf-8', '.css': 'text/css' };

/** The encoding a request takes, of those we send, in the contract server's order (brotli first). */
export function acceptedEncoding(acceptEncoding) {
  const accepted = String(acceptEncoding ?? '');
  return ['br', 'gzip'].find((e) => new RegExp(`\\b${e}\\b`).test(accepted));
}

/**
 * Each file of `dir` as the contract server sends a site's: a built file in its copies compressed at the build
 * (webpack/precompress.mjs; made here, the same way, for a floor built before the build wrote them), the page
 * compressed as it is sent (brotli quality 4 or gzip, the server's compression), so that the floor's bytes
 * compare with the site's.
 */
async function readFiles(dir) {
  const files = new Map();
  for (const name of fs.readdirSync(dir)) {
    const file = path.join(dir, name);
    if (!fs.statSync(file).isFile() || /\.(?:br|gz|map)$/.test(name)) continue;
    const body = fs.readFileSync(file);
    const built = isPrecompressed(name, body.length) ? await builtCopies(file, body) : {};
    files.set(name, { body, built });
  }
  return files;
}

async function builtCopies(file, body) {
  const onDisk = Object.values(ENCODINGS).every((ext) => fs.existsSync(file + ext));
  const variants = onDisk
    ? Object.fromEntries(Object.values(ENCODINGS).map((ext) => [ext, fs.readFileSync(file + ext)]))
    : await compressedVariants(body);
  return { br: variants[ENCODINGS.br], gzip: variants[ENCODINGS.gzip] };
}

/** As the contract server compresses what it sends as it sends it (@fastify/compress's settings). */
function compressedAsSent(body, encoding) {
  if (!encoding || body.length < MIN_BYTES) return undefined;
  return encoding === 'br'
    ? zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } })
    : zlib.gzipSync(body);
}

/** Serves `dir` on `port`; resolves with a function that stops it. */
export async function serveFloor(dir, port) {
  const files = await readFiles(dir);
  const server = http.createServer((req, res) => {
    const name = path.basename(new URL(req.url ?? '/', 'http://floor').pathname);
    const file = files.get(name) ?? files.get('index.html');
    const type = TYPES[path.extname(files.has(name) ? name : 'index.html')] ?? 'application/octet-stream';
    const encoding = acceptedEncoding(req.headers['accept-encoding']);
    const body = (encoding && file.built[encoding]) ?? compressedAsSent(file.body, encoding);
    res.writeHead(200, {
      'content-type': type,
      vary: 'accept-encoding',
      ...(body ? { 'content-encoding': encoding } : {}),
    });
    res.end(body ?? file.body);
  });
  return new Promise((resolve) => {
    server.listen(port, () => resolve(() => new Promise((done) => server.close(done))));
  });
}
