import type { PkgInfo } from '@topup/shared/contract/sys';
import { API } from '@topup/shared/contract/paths';
import { randomGrayScore } from '@topup/shared/domain/grayRelease';
import type { ApiClient } from './api';
import type { AppStorage } from './storage';

// spec 02 §3, §9: the package info (pkgInfo) holds the gray-release configuration and store links. It is
// read once per page load, retried up to 5 times; when it cannot be read every gray feature keeps its
// default (off), so a failing config call never blocks paying.

/**
 * The config channel of the package info. It repeats the contract's CONFIG_CHANNEL_PKG_INFO (a test checks
 * they agree) because importing the contract module would bring its runtime schemas into the bundle.
 */
export const PKG_INFO_CHANNEL = 'app_pkg_info';

/** spec 02 §9: package info retry 5. */
export const PKG_INFO_ATTEMPTS = 5;
const RETRY_DELAY_MS = 400;

export interface PkgInfoSource {
  /** The package info, or null when it could not be read (after the retries). */
  get(): Promise<PkgInfo | null>;
  /** Reads it again (the tab shown again asks whether a new version is out); later `get`s see this one. */
  refresh(): Promise<PkgInfo | null>;
}

function parsePayload(data: unknown): PkgInfo | null {
  if (typeof data !== 'string') return null;
  try {
    const parsed = JSON.parse(data) as { pkgInfo?: unknown };
    return parsed.pkgInfo && typeof parsed.pkgInfo === 'object' ? (parsed.pkgInfo as PkgInfo) : null;
  } catch {
    return null;
  }
}

export function createPkgInfo(
  client: Pick<ApiClient, 'postForm'>,
  wait: (ms: number) => Promise<void> = (ms) => new Promise((r) => setTimeout(r, ms)),
): PkgInfoSource {
  let pending: Promise<PkgInfo | null> | null = null;
  const load = async (): Promise<PkgInfo | null> => {
    for (let attempt = 1; attempt <= PKG_INFO_ATTEMPTS; attempt += 1) {
      const r = await client.postForm<string>(API.config.path, { channel: PKG_INFO_CHANNEL, pure: 1 });
      const info = r.result === 0 ? parsePayload(r.data) : null;
      if (info) return info;
      if (attempt < PKG_INFO_ATTEMPTS) await wait(RETRY_DELAY_MS);
    }
    return null;
  };
  const start = () => {
    const loading = load().then((info) => {
      if (!info && pending === loading) pending = null; // the next caller tries again
      return info;
    });
    pending = loading;
    return loading;
  };
  return {
    get: () => pending ?? start(),
    async refresh() {
      const before = pending;
      const info = await start();
      // a failed refresh keeps what was read before
      if (!info && before) {
        pending = before;
        return before;
      }
      return info;
    },
  };
}

/**
 * spec 02 §4, §9: the device's random score 0..99 for one gray-release test, made once and kept.
 */
export function createGrayScores(store: AppStorage, random: () => number = Math.random) {
  return (test: string): number => {
    const scores = store.get('grayScores');
    const kept = scores[test];
    if (kept !== undefined) return kept;
    const score = randomGrayScore(random);
    store.set('grayScores', { ...scores, [test]: score });
    return score;
  };
}
