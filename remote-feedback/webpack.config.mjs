import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRemoteConfig } from '@topup/webpack-config/remote.mjs';

// the pages this remote exposes: exposes.json beside this file, read by createRemoteConfig and by the monolith
// reference (host/src/monolith/localPageSource.ts)
export default createRemoteConfig({
  dir: path.dirname(fileURLToPath(import.meta.url)),
  short: 'feedback',
  port: 3003,
  // one chunk per page: the form's code split apart (shared with the standalone entry's page) cost /feedback
  // a request and more bytes than it saved (the size report)
  splitChunks: false,
});
