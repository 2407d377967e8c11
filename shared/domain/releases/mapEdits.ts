import type { RemoteName } from '../routes';
import { KEEP_RELEASES } from './retention';
import type { Release, ReleaseMap, RemoteReleases } from './releaseMap';

// The three changes the release commands make to the map, each on one remote
// only (the host and the other remotes are untouched) and each said as one line: which remote, from
// which release, to which. Rollback targets are the releases that were current before, newest first.

export interface MapChange {
  map: ReleaseMap;
  remote: RemoteName;
  /** 'current' or, for a canary, its share of devices */
  what: 'current' | { canaryPercent: number };
  from: string;
  to: string;
}

/** Rollback targets kept in the map (so retention keeps their folders): the releases before, newest first. */
const ROLLBACK_DEPTH = KEEP_RELEASES - 1;

const idOf = (r: RemoteReleases | undefined) => r?.current.id ?? 'unversioned';

function withRemote(map: ReleaseMap, remote: RemoteName, releases: RemoteReleases): ReleaseMap {
  return { ...map, [remote]: releases };
}

/**
 * Points a remote at a release: as its current release (the one before becomes the first rollback target,
 * a running canary ends), or as a canary for `canaryPercent` of devices (the current release stays).
 */
export function pointAt(
  map: ReleaseMap,
  remote: RemoteName,
  release: Release,
  canaryPercent?: number,
): MapChange {
  const before = map[remote];
  if (canaryPercent !== undefined) {
    if (!(canaryPercent > 0 && canaryPercent < 100)) throw new Error('a canary is 1 to 99 % of devices');
    if (!before || before.current.id === 'unversioned')
      throw new Error(`${remote} has no current release yet: release it before a canary`);
    if (before.current.id === release.id) throw new Error(`${release.id} is already the current release`);
    return {
      map: withRemote(map, remote, { ...before, canary: { release, percent: canaryPercent } }),
      remote,
      what: { canaryPercent },
      from: before.canary?.release.id ?? before.current.id,
      to: release.id,
    };
  }
  const previous = before
    ? [before.current, ...(before.previous ?? [])]
        .filter((r) => r.id !== release.id && r.id !== 'unversioned')
        .slice(0, ROLLBACK_DEPTH)
    : [];
  const next: RemoteReleases = { current: release, ...(previous.length > 0 ? { previous } : {}) };
  return { map: withRemote(map, remote, next), remote, what: 'current', from: idOf(before), to: release.id };
}

/** The canary becomes the current release for every device. */
export function promoteCanary(map: ReleaseMap, remote: RemoteName): MapChange {
  const canary = map[remote]?.canary;
  if (!canary) throw new Error(`${remote} has no canary to promote`);
  return pointAt(map, remote, canary.release);
}

/**
 * Back one step: a running canary ends (its devices return to the current release); otherwise the current
 * release is replaced by the one before it.
 */
export function rollBack(map: ReleaseMap, remote: RemoteName): MapChange {
  const before = map[remote];
  if (before?.canary) {
    const { canary, ...rest } = before;
    return {
      map: withRemote(map, remote, rest),
      remote,
      what: { canaryPercent: canary.percent },
      from: canary.release.id,
      to: before.current.id,
    };
  }
  const [target, ...older] = before?.previous ?? [];
  if (!before || !target) throw new Error(`${remote} has no earlier release to roll back to`);
  const next: RemoteReleases = { current: target, ...(older.length > 0 ? { previous: older } : {}) };
  return {
    map: withRemote(map, remote, next),
    remote,
    what: 'current',
    from: before.current.id,
    to: target.id,
  };
}

/** The one line a command prints. */
export function describeChange(change: MapChange): string {
  const what = change.what === 'current' ? '' : ` (canary, ${change.what.canaryPercent}% of devices)`;
  return `${change.remote}${what}: ${change.from} → ${change.to}`;
}
