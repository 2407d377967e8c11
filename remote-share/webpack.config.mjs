import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRemoteConfig } from '@topup/webpack-config/remote.mjs';

export default createRemoteConfig({
  dir: path.dirname(fileURLToPath(import.meta.url)),
  short: 'share',
  port: 3004,
  exposes: {
    './home': './src/pages/HomePage.tsx',
    './share': './src/pages/SharePage.tsx',
  },
});
