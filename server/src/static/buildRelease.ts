import fs from 'node:fs';
import path from 'node:path';
import { contentId, declaredPlatform } from '@topup/webpack-config/release-folder';
import type { RemoteName } from '@topup/shared/domain/routes';
import type { SiteDirs } from './paths';

// A remote's production build is also written, unchanged, to its release folder
// <releases>/<version>-<content id>/ (webpack/release-folder.mjs), which is served immutable. The remotes the
// map file does not name get the release folder of the build in their dist, when there is one: its manifest
// and entry are then cached like every other file of it, and a return visit asks the server for none of
// them (the dist's own manifest and entry, whose names carry no hash, are revalidated on every load).

interface Known {
  stamp: string;
  id: string | null;
}

const known = new Map<string, Known>();

/**
 * What changes when the build in `dist` is rewritten (its manifest's and its entry's time and size) or a
 * release folder comes or goes (the releases folder's time).
 */
function stampOf(dist: string, releases: string): string | null {
  let folders = 'none';
  try {
    folders = String(fs.statSync(releases).mtimeMs);
  } catch {
    // no release written yet
  }
  try {
    const files = ['mf-manifest.json', 'remoteEntry.js']
      .map((f) => fs.statSync(path.join(dist, f)))
      .map((s) => `${s.mtimeMs}:${s.size}`);
    return [...files, folders].join('/');
  } catch {
    return null;
  }
}

/** The release folder holding the build in `dist`, by the build's own content id; null when there is none. */
function findRelease(name: RemoteName, dist: string, releases: string): string | null {
  let id: string;
  try {
    id = contentId(dist, declaredPlatform(path.dirname(dist)));
  } catch {
    return null; // a dist outside its app's folder (no package.json to say its range): not a build of ours
  }
  let folders: string[];
  try {
    folders = fs.readdirSync(releases).filter((f) => f.endsWith(`-${id}`));
  } catch {
    return null;
  }
  for (const folder of folders) {
    try {
      const record = JSON.parse(fs.readFileSync(path.join(releases, folder, 'release.json'), 'utf8')) as {
        remote?: unknown;
        id?: unknown;
      };
      if (record.remote === name && record.id === folder) return folder;
    } catch {
      // a folder being written, or not a release: not this build's
    }
  }
  return null;
}

/**
 * The id of the release folder that holds the build in a remote's dist (null when the build wrote none, or
 * the dist has changed since: a release folder is never rewritten). Read again only when the dist or its
 * releases change.
 */
export function buildReleaseId(name: RemoteName, dirs: SiteDirs): string | null {
  const dist = dirs.remotes[name];
  const stamp = stampOf(dist, dirs.releases[name]);
  if (stamp === null) return null;
  const kept = known.get(dist);
  if (kept?.stamp === stamp) return kept.id;
  const id = findRelease(name, dist, dirs.releases[name]);
  known.set(dist, { stamp, id });
  return id;
}
