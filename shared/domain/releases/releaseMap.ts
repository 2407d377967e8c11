import { isInGray } from '../grayRelease';
import { REMOTE_NAMES } from '../remoteMap';
import type { RemoteName } from '../routes';
import { canaryScore } from './deviceScore';

// The remote map names, per remote, the release every device gets (`current`)
// and, optionally, a newer one a percentage of devices gets (`canary`). A release is immutable: its
// folder is named by its version and build id and never rewritten, so a page that loaded it keeps
// finding its chunks after a deploy. `previous` lists the releases a rollback goes back to, newest first.

export interface Release {
  /** <version>-<build id>, the folder's name */
  id: string;
  /** the release's manifest (mf-manifest.json) URL */
  entry: string;
  /** the platform versions the release needs, e.g. ">=1.0.330 <2" (compatibility.ts) */
  platform?: string;
  /**
   * DESIGN §13: the Subresource Integrity (sha384) of the release's manifest, which names the hash of every
   * file of the release. A release without it is not loaded (fail closed).
   */
  integrity?: string;
}

/** A Subresource Integrity value of sha384 (webpack/integrity-plugin.mjs writes them). */
export const isSha384 = (value: unknown): value is string =>
  typeof value === 'string' && /^sha384-[A-Za-z0-9+/]{64}$/.test(value);

export interface RemoteReleases {
  current: Release;
  previous?: Release[];
  canary?: { release: Release; percent: number };
}

export type ReleaseMap = Partial<Record<RemoteName, RemoteReleases>>;

export type ReleaseReason = 'current' | 'canary' | 'outside-canary';

export interface ChosenRelease {
  release: Release;
  /** why this device got it: the current release (no canary), in the canary, or outside it */
  why: ReleaseReason;
  /** the device's score for this remote's canary, 0..99 (null when there is no canary) */
  score: number | null;
  /** the remote's canary, when it has one: its release and share of devices */
  canary?: { id: string; percent: number };
}

const RELEASE_ID = /^[0-9A-Za-z._-]{1,80}$/;

function readRelease(v: unknown): Release | undefined {
  if (!v || typeof v !== 'object') return undefined;
  const r = v as Record<string, unknown>;
  if (typeof r.id !== 'string' || !RELEASE_ID.test(r.id)) return undefined;
  if (typeof r.entry !== 'string' || r.entry.trim() === '') return undefined;
  const out: Release = { id: r.id, entry: r.entry.trim() };
  if (typeof r.platform === 'string' && r.platform.trim() !== '') out.platform = r.platform.trim();
  if (isSha384(r.integrity)) out.integrity = r.integrity;
  return out;
}

function readRemote(v: unknown): RemoteReleases | undefined {
  // the map of a site without releases: the remote's manifest URL alone
  if (typeof v === 'string')
    return v.trim() === '' ? undefined : { current: { id: 'unversioned', entry: v.trim() } };
  if (!v || typeof v !== 'object') return undefined;
  const r = v as Record<string, unknown>;
  const current = readRelease(r.current);
  if (!current) return undefined;
  const out: RemoteReleases = { current };
  if (Array.isArray(r.previous)) {
    const previous = r.previous.map(readRelease).filter((p): p is Release => p !== undefined);
    if (previous.length > 0) out.previous = previous;
  }
  const canary = r.canary as { release?: unknown; percent?: unknown } | undefined;
  const canaryRelease = readRelease(canary?.release);
  const percent = Number(canary?.percent);
  if (canaryRelease && Number.isFinite(percent) && percent > 0)
    out.canary = { release: canaryRelease, percent: Math.min(100, percent) };
  return out;
}

/** Keeps the known remotes whose entries read; anything else in the JSON is ignored. */
export function parseReleaseMap(json: unknown): ReleaseMap {
  const out: ReleaseMap = {};
  if (!json || typeof json !== 'object' || Array.isArray(json)) return out;
  for (const name of REMOTE_NAMES) {
    const remote = readRemote((json as Record<string, unknown>)[name]);
    if (remote) out[name] = remote;
  }
  return out;
}

/** The release of one remote this device gets, and why (the /test page says it). */
export function chooseRelease(remote: RemoteName, releases: RemoteReleases, deviceId: string): ChosenRelease {
  if (!releases.canary) return { release: releases.current, why: 'current', score: null };
  const score = canaryScore(deviceId, remote);
  const canary = { id: releases.canary.release.id, percent: releases.canary.percent };
  return isInGray({ ratio: releases.canary.percent }, null, score)
    ? { release: releases.canary.release, why: 'canary', score, canary }
    : { release: releases.current, why: 'outside-canary', score, canary };
}

export type ChosenReleases = Partial<Record<RemoteName, ChosenRelease>>;

/** The release of every remote of the map this device gets. */
export function chooseReleases(map: ReleaseMap, deviceId: string): ChosenReleases {
  const out: ChosenReleases = {};
  for (const name of REMOTE_NAMES) {
    const releases = map[name];
    if (releases) out[name] = chooseRelease(name, releases, deviceId);
  }
  return out;
}

/** What a page needs of the map (written into index.html, served as remotes.json): no rollback targets. */
export function servedMap(map: ReleaseMap): ReleaseMap {
  const out: ReleaseMap = {};
  for (const name of REMOTE_NAMES) {
    const releases = map[name];
    if (releases)
      out[name] = { current: releases.current, ...(releases.canary ? { canary: releases.canary } : {}) };
  }
  return out;
}
