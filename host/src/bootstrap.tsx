import { startTransition } from 'react';
import { readParam } from '@topup/shared/domain/urlParams';
import { installViewport } from './layout/viewport';
import { applyAppContext } from './layout/appContextDom';
import { startVersionCheckAfterLoad } from './version/afterLoad';
import { startPageSource } from './remotes/pageSource';
import { routeHasHeadStart } from '@topup/shared/domain/routes';
import { appContext, bridge, device, overlays, runtimeConfig, storage } from '@topup/platform';
import {
  earlyResponsesOfPage,
  i18n,
  pkgInfo,
  refreshBackupDomains,
  rejectedApiBase,
  session,
  startAnalytics,
  startBatchEarly,
  startGetEarly,
  startServerClock,
} from '@topup/platform/src/hostSide';
import { isInAppShell } from '@topup/shared/domain/appContext';
import { nextTask } from './nextTask';

// A page of the sandbox says so once, where a developer looks (and /test says it too)
if (runtimeConfig().profile === 'sandbox')
  console.info('topup-web: sandbox configuration (the contract server, stand-in sign-in SDKs, test cards)');
void startPageSource(); // not awaited: createRoot is never held back by the remote map (DESIGN §9)
// spec 02 §4: inside the app the page's calls relay through the bridge: its relay loads now, beside the
// remote's files, not when the first call needs it (a browser never loads it)
if (isInAppShell(appContext)) bridge.preload();
applyAppContext(document.documentElement);
// spec 02 §2, §6: session_key and open_id from the app sign the user in; the key leaves the address bar
session.adoptSessionFromUrl(window);
// a ticket signs someone in before the first render (below): the page's calls wait for who it is
const ticket = readParam(location.search, location.hash, 'ticket');
// The route's first call (the top-up's init batch, the shared room) leaves now, beside the
// remote's download, and on /pay the package info that decides its channels. Where the page's early script
// already sent them (the server writes it into these routes' pages: host/src/early/), the page's own calls
// take its answers (platform/src/api/keptAnswers.ts) and there is nothing to add; elsewhere (inside the
// app, a session key in the address, a static host) the host sends them, its code loaded only then.
if (!ticket && !earlyResponsesOfPage() && routeHasHeadStart(location.pathname))
  void import(/* webpackChunkName: "on-demand-head-start" */ './routing/headStart').then(
    (m) =>
      m.startRouteHeadStart(location, {
        session,
        storage,
        device,
        startBatchEarly,
        startRoomEarly: m.firstRoomCallEarly(startGetEarly),
        pkgInfo,
      }),
    () => undefined, // the page's own calls go as always
  );
// The analytics queue, error reporting and the pay events, before anything can fail
startAnalytics({ version: __APP_VERSION__ });
// The rest in the tasks after this one (nextTask.ts): the page's first call has left, and nothing
// below is on its way
nextTask(() => {
  void refreshBackupDomains();
  // spec 02 §7: the server's clock, asked once; every time rule runs on it once it answers (serverTime.ts)
  void startServerClock();
  // spec 02 §3, §4: package info read once for every remote, and a newer website_version reloads the page
  startVersionCheckAfterLoad(window, { running: __APP_VERSION__, pkgInfo, storage });
  // the webview's gesture rules inside the app shell only (its parameters, or its bridge already there)
  installViewport(window, { appShell: isInAppShell(appContext) || bridge.available() });
  // spec 02 §7: an api_base (is_debug) that is not a full https URL is not used; the page falls back to its
  // own API host. It is said as a toast at start, the one place a developer looking at the page notices it:
  // calls no longer fail, so their error texts would never show it. /test keeps showing the refused value.
  if (rejectedApiBase !== undefined) overlays.toast(i18n.t('debug.apiBaseInvalid'));
  // spec 02 §4: a ticket from the app signs in (the first render waits for it only when nobody is signed
  // in); its code loads only when the address carries one, and a load that fails still renders the page
  if (!ticket) nextTask(render);
  else
    import(/* webpackChunkName: "page-login-ticket" */ './session/ticketStart').then(
      (m) => m.startWithTicket(window, render),
      render,
    );
});

const container = document.getElementById('root');
// The app's modules (the router, the layout, React's renderer) are evaluated only now, in a task of their
// own: in this chunk (eager), so no request more. The first render is a transition, so React renders it in
// slices and yields to the browser between them, instead of one long task that holds back every tap.
function render() {
  if (!container) return;
  void Promise.all([
    import(/* webpackMode: "eager" */ 'react-dom/client'),
    import(/* webpackMode: "eager" */ './App'),
  ]).then(([{ createRoot }, { App }]) => {
    const root = createRoot(container);
    startTransition(() => root.render(<App />));
  });
}
