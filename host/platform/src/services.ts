import type { ServerTime } from '@topup/shared/contract/sys';
import { API } from '@topup/shared/contract/paths';
import { createApiClient, createBatch, type ApiClient, type BatchCall, type Params } from './api';
import { batchAhead } from './api/batch';
import { earlyResponsesOfPage, keptAnswers } from './api/keptAnswers';
import { pageCallDeps } from './api/pageCallDeps';
import { bridge } from './bridge';
import { logger } from './context';
import { session } from './session';
import { createSessionUserLoader } from './session/sessionUser';
import { storage } from './storage';
import { configViaBridge, createGrayScores, createPkgInfo, importPkgInfoClient } from './pkgInfo';
import { serverClock } from './serverTime';

// The one API client of the site (spec 02 §7), wired to the platform's storage, device ids, session and
// bridge. Remotes reach the network only through `api` and `batch` (DESIGN §1).

const client = createApiClient({
  ...pageCallDeps,
  bridge,
  // spec 02 §4: awaited by the first call, in the app shell only (a browser page never gets a bridge)
  ready: () => bridge.ready(),
  backup: {
    list: () => [...storage.get('backupApiList')],
    remember: (base) => storage.set('lastApiBase', base),
    remembered: pageCallDeps.backup.remembered,
  },
  // the route's first calls, asked ahead of the page by its early script or by the host (api/keptAnswers.ts)
  kept: keptAnswers(earlyResponsesOfPage() ?? []),
  // the global error handler (spec 02 §8): every nonzero result of every call, with its path and params
  onError: (e) => logger.debug('api error', e),
});

export const api: ApiClient = client;
export const batch = createBatch(api);

/** The host sends the route's first GET as the page starts; the page's identical first GET of it takes it. */
export const startGetEarly = (path: string, params?: Params): void =>
  client.ahead({ method: 'GET', path, params });

/** The host sends the route's first batch as the page starts; the page's identical first batch takes it. */
export const startBatchEarly = (calls: readonly BatchCall[]): void => batchAhead(client, calls);

/** The package info of this page load (gray-release configuration, store links). */
export const pkgInfo = createPkgInfo(api, (a) =>
  importPkgInfoClient(
    a,
    configViaBridge(a, () => bridge.available()),
  ),
);

/** This device's gray-release score 0..99 for a test (spec 02 §4). */
export const grayScore = createGrayScores(storage);

/** Reads the backup domains while the primary works, so a later network failure has somewhere to go. */
export async function refreshBackupDomains(): Promise<void> {
  const r = await api.get<string>(API.backupDomains.path);
  if (r.result !== 0 || typeof r.data !== 'string') return;
  try {
    const parsed = JSON.parse(r.data) as { domains?: unknown };
    const domains = Array.isArray(parsed.domains)
      ? parsed.domains.filter((d): d is string => typeof d === 'string')
      : [];
    storage.set('backupApiList', domains);
  } catch {
    logger.debug('backup domains: unreadable answer');
  }
}

/** The logged-in user behind the session key (get_pay_user_info), read once when only the key is known. */
export const loadSessionUser = createSessionUserLoader(api, session);

let serverTimeAsked: Promise<number> | null = null;

/** spec 02 §7: the server's clock is asked once per page load (the host's start); later calls share it. */
export function startServerClock(): Promise<number> {
  serverTimeAsked ??= serverClock.measure(() => api.get<ServerTime>(API.serverTime.path));
  return serverTimeAsked;
}
