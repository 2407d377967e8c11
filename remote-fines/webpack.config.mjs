import path from 'node:path';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createRemoteConfig } from '@topup/webpack-config/remote.mjs';

const dir = path.dirname(fileURLToPath(import.meta.url));

export default createRemoteConfig({
  dir,
  short: 'fines',
  port: 3002,
  // the pages this remote exposes: also read by the monolith reference (host/src/monolith/localPageSource.ts)
  exposes: JSON.parse(fs.readFileSync(path.join(dir, 'exposes.json'), 'utf8')),
});
