import { registerRemotes } from '@module-federation/enhanced/runtime';
import { federationName, parseRemoteMap, REMOTE_NAMES, type RemoteMap } from '@topup/shared/domain/remoteMap';
import { logger } from '@topup/platform';

declare global {
  interface Window {
    /** Inlined by the server into index.html per request (DESIGN §9): no fetch before the first remote. */
    __TOPUP_REMOTES__?: unknown;
  }
}

let mapPromise: Promise<RemoteMap> | null = null;

async function fetchRemoteMap(): Promise<RemoteMap> {
  // Static hosts have no server to inline the map: read /remotes.json next to index.html.
  const res = await fetch(`${__webpack_public_path__}remotes.json`, { cache: 'no-cache' });
  if (!res.ok) throw new Error(`remotes.json: HTTP ${res.status}`);
  return parseRemoteMap(await res.json());
}

function register(map: RemoteMap, force: boolean, only?: string): void {
  const remotes = REMOTE_NAMES.filter((n) => map[n] && (!only || n === only)).map((n) => ({
    name: federationName(n),
    entry: map[n] as string,
  }));
  registerRemotes(remotes, { force });
}

/** Starts reading the remote map (inlined, or fetched); a failure is forgotten so the next call retries. */
export function startRemoteMap(): Promise<RemoteMap> {
  if (!mapPromise) {
    const inline = window.__TOPUP_REMOTES__;
    const p = inline ? Promise.resolve(parseRemoteMap(inline)) : fetchRemoteMap();
    mapPromise = p.then((map) => {
      register(map, false);
      logger.debug('remote map', map);
      return map;
    });
    mapPromise.catch(() => {
      mapPromise = null;
    });
  }
  return mapPromise;
}

/** Before a retry: forget what the runtime cached about this remote (manifest, entry) and register it again. */
export async function refreshRemote(remote: string): Promise<void> {
  const map = await startRemoteMap();
  register(map, true, remote);
}
