import fs from 'node:fs';
import path from 'node:path';
import { releaseEntry, REMOTE_NAMES } from '@topup/shared/domain/remoteMap';
import type { RemoteName } from '@topup/shared/domain/routes';
import {
  describeChange,
  pointAt,
  promoteCanary,
  rollBack,
  type MapChange,
} from '@topup/shared/domain/releases/mapEdits';
import {
  pointedAt,
  releasesToDelete,
  KEEP_RELEASES,
  type StoredRelease,
} from '@topup/shared/domain/releases/retention';
import {
  declaredPlatform,
  isPartialRelease,
  releasesDirFor,
  writeReleaseFolder,
} from '@topup/webpack-config/release-folder';
import { siteVersion } from '@topup/webpack-config/app-version';
import { readMapFile, writeMapFile } from '../static/remoteMapSource';
import { sri } from '../static/integrity';

// Npm run release / rollback / releases. Each acts on one remote's entry of the map
// (the host and the other remotes are untouched), takes effect on the users' next load, and prints one line.

export interface ReleaseContext {
  /** the repository: remote-<name>/ and the site version's package.json */
  root: string;
  env: NodeJS.ProcessEnv;
  mapFile: string;
  /** builds one remote for production (its build also writes the release folder) */
  build(remote: RemoteName): void;
  print(line: string): void;
}

export function readRemoteName(name: string | undefined): RemoteName {
  const remote = REMOTE_NAMES.find((n) => n === name || `remote-${n}` === name);
  if (!remote) throw new Error(`which remote? one of: ${REMOTE_NAMES.join(', ')}`);
  return remote;
}

function apply(ctx: ReleaseContext, change: MapChange): MapChange {
  writeMapFile(change.map, ctx.mapFile);
  ctx.print(describeChange(change));
  return change;
}

export interface ReleaseOptions {
  /** a build made elsewhere (a CI artefact): released as it is, without building */
  dir?: string;
  /** send only this share of devices to the new release */
  canary?: number;
  /** make the running canary the current release */
  promote?: boolean;
}

/** Builds the remote (unless given a build), keeps it as a release folder and points the map at it. */
export function release(ctx: ReleaseContext, remote: RemoteName, opts: ReleaseOptions = {}): MapChange {
  const map = readMapFile(ctx.mapFile);
  if (opts.promote) return apply(ctx, promoteCanary(map, remote));
  const appDir = path.join(ctx.root, `remote-${remote}`);
  if (!opts.dir) ctx.build(remote);
  const {
    id,
    dir,
    release: record,
  } = writeReleaseFolder({
    distDir: opts.dir ?? path.join(appDir, 'dist'),
    releasesDir: releasesDirFor(remote, ctx.env, ctx.root),
    remote,
    version: siteVersion(ctx.root),
    platform: declaredPlatform(appDir),
  });
  const entry = releaseEntry(ctx.env.PUBLIC_PATH || '/', remote, id);
  // DESIGN §13: the map vouches for the release's manifest, which vouches for every file of it
  const integrity = sri(fs.readFileSync(path.join(dir, 'mf-manifest.json')));
  const target = { id, entry, ...(record.platform ? { platform: record.platform } : {}), integrity };
  return apply(ctx, pointAt(map, remote, target, opts.canary));
}

/** Points the remote back one step (ends a canary, or goes back to the release before). */
export function rollback(ctx: ReleaseContext, remote: RemoteName): MapChange {
  return apply(ctx, rollBack(readMapFile(ctx.mapFile), remote));
}

function storedReleases(dir: string): StoredRelease[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory() && !isPartialRelease(e.name))
    .map((e) => {
      const folder = path.join(dir, e.name);
      let builtAt = fs.statSync(folder).mtimeMs;
      try {
        const record = JSON.parse(fs.readFileSync(path.join(folder, 'release.json'), 'utf8')) as {
          builtAt?: unknown;
        };
        if (typeof record.builtAt === 'number') builtAt = record.builtAt;
      } catch {
        // a folder without its record: its age is the folder's
      }
      return { id: e.name, builtAt };
    });
}

/** Retention: per remote, deletes the releases beyond the newest `keep` that the map does not point at. */
export function prune(ctx: ReleaseContext, keep = KEEP_RELEASES): Record<RemoteName, string[]> {
  const map = readMapFile(ctx.mapFile);
  const out = {} as Record<RemoteName, string[]>;
  for (const remote of REMOTE_NAMES) {
    const dir = releasesDirFor(remote, ctx.env, ctx.root);
    const stored = storedReleases(dir);
    const deleted = releasesToDelete(stored, pointedAt(map, remote), keep);
    for (const id of deleted) fs.rmSync(path.join(dir, id), { recursive: true, force: true });
    out[remote] = deleted;
    ctx.print(
      `${remote}: ${stored.length - deleted.length} kept, ${deleted.length} deleted${deleted.length ? ` (${deleted.join(', ')})` : ''}`,
    );
  }
  return out;
}

/** What the map points at and which releases are kept, one line per remote. */
export function status(ctx: ReleaseContext): void {
  const map = readMapFile(ctx.mapFile);
  for (const remote of REMOTE_NAMES) {
    const r = map[remote];
    const stored = storedReleases(releasesDirFor(remote, ctx.env, ctx.root)).length;
    const canary = r?.canary ? `, canary ${r.canary.release.id} (${r.canary.percent}%)` : '';
    const back = r?.previous?.length ? `, rollback to ${r.previous[0]?.id}` : '';
    ctx.print(`${remote}: ${r?.current.id ?? 'unversioned'}${canary}${back}; ${stored} release folders`);
  }
}
