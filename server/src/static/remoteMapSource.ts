import fs from 'node:fs';
import path from 'node:path';
import { defaultRemoteMap } from '@topup/shared/domain/remoteMap';
import { parseReleaseMap, type Release, type ReleaseMap } from '@topup/shared/domain/releases/releaseMap';
import { REPO_ROOT } from './paths';

// The runtime map the host reads (DESIGN §3). Read on every request, so pointing a
// remote at another release is an edit of this file (npm run release / rollback write it) with no restart
// and no host rebuild. Remotes the file does not name: the default map of the apps built into this
// repository (each remote's dist, unversioned).
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

/** The map pages get: the file's remotes, and the default for every other remote. */
export function readRemoteMap(file = remoteMapFile(), base = process.env.PUBLIC_PATH || '/'): ReleaseMap {
  return { ...parseReleaseMap(defaultRemoteMap(base)), ...readMapFile(file) };
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
