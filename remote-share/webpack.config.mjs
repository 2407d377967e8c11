import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRemoteConfig } from '@topup/webpack-config/remote.mjs';

// the pages this remote exposes: exposes.json beside this file, read by createRemoteConfig and by the monolith
// reference (host/src/monolith/localPageSource.ts)
export default createRemoteConfig({
  dir: path.dirname(fileURLToPath(import.meta.url)),
  short: 'share',
  port: 3004,
  // its pages are small, and so is what two of them share (the page frame, the store links, their texts):
  // split into a chunk of its own it cost / and /about a request and 0.4 KB gz more than it saved (the size
  // report), so shared code is split only from 30 KB (webpack's default: 20 KB). Not at all (false) made
  // /share.html 1.1 KB heavier.
  splitChunks: { minSize: 30_000 },
});
