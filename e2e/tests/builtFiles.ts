import fs from 'node:fs';
import zlib from 'node:zlib';

/**
 * Writes a file of a build as a build writes it: with its compressed copies beside it (webpack/precompress.mjs),
 * which the server sends in its place to a browser that accepts them. A test that changes a built file and left
 * its copies would change only what a browser accepting neither encoding receives.
 */
export function writeBuiltFile(file: string, body: string | Buffer): void {
  fs.writeFileSync(file, body);
  if (fs.existsSync(`${file}.br`)) {
    const quality = { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY };
    fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(body, { params: quality }));
  }
  if (fs.existsSync(`${file}.gz`)) fs.writeFileSync(`${file}.gz`, zlib.gzipSync(body, { level: 9 }));
}
