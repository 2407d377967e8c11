import type { RemoteName } from './routes';

// DESIGN §1, §3: remotes are located at run time from a JSON map (remote name -> manifest URL), so a remote
// can be redeployed, or switched between versions, without rebuilding the host.

export type RemoteMap = Partial<Record<RemoteName, string>>;

export const REMOTE_NAMES: readonly RemoteName[] = ['pay', 'fines', 'feedback', 'share'];

/** The federation container name of a remote (the `name` of its webpack config). */
export function federationName(remote: RemoteName): string {
  return `topup_${remote}`;
}

/** Keeps only known remotes with a non-empty string URL; anything else in the JSON is ignored. */
export function parseRemoteMap(json: unknown): RemoteMap {
  const out: RemoteMap = {};
  if (!json || typeof json !== 'object' || Array.isArray(json)) return out;
  const record = json as Record<string, unknown>;
  for (const name of REMOTE_NAMES) {
    const url = record[name];
    if (typeof url === 'string' && url.trim() !== '') out[name] = url.trim();
  }
  return out;
}

const withSlash = (base: string) => (base.endsWith('/') ? base : `${base}/`);

/** The default map of a site served from one origin (or one CDN base): <base>remotes/<name>/mf-manifest.json. */
export function defaultRemoteMap(base = '/'): RemoteMap {
  const b = withSlash(base);
  return Object.fromEntries(REMOTE_NAMES.map((n) => [n, `${b}remotes/${n}/mf-manifest.json`])) as RemoteMap;
}

/** The manifest of one release, <base>remotes/<name>/releases/<id>/mf-manifest.json. */
export function releaseEntry(base: string, remote: RemoteName, id: string): string {
  return `${withSlash(base)}remotes/${remote}/releases/${id}/mf-manifest.json`;
}
