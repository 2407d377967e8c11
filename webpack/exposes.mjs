// The pages a remote exposes are listed once, in `<remote>/exposes.json`: read by the remote's build (through
// createRemoteConfig) and by the monolith reference (host/src/monolith/localPageSource.ts, held to these
// files by its test), so the site and the monolith compile the same pages.
import fs from 'node:fs';
import path from 'node:path';

export const EXPOSES_FILE = 'exposes.json';

/** The remote's federation `exposes`: module name ("./pay") → its source file, relative to the remote. */
export function readExposes(dir) {
  const file = path.join(dir, EXPOSES_FILE);
  const exposes = JSON.parse(fs.readFileSync(file, 'utf8'));
  const isObject = typeof exposes === 'object' && exposes !== null && !Array.isArray(exposes);
  const entries = isObject ? Object.entries(exposes) : [];
  const valid =
    entries.length > 0 &&
    entries.every(([name, source]) => name.startsWith('./') && typeof source === 'string' && source !== '');
  if (!valid) throw new Error(`${file}: an object of "./<module>": "<source file>" entries, at least one`);
  return exposes;
}
