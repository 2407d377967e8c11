import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRemoteConfig } from '@topup/webpack-config/remote.mjs';

// the pages this remote exposes: exposes.json beside this file, read by createRemoteConfig and by the monolith
// reference (host/src/monolith/localPageSource.ts)
const config = createRemoteConfig({
  dir: path.dirname(fileURLToPath(import.meta.url)),
  short: 'share',
  port: 3004,
});

// This remote's pages are small, and what two of them share (the page frame, the store links, their texts)
// is too: split into a chunk of its own it costs / and /about a request and ~0.4 KB gz more than it saves
// (the size report, npm run build). Shared code is split only from 30 KB (webpack's default: 20 KB).
export default (env, argv) => {
  const built = config(env, argv);
  built.optimization = { ...built.optimization, splitChunks: { minSize: 30_000 } };
  return built;
};
