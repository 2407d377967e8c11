import fs from 'node:fs';
import path from 'node:path';
import { defaultRemoteMap, parseRemoteMap, type RemoteMap } from '@topup/shared/domain/remoteMap';
import { REPO_ROOT } from './paths';

// The runtime map the host reads (DESIGN §3). Read on every request, so switching a remote's version is an
// edit of this file (or of REMOTES_FILE) with no restart and no host rebuild. Without a file: the default
// map of the apps built into this repository.
export function remoteMapFile(env: NodeJS.ProcessEnv = process.env): string {
  return env.REMOTES_FILE ? path.resolve(env.REMOTES_FILE) : path.join(REPO_ROOT, 'server', 'remotes.json');
}

export function readRemoteMap(file = remoteMapFile(), base = process.env.PUBLIC_PATH || '/'): RemoteMap {
  const fallback = defaultRemoteMap(base);
  try {
    const parsed = parseRemoteMap(JSON.parse(fs.readFileSync(file, 'utf8')));
    return { ...fallback, ...parsed };
  } catch {
    return fallback;
  }
}
