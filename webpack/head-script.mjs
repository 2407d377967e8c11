// The scripts written inline into the head of index.html (host/src/shell/*.js): every page carries them
// before its first paint, so they go minified, as the build's own files do (the comments stay in the source).
import fs from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { minifySync } = require('@swc/core');

/** The minified text of a head script, its comments dropped. Throws on a script that does not parse. */
export function headScript(file) {
  const source = fs.readFileSync(file, 'utf8');
  return minifySync(source, { compress: true, mangle: true, format: { comments: false } }).code.trim();
}
