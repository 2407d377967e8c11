import crypto from 'node:crypto';
import path from 'node:path';
import type { RemoteName } from '@topup/shared/domain/routes';
import { REMOTE_NAMES } from '@topup/shared/domain/remoteMap';
import { isSha384, type Release, type ReleaseMap } from '@topup/shared/domain/releases/releaseMap';
import { escapeAttr, readFresh, readJson } from './builtFiles';
import type { SiteDirs } from './paths';

// DESIGN §13 (PCI DSS 6.4.3): what the server writes into a page names the hash of every file it points at
// (webpack/integrity-plugin.mjs made them), and the remote map it serves gives every release's manifest its
// hash. A release the map already hashes (npm run release records it) keeps the map's value: a manifest
// changed on disk then no longer matches, and the page refuses it. A release the map names without a hash
// (a remote's plain build folder, `npm start`) gets the hash of its manifest as this server reads it.

/** The Subresource Integrity value (sha384) of some bytes. */
export const sri = (bytes: string | Buffer): string =>
  `sha384-${crypto.createHash('sha384').update(bytes).digest('base64')}`;

/** The attributes that make a preload or a script's bytes checked: its hash, and CORS so it can be. */
export const integrityAttrs = (hash: string | undefined): string =>
  hash ? ` integrity="${escapeAttr(hash)}" crossorigin="anonymous"` : '';

/** The host build's hashes (integrity.json), by file name; {} for a build that wrote none. */
export function hostIntegrity(dirs: SiteDirs): Record<string, string> {
  const value = readJson(path.join(dirs.host, 'integrity.json'));
  if (typeof value !== 'object' || value === null) return {};
  return Object.fromEntries(Object.entries(value).filter(([, v]) => isSha384(v))) as Record<string, string>;
}

/**
 * The file on this server of a manifest URL: a release's (…/remotes/<name>/releases/<id>/mf-manifest.json)
 * from its release folder, any other path on this origin from the remote's dist; null for another origin.
 */
export function localManifest(url: string, remote: RemoteName, dirs: SiteDirs): string | null {
  if (!/^(?:https?:\/\/[^/]+)?\/.*\/mf-manifest\.json$/.test(url)) return null;
  const release = url.match(/\/remotes\/([a-z]+)\/releases\/([0-9A-Za-z._-]{1,80})\/mf-manifest\.json$/);
  if (release) {
    return release[1] === remote && release[2] !== '.' && release[2] !== '..'
      ? path.join(dirs.releases[remote], release[2] as string, 'mf-manifest.json')
      : null;
  }
  return path.join(dirs.remotes[remote], 'mf-manifest.json');
}

/**
 * The release with its manifest's hash: the map's own, else that of the manifest this server serves at that
 * path (a manifest on another origin is that origin's to vouch for: the release commands record its hash).
 */
function hashed(release: Release, remote: RemoteName, dirs: SiteDirs): Release {
  if (release.integrity || /^[a-z]+:/i.test(release.entry)) return release;
  const file = localManifest(release.entry, remote, dirs);
  const text = file ? readFresh(file) : null;
  return text === null ? release : { ...release, integrity: sri(text) };
}

/** The map with every release's manifest hashed where this server can (see above). */
export function withManifestHashes(map: ReleaseMap, dirs: SiteDirs): ReleaseMap {
  const out: ReleaseMap = {};
  for (const name of REMOTE_NAMES) {
    const releases = map[name];
    if (!releases) continue;
    out[name] = {
      current: hashed(releases.current, name, dirs),
      ...(releases.previous ? { previous: releases.previous.map((r) => hashed(r, name, dirs)) } : {}),
      ...(releases.canary
        ? { canary: { ...releases.canary, release: hashed(releases.canary.release, name, dirs) } }
        : {}),
    };
  }
  return out;
}
