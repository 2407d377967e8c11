import { loadRemote, registerPlugins } from '@module-federation/enhanced/runtime';
import { federationName } from '@topup/shared/domain/remoteMap';
import type { RemoteName } from '@topup/shared/domain/routes';
import { satisfiesRange } from '@topup/shared/domain/releases/compatibility';
import { type RemotePageModule } from '@topup/platform';
import { logger, remoteLoaded, store } from '@topup/platform/src/hostSide';
import { fallbackPlugin } from './fallbackPlugin';
import { integrityPlugin } from './integrityPlugin';
import { manifestHash, refreshRemote, startRemoteMap } from './remoteMap';

registerPlugins([fallbackPlugin(), integrityPlugin(manifestHash)]);

const RETRY_DELAY_MS = 400;
/**
 * Automatic retries after a failed load. Two, because a page load that failed offline leaves failed
 * preloads (remote entry, page CSS) that Chromium hands to the next request for the same URL once each.
 */
const AUTO_RETRIES = 2;
const loaded = new Map<string, RemotePageModule>();
const pending = new Map<string, Promise<RemotePageModule>>();

const keyOf = (remote: RemoteName, module: string) => `${remote}/${module.replace(/^\.\//, '')}`;

/** A module already loaded, for a render with no loading state. */
export function loadedRemotePage(remote: RemoteName, module: string): RemotePageModule | undefined {
  return loaded.get(keyOf(remote, module));
}

async function loadOnce(remote: RemoteName, module: string, fresh: boolean): Promise<RemotePageModule> {
  const chosen = fresh ? await refreshRemote(remote) : await startRemoteMap();
  // A release that needs another platform is not run; the page shows the
  // remote-failure message and its retry, and the other routes go on working
  const release = chosen[remote]?.release;
  if (release && !satisfiesRange(__APP_VERSION__, release.platform)) {
    logger.debug(
      `remote ${remote} ${release.id} needs platform ${release.platform}; this is ${__APP_VERSION__}`,
    );
    throw new Error(`remote ${remote} ${release.id} is not compatible`);
  }
  const mod = await loadRemote<RemotePageModule>(`${federationName(remote)}/${module.replace(/^\.\//, '')}`);
  if (!mod || typeof mod.default !== 'function')
    throw new Error(`remote ${remote} gave no page for ${module}`);
  return mod;
}

/**
 * Loads a remote's exposed page. First layer against failure (DESIGN §7): automatic retries of the
 * network after a short pause, with the runtime's cache of that remote cleared. A module that still fails
 * resolves to the fallback page (errorLoadRemote) and is not cached, so the user's retry loads afresh.
 */
export function loadRemotePage(remote: RemoteName, module: string, fresh = false): Promise<RemotePageModule> {
  const key = keyOf(remote, module);
  const done = loaded.get(key);
  if (done && !fresh) return Promise.resolve(done);
  const inFlight = pending.get(key);
  if (inFlight && !fresh) return inFlight;

  const failedPage = (): RemotePageModule => ({ default: () => null, failed: true });
  const attempt = async (): Promise<RemotePageModule> => {
    let mod = await loadOnce(remote, module, fresh).catch(failedPage);
    for (let retry = 0; mod.failed && retry < AUTO_RETRIES; retry += 1) {
      await new Promise((r) => setTimeout(r, RETRY_DELAY_MS));
      mod = await loadOnce(remote, module, true).catch(failedPage);
    }
    if (!mod.failed) {
      loaded.set(key, mod);
      if (mod.buildInfo) store.dispatch(remoteLoaded(mod.buildInfo));
    }
    return mod;
  };
  const p = attempt().finally(() => pending.delete(key));
  pending.set(key, p);
  return p;
}
