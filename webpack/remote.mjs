// A remote's config: the factory plus a standalone page for `npm run dev` (the remote alone, with its own
// copy of the platform; in production the host provides it).
import path from 'node:path';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createConfig } from './index.mjs';
import { readExposes } from './exposes.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * @param {object} remote
 * @param {string} remote.dir    the remote's folder; its exposes.json lists the pages it exposes
 * @param {string} remote.short  short name: pay, fines, feedback, share (federation name topup_<short>)
 * @param {number} remote.port   dev server port
 * @param {false | object} [remote.splitChunks]  webpack's optimization.splitChunks for a small remote (false: each
 *   page one chunk); webpack's default otherwise
 */
export function createRemoteConfig({ dir, short, port, splitChunks }) {
  return createConfig({
    dir,
    splitChunks,
    name: `topup_${short}`,
    short,
    port,
    exposes: readExposes(dir),
    html: () => ({
      template: path.join(here, 'standalone.html'),
      title: `topup ${short}`,
      shellCss: fs.readFileSync(path.join(here, '../host/src/shell/shell.css'), 'utf8'),
    }),
  });
}
