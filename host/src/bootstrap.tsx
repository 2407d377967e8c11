import { createRoot } from 'react-dom/client';
import { App } from './App';
import { installViewport } from './layout/viewport';
import { applyAppContext } from './layout/appContextDom';
import { startPageSource } from './remotes/pageSource';
import { startWithTicket } from './session/ticketStart';
import { startVersionCheck } from './version/versionCheck';
import {
  appContext,
  bridge,
  i18n,
  overlays,
  pkgInfo,
  refreshBackupDomains,
  rejectedApiBase,
  session,
  startAnalytics,
  startServerClock,
  storage,
} from '@topup/platform';
import { isInAppShell } from '@topup/shared/domain/appContext';

void startPageSource(); // not awaited: createRoot is never held back by the remote map (DESIGN §9)
applyAppContext(document.documentElement);
// spec 02 §2, §6: session_key and open_id from the app sign the user in; the key leaves the address bar
session.adoptSessionFromUrl(window);
// issue "Client services": the analytics queue, error reporting and the pay events, before anything can fail
startAnalytics({ version: __APP_VERSION__ });
void refreshBackupDomains();
// spec 02 §7: the server's clock, asked once; every time rule runs on it once it answers (serverTime.ts)
void startServerClock();
// spec 02 §3, §4: package info read once here for every remote, and a newer website_version reloads the page
startVersionCheck({
  running: __APP_VERSION__,
  pkgInfo,
  reloadedFor: {
    get: () => storage.get('versionReloadedFor'),
    set: (version) => storage.set('versionReloadedFor', version),
  },
  page: {
    href: () => window.location.href,
    replace: (url) => window.location.replace(url),
    visible: () => document.visibilityState === 'visible',
    onShown: (listener) => document.addEventListener('visibilitychange', listener),
  },
  now: Date.now,
  schedule: (run, ms) => void setTimeout(run, ms),
});
// the webview's gesture rules inside the app shell only (its parameters, or its bridge already there)
installViewport(window, { appShell: isInAppShell(appContext) || bridge.available() });
// spec 02 §7: an api_base (is_debug) that is not a full https URL is not used; the page falls back to its
// own API host. It is said as a toast at start, the one place a developer looking at the page notices it:
// calls no longer fail, so their error texts would never show it. /test keeps showing the refused value.
if (rejectedApiBase !== undefined) overlays.toast(i18n.t('debug.apiBaseInvalid'));

const container = document.getElementById('root');
// spec 02 §4: a ticket from the app signs in (the first render waits for it only when nobody is signed in)
void startWithTicket(window, () => {
  if (container) createRoot(container).render(<App />);
});
