import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRemoteConfig } from '@topup/webpack-config/remote.mjs';

export default createRemoteConfig({
  dir: path.dirname(fileURLToPath(import.meta.url)),
  short: 'fines',
  port: 3002,
  exposes: { './fines': './src/pages/FinesPage.tsx' },
});
