import fs from 'node:fs';
import path from 'node:path';
import { REMOTE_NAMES, defaultRemoteMap, releaseEntry } from '@topup/shared/domain/remoteMap';
import { parseReleaseMap, type Release, type ReleaseMap } from '@topup/shared/domain/releases/releaseMap';
import { buildReleaseId } from './buildRelease';
import { REPO_ROOT, type SiteDirs } from './paths';

// The runtime map the host reads (DESIGN §3). Read on every request, so pointing a
// remote at another release is an edit of this file (npm run release / rollback write it) with no restart
// and no host rebuild. Remotes the file does not name: the default map of the apps built into this
// repository (the release folder of each remote's build, else its dist, unversioned).
export function remoteMapFile(env: NodeJS.ProcessEnv = process.env): string {
  return env.REMOTES_FILE ? path.resolve(env.REMOTES_FILE) : path.join(REPO_ROOT, 'server', 'remotes.json');
}

/** The map file as written (no defaults): what the release commands edit. A missing file is an empty map. */
export function readMapFile(file = remoteMapFile()): ReleaseMap {
  try {
    return parseReleaseMap(JSON.parse(fs.readFileSync(file, 'utf8')));
  } catch {
    return {};
  }
}

/**
 * The map pages get: the file's remotes, and the default for every other remote. With the site's folders,
 * a default remote is the release folder of the build in its dist (buildRelease.ts), where it has one.
 */
export function readRemoteMap(
  file = remoteMapFile(),
  base = process.env.PUBLIC_PATH || '/',
  dirs?: SiteDirs,
): ReleaseMap {
  const defaults = parseReleaseMap(defaultRemoteMap(base));
  if (dirs)
    for (const name of REMOTE_NAMES) {
      const id = buildReleaseId(name, dirs);
      if (id !== null) defaults[name] = { current: { id, entry: releaseEntry(base, name, id) } };
    }
  return { ...defaults, ...readMapFile(file) };
}

/** Writes the map in one step (beside, then renamed): a request never reads half a file. */
export function writeMapFile(map: ReleaseMap, file = remoteMapFile()): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const staging = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(staging, `${JSON.stringify(map, null, 2)}\n`);
  fs.renameSync(staging, file);
}

/** Every release the map names (current, rollback targets, canary). */
export function mapReleases(map: ReleaseMap): Release[] {
  return Object.values(map).flatMap((r) => [
    r.current,
    ...(r.previous ?? []),
    ...(r.canary ? [r.canary.release] : []),
  ]);
}
