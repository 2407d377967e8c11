import type { AppStorage, PkgInfoSource } from '@topup/platform';
import { afterContentReady } from '@topup/shared/web/afterContentReady';

// spec 02 §3, §4: the version check (versionCheck.ts) is a file of its own, asked for once the page has
// loaded and its content is ready (nothing of the first render waits for it); a file that cannot load (no
// connection) leaves the check to the next page load. The tab shown again before the file arrived is not
// lost: the check hears of it as it starts.

export function startVersionCheckAfterLoad(
  win: Window,
  app: { running: string; pkgInfo: PkgInfoSource; storage: Pick<AppStorage, 'get' | 'set'> },
): void {
  const doc = win.document;
  let onTabShown: (() => void) | null = null;
  let shownEarly = false;
  doc.addEventListener('visibilitychange', () => {
    if (onTabShown) onTabShown();
    else shownEarly = true;
  });
  const start = () =>
    import(/* webpackChunkName: "after-load-version-check" */ './versionCheck').then(
      ({ startVersionCheck }) =>
        startVersionCheck({
          running: app.running,
          pkgInfo: app.pkgInfo,
          reloadedFor: {
            get: () => app.storage.get('versionReloadedFor'),
            set: (version) => app.storage.set('versionReloadedFor', version),
          },
          page: {
            href: () => win.location.href,
            replace: (url) => win.location.replace(url),
            visible: () => doc.visibilityState === 'visible',
            onShown: (listener) => {
              onTabShown = listener;
              if (shownEarly) listener();
            },
          },
          now: Date.now,
          schedule: (run, ms) => void win.setTimeout(run, ms),
        }),
      () => undefined,
    );
  // a task after the load event and the page's content-ready, as the analytics' (nothing of it is asked for
  // or run while the page is still being built)
  afterContentReady(win, () => void start());
}
