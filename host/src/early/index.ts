import { EARLY_RESPONSES, type EarlyResponse } from '@topup/platform/src/api/earlyResponses';
import { readParam } from '@topup/shared/domain/urlParams';
import { isInAppShell, parseAppContext } from '@topup/shared/domain/appContext';

// The early script (issue 35), written by the server into the page of a route with a head start, after the
// environment's configuration: it sends the route's first calls before the host's script has arrived. It
// leaves alone a page whose first calls the host decides otherwise: inside the app shell, or with the native
// bridge already injected (the calls go through it: platform/src/bridge/bridge.ts), and a link that signs
// someone in (a ticket, a session key in the address) first.

const { search, hash } = location;
const signsIn = readParam(search, hash, 'ticket') || readParam(search, hash, 'session_key');
if (
  globalThis.__TOPUP_CONFIG__ !== undefined &&
  typeof fetch === 'function' &&
  !signsIn &&
  !isInAppShell(parseAppContext(search, hash)) &&
  !('WebViewJavascriptBridge' in window)
) {
  const kept: EarlyResponse[] = [];
  (window as unknown as Record<string, unknown>)[EARLY_RESPONSES] = kept;
  // in this same file (eager): the import only waits for the check above, as the platform reads the
  // configuration as it loads
  void import(/* webpackMode: "eager" */ './earlyCalls').then((m) =>
    m.sendEarlyCalls(location, (url, init) => fetch(url, init), kept),
  );
}
