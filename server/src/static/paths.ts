import path from 'node:path';
import { REMOTE_NAMES } from '@topup/shared/domain/remoteMap';
import type { RemoteName } from '@topup/shared/domain/routes';

/** Where the built apps are: <repo>/host/dist and <repo>/remote-<name>/dist (DESIGN §3). */
export interface SiteDirs {
  host: string;
  remotes: Record<RemoteName, string>;
}

export const REPO_ROOT = path.resolve(__dirname, '../../..');

export function siteDirs(root = REPO_ROOT): SiteDirs {
  const remotes = Object.fromEntries(REMOTE_NAMES.map((n) => [n, path.join(root, `remote-${n}`, 'dist')]));
  return { host: path.join(root, 'host', 'dist'), remotes: remotes as Record<RemoteName, string> };
}
