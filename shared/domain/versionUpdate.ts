import { compareVersions } from './versionGate';

// spec 02 §4, §9: when package info's website_version is newer than the version the page runs, the page
// reloads after 1 s with a new `dt` parameter (so no cache serves the old files). Checked at start and
// whenever the tab is shown again. Never a loop: the page reloads once for an announced version; if that
// load still runs an older one (a cache, a deploy still rolling out, a server that keeps announcing), it
// stays until a newer version is announced.

export const VERSION_RELOAD_DELAY_MS = 1000;
/** The cache-busting parameter of the reload. */
export const CACHE_BUST_PARAM = 'dt';

export type VersionDecision =
  /** the page runs the announced version or a newer one (or nothing is announced) */
  | { kind: 'current' }
  /** reload for this announced version */
  | { kind: 'reload'; version: string }
  /** this version was reloaded for already and the page still runs an older one: no second reload */
  | { kind: 'alreadyTried'; version: string };

export function versionDecision(
  running: string,
  announced: string | null | undefined,
  reloadedFor: string | null,
): VersionDecision {
  const version = (announced ?? '').trim();
  if (!version || compareVersions(version, running) <= 0) return { kind: 'current' };
  return reloadedFor === version ? { kind: 'alreadyTried', version } : { kind: 'reload', version };
}

/** The same address with `dt` set to `now` (replacing an earlier one), path, other parameters and hash kept. */
export function cacheBustedUrl(href: string, now: number): string {
  const url = new URL(href);
  url.searchParams.set(CACHE_BUST_PARAM, String(now));
  return url.toString();
}
