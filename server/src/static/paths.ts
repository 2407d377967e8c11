import path from 'node:path';
import { REMOTE_NAMES } from '@topup/shared/domain/remoteMap';
import type { RemoteName } from '@topup/shared/domain/routes';
import { releasesDirFor } from '@topup/webpack-config/release-folder';

/** Where the built apps are: <repo>/host/dist and <repo>/remote-<name>/dist (DESIGN §3). */
export interface SiteDirs {
  host: string;
  remotes: Record<RemoteName, string>;
  /** Each remote's release folders, <dir>/<release id>/ (webpack/release-folder.mjs) */
  releases: Record<RemoteName, string>;
  /**
   * 'monolith': the monolith reference (host/dist-monolith), served the same
   * way but with its own page chunks preloaded and no remote map.
   */
  kind?: SiteKind;
}

export type SiteKind = 'federated' | 'monolith';

export const REPO_ROOT = path.resolve(__dirname, '../../..');

export function siteDirs(
  root = REPO_ROOT,
  kind: SiteKind = 'federated',
  env: NodeJS.ProcessEnv = process.env,
): SiteDirs {
  const remotes = Object.fromEntries(REMOTE_NAMES.map((n) => [n, path.join(root, `remote-${n}`, 'dist')]));
  const releases = Object.fromEntries(REMOTE_NAMES.map((n) => [n, releasesDirFor(n, env, root)]));
  return {
    host: path.join(root, 'host', kind === 'monolith' ? 'dist-monolith' : 'dist'),
    remotes: remotes as Record<RemoteName, string>,
    releases: releases as Record<RemoteName, string>,
    kind,
  };
}
