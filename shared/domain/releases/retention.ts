import type { ReleaseMap } from './releaseMap';

// Release folders are never rewritten; a retention command removes old ones,
// keeping the newest N (default 5) of each remote and, whatever their age, every release the map points
// at — current, canary or a rollback target — since a page or a rollback may still need it.

export const KEEP_RELEASES = 5;

export interface StoredRelease {
  id: string;
  /** when it was built (ms): what "newest" means */
  builtAt: number;
}

/** The release ids of one remote the map points at. */
export function pointedAt(map: ReleaseMap, remote: keyof ReleaseMap): Set<string> {
  const r = map[remote];
  if (!r) return new Set();
  return new Set([
    r.current.id,
    ...(r.previous ?? []).map((p) => p.id),
    ...(r.canary ? [r.canary.release.id] : []),
  ]);
}

/** The releases of one remote that may be deleted: beyond the newest `keep`, and not pointed at. */
export function releasesToDelete(
  stored: readonly StoredRelease[],
  pinned: ReadonlySet<string>,
  keep: number = KEEP_RELEASES,
): string[] {
  const newestFirst = [...stored].sort((a, b) => b.builtAt - a.builtAt || b.id.localeCompare(a.id));
  return newestFirst
    .slice(Math.max(0, keep))
    .map((r) => r.id)
    .filter((id) => !pinned.has(id));
}
