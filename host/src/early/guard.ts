import { EARLY_RESPONSES, type KeptAnswer } from '@topup/platform/src/api/keptAnswers';
import { firstCallsLeftToHost } from '@topup/shared/domain/earlyCalls';

// The early scripts (pay.ts, share.ts), written by the server into the page of a route with a head
// start, after the environment's configuration: they send the route's first calls before the host's script
// has arrived. They leave alone a page whose first calls the host decides otherwise: inside the app shell,
// or with the native bridge already injected (the calls go through it: platform/src/bridge/bridge.ts), and a
// link that signs someone in (a ticket, a session key in the address) first.

/** Where the page's answers are kept, set up for the page; null when this page's calls are not ours to send. */
export function earlyAnswersOfPage(): KeptAnswer[] | null {
  const { search, hash } = location;
  if (
    globalThis.__TOPUP_CONFIG__ === undefined ||
    typeof fetch !== 'function' ||
    firstCallsLeftToHost(search, hash) ||
    'WebViewJavascriptBridge' in window
  )
    return null;
  const kept: KeptAnswer[] = [];
  (window as unknown as Record<string, unknown>)[EARLY_RESPONSES] = kept;
  return kept;
}

/** The browser's fetch, as the early calls send. */
export const browserFetch = (url: string, init: RequestInit) => fetch(url, init);
