// A remote's config: the factory plus a standalone page for `npm run dev` (the remote alone, with its own
// copy of the platform; in production the host provides it).
import path from 'node:path';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createConfig } from './index.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));

export function createRemoteConfig({ dir, short, port, exposes }) {
  return createConfig({
    dir,
    name: `topup_${short}`,
    short,
    port,
    exposes,
    html: () => ({
      template: path.join(here, 'standalone.html'),
      title: `topup ${short}`,
      shellCss: fs.readFileSync(path.join(here, '../host/src/shell/shell.css'), 'utf8'),
    }),
  });
}
