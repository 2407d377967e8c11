import { registerRemotes } from '@module-federation/enhanced/runtime';
import { federationName, REMOTE_NAMES } from '@topup/shared/domain/remoteMap';
import {
  chooseReleases,
  parseReleaseMap,
  type ChosenReleases,
} from '@topup/shared/domain/releases/releaseMap';
import { deviceId, logger } from '@topup/platform/src/hostSide';

// The map names each remote's current release and maybe a canary; this device's
// release of each is chosen once, when the page starts, from its stored device id. The page keeps that
// choice for the whole visit (a retry registers the same release again; nothing reads the map twice), so a
// deploy never moves a page — or a payment in it — to another release before the next full load, and the
// chunks it has not loaded yet still come from its own release folder, which a deploy never rewrites.

declare global {
  interface Window {
    /** Inlined by the server into index.html per request (DESIGN §9): no fetch before the first remote. */
    __TOPUP_REMOTES__?: unknown;
  }
}

let choicePromise: Promise<ChosenReleases> | null = null;
/** DESIGN §13: the hash the map gives each chosen release's manifest, by its URL (integrityPlugin.ts). */
const manifestHashes = new Map<string, string>();
const absolute = (url: string) => new URL(url, document.baseURI).href;

/** The hash of a manifest this page's releases name; undefined: the map gives none, and it is not loaded. */
export const manifestHash = (url: string): string | undefined => manifestHashes.get(absolute(url));

async function fetchRemoteMap(): Promise<unknown> {
  // Static hosts have no server to inline the map: read /remotes.json next to index.html.
  const res = await fetch(`${__webpack_public_path__}remotes.json`, { cache: 'no-cache' });
  if (!res.ok) throw new Error(`remotes.json: HTTP ${res.status}`);
  return res.json();
}

function register(chosen: ChosenReleases, force: boolean, only?: string): void {
  const remotes = REMOTE_NAMES.filter((n) => chosen[n] && (!only || n === only)).map((n) => {
    const { entry, integrity } = chosen[n]?.release ?? { entry: '' };
    if (integrity) manifestHashes.set(absolute(entry), integrity);
    return { name: federationName(n), entry };
  });
  registerRemotes(remotes, { force });
}

/** Reads the map (inlined, or fetched) and chooses this page's releases; a failure is forgotten so the next call retries. */
export function startRemoteMap(): Promise<ChosenReleases> {
  if (!choicePromise) {
    const inline = window.__TOPUP_REMOTES__;
    const p = inline ? Promise.resolve(inline) : fetchRemoteMap();
    choicePromise = p.then((json) => {
      const chosen = chooseReleases(parseReleaseMap(json), deviceId());
      register(chosen, false);
      logger.debug('remote releases', chosen);
      return chosen;
    });
    choicePromise.catch(() => {
      choicePromise = null;
    });
  }
  return choicePromise;
}

/** Before a retry: forget what the runtime cached about this remote (manifest, entry) and register it again. */
export async function refreshRemote(remote: string): Promise<ChosenReleases> {
  const chosen = await startRemoteMap();
  register(chosen, true, remote);
  return chosen;
}
