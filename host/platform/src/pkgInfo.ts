import { API } from '@topup/shared/contract/paths';
import { CONFIG_CHANNEL_PKG_INFO } from '@topup/shared/contract/sysValues';
import type { PkgInfo } from '@topup/shared/contract/sys';
import { HEADER } from '@topup/shared/domain/apiResult';
import { randomGrayScore } from '@topup/shared/domain/grayRelease';
import type { ApiClient } from './api';
import type { AppStorage } from './storage';

// spec 02 §3, §9: the package info (pkgInfo) holds the gray-release configuration and store links. It is
// read through the remote-config client (remoteConfig/): kept in the browser database, asked again only
// after its fetch interval or when the tab is shown again, conditionally on its etag, retried up to 5 times
// and throttled after failures. When it cannot be had, every gray feature keeps its default (off), so a
// failing config call never blocks paying.
//
// The client and its database code are a chunk of their own, loaded after the page's load event: nothing of
// them is in the host's start-up JavaScript. Every reader waits for that chunk (a read before the load event
// waits for it); a chunk that cannot load (the connection dropped) reads nothing, and the next reader asks
// for it again. The one exception is a route that shows gray features in its first render (/pay's
// channels): the host asks for it as that route starts (readNow), and the server preloads the chunk there.
// Where the route's early script ran (host/src/early/), it has read the package info already, by the same
// client and the same database, and left its read in the page (EARLY_PKG_INFO): the page's reads take it,
// and the chunk is loaded only for a read again (the tab shown again: refresh).

/** The config channel of the package info. */
export const PKG_INFO_CHANNEL = CONFIG_CHANNEL_PKG_INFO;

/** spec 02 §9: package info retry 5. */
export const PKG_INFO_ATTEMPTS = 5;

export interface PkgInfoSource {
  /** The package info, or null when it could not be had (kept, or read after the retries). */
  get(): Promise<PkgInfo | null>;
  /** Reads it again (the tab shown again asks whether a new version is out); later `get`s see this one. */
  refresh(): Promise<PkgInfo | null>;
}

export type PkgInfoApi = Pick<ApiClient, 'postForm' | 'headers' | 'currentBase' | 'report'>;

/** Resolves in a task after the page's load event (at once outside a browser page). */
export function afterPageLoad(): Promise<void> {
  if (typeof window === 'undefined' || typeof document === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    const later = () => void setTimeout(resolve, 0);
    if (document.readyState === 'complete') later();
    else window.addEventListener('load', later, { once: true });
  });
}

/**
 * The remote-config client of the package info, from its own chunk. The early script's read of it is not
 * an answer kept for the page (host/src/early/payFlowCalls.ts): the page takes the read itself.
 */
export const importPkgInfoClient = (api: PkgInfoApi, viaBridge: () => boolean): Promise<PkgInfoSource> =>
  import(/* webpackChunkName: "after-load-remote-config" */ './remoteConfig/pkgInfoConfig').then((m) =>
    m.createPkgInfoConfig(api, { viaBridge }),
  );

/**
 * Whether the config call goes through the native bridge: inside the app shell the bridge carries the
 * site's calls (spec 02 §4). `bridgeAvailable` is the page's bridge (the early script has none: it never runs
 * in the app shell), so that the bridge's code stays out of what does not use it.
 */
export const configViaBridge =
  (api: Pick<ApiClient, 'headers'>, bridgeAvailable: () => boolean) => (): boolean =>
    bridgeAvailable() || api.headers(API.config.path)[HEADER.inBridge] === '1';

/** Where the early script leaves its read of the package info for the page (the page's global). */
export const EARLY_PKG_INFO = '__TOPUP_EARLY_PKG_INFO__';

type EarlyRead = Promise<PkgInfo | null>;

/** The early script's read of the package info in this page, if it made one. */
export const earlyPkgInfoOfPage = (): EarlyRead | undefined =>
  typeof window === 'undefined'
    ? undefined
    : (window as unknown as Record<string, EarlyRead>)[EARLY_PKG_INFO];

/** The early script leaves its read for the page (earlyPkgInfoOfPage). */
export function leaveEarlyPkgInfo(read: EarlyRead): void {
  (window as unknown as Record<string, unknown>)[EARLY_PKG_INFO] = read;
}

const NOTHING: PkgInfoSource = { get: async () => null, refresh: async () => null };

export interface PagePkgInfo extends PkgInfoSource {
  /**
   * A route whose first render shows what the package info decides (the top-up's channels) reads
   * it now, beside the route's download, instead of after the page's load event.
   */
  readNow(): void;
}

export function createPkgInfo(
  api: PkgInfoApi,
  load: (api: PkgInfoApi) => Promise<PkgInfoSource>,
  due: () => Promise<void> = afterPageLoad,
  /** The early script's read (looked up at each read: the early script may still be setting up). */
  earlyRead: () => EarlyRead | undefined = earlyPkgInfoOfPage,
): PagePkgInfo {
  let hurry = () => {};
  const hurried = new Promise<void>((resolve) => (hurry = resolve));
  let source: Promise<PkgInfoSource> | null = null;
  const client = (): Promise<PkgInfoSource> => {
    const loading = (source ??= Promise.race([due(), hurried]).then(() => load(api)));
    return loading.catch(() => {
      if (source === loading) source = null;
      return NOTHING;
    });
  };
  // this page load's read, when the early script made it; the client's own reads once it has loaded
  const get = (): Promise<PkgInfo | null> => {
    const kept = source ? undefined : earlyRead();
    return kept ? kept.catch(() => null) : client().then((c) => c.get());
  };
  return {
    get,
    refresh: () => client().then((c) => c.refresh()),
    readNow: () => {
      if (!earlyRead()) hurry();
      void get();
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
