import type { RemoteName } from '@topup/shared/domain/routes';
import type { ChosenReleases } from '@topup/shared/domain/releases/releaseMap';
import { type RemotePageModule } from '@topup/platform';
import { logger, remoteLoaded, store } from '@topup/platform/src/hostSide';

// The monolith reference: the same pages the remotes expose
// (remote-*/exposes.json), compiled into the host as ordinary lazy chunks. It replaces remotes/pageSource.ts
// only in the monolith build (webpack/index.mjs `monolith`), so the size report and the bench can show what
// federation itself costs per route. Chunk names `page-<remote>-<page>` let the size report find each page.

type PageImport = () => Promise<RemotePageModule>;

/** Every exposed page of every remote, keyed `<remote>/<page>` (a unit test holds it to the exposes files). */
export const LOCAL_PAGES: Readonly<Record<string, PageImport>> = {
  'pay/pay': () => import(/* webpackChunkName: "page-pay-pay" */ '../../../remote-pay/src/pages/PayPage'),
  'pay/recharge-list': () =>
    import(/* webpackChunkName: "page-pay-recharge-list" */ '../../../remote-pay/src/pages/RechargeListPage'),
  'pay/pay-step': () =>
    import(/* webpackChunkName: "page-pay-pay-step" */ '../../../remote-pay/src/pages/PayStepPage'),
  'fines/fines': () =>
    import(/* webpackChunkName: "page-fines-fines" */ '../../../remote-fines/src/pages/FinesPage'),
  'feedback/feedback': () =>
    import(
      /* webpackChunkName: "page-feedback-feedback" */ '../../../remote-feedback/src/pages/FeedbackPage'
    ),
  'feedback/feedback-success': () =>
    import(
      /* webpackChunkName: "page-feedback-feedback-success" */ '../../../remote-feedback/src/pages/FeedbackSuccessPage'
    ),
  'share/home': () =>
    import(/* webpackChunkName: "page-share-home" */ '../../../remote-share/src/pages/HomePage'),
  'share/share': () =>
    import(/* webpackChunkName: "page-share-share" */ '../../../remote-share/src/pages/SharePage'),
  'share/about': () =>
    import(/* webpackChunkName: "page-share-about" */ '../../../remote-share/src/pages/AboutPage'),
  'share/link-expired': () =>
    import(
      /* webpackChunkName: "page-share-link-expired" */ '../../../remote-share/src/pages/LinkExpiredPage'
    ),
};

const loaded = new Map<string, RemotePageModule>();
const keyOf = (remote: RemoteName, module: string) => `${remote}/${module.replace(/^\.\//, '')}`;

export function loadedRemotePage(remote: RemoteName, module: string): RemotePageModule | undefined {
  return loaded.get(keyOf(remote, module));
}

export async function loadRemotePage(remote: RemoteName, module: string): Promise<RemotePageModule> {
  const key = keyOf(remote, module);
  const done = loaded.get(key);
  if (done) return done;
  const load = LOCAL_PAGES[key];
  try {
    if (!load) throw new Error(`no local page ${key}`);
    const mod = await load();
    loaded.set(key, mod);
    if (mod.buildInfo) store.dispatch(remoteLoaded(mod.buildInfo));
    return mod;
  } catch (error) {
    logger.debug('page failed', key, error);
    return { default: () => null, failed: true };
  }
}

/** Nothing to locate: the pages are part of this build. */
export function startPageSource(): Promise<void> {
  return Promise.resolve();
}

/** No releases to choose: every page is this build's (the /test page says so). */
export function releaseChoices(): Promise<ChosenReleases> {
  return Promise.resolve({});
}
