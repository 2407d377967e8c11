import type { AppContext } from './appContext';
import { isInAppShell } from './appContext';

// spec 02 §7: API host selection. Android in the app shell: none (calls go through the native wrapper,
// relative paths); with is_debug, the api_base parameter or else the test host; the Saudi host for bundle
// com.sawa.ksa; otherwise the default host. api_base is honoured only together with is_debug: a link that
// could point the session key of a payment page at any host is a phishing tool, not a feature.
// The default host of a build served by the contract server is its own origin ('').

export interface ApiHosts {
  default: string;
  test: string;
  saudi: string;
}

export const SAUDI_BUNDLE_ID = 'com.sawa.ksa';

/** Plain http is allowed only for an API on the developer's own machine. */
const LOCAL_HTTP_HOSTS: ReadonlySet<string> = new Set(['localhost', '127.0.0.1']);

/**
 * spec 02 §7 api_base: a full https URL (scheme and host, optionally a path; no query, fragment or
 * credentials, which a path appended to the base would break). http only for localhost and 127.0.0.1.
 * Returns the base without trailing slashes, or undefined when it is not one: a host name without a
 * scheme, a typo or another scheme would otherwise make every call a network error that blames the
 * user's connection.
 */
export function validApiBase(raw: string): string | undefined {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return undefined;
  }
  const allowed =
    url.protocol === 'https:' || (url.protocol === 'http:' && LOCAL_HTTP_HOSTS.has(url.hostname));
  if (!allowed || url.hostname === '' || url.username || url.password || url.search || url.hash) {
    return undefined;
  }
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}

export interface ApiBaseChoice {
  /** The API base of this page. */
  base: string;
  /** An api_base (with is_debug) that was not a valid URL: ignored, shown to the developer (see validApiBase). */
  rejectedApiBase?: string;
}

/**
 * The API base, and an api_base that was refused. A refused api_base counts as absent: the page uses
 * the host it would use without it (with is_debug, the test host), so it keeps working while it says why.
 */
export function chooseApiBase(ctx: AppContext, hosts: ApiHosts): ApiBaseChoice {
  if (ctx.platform === 'android' && isInAppShell(ctx)) return { base: '' };
  if (ctx.isDebug) {
    if (ctx.apiBase === undefined) return { base: hosts.test };
    const base = validApiBase(ctx.apiBase);
    return base === undefined ? { base: hosts.test, rejectedApiBase: ctx.apiBase } : { base };
  }
  if (ctx.bundleId === SAUDI_BUNDLE_ID) return { base: hosts.saudi };
  return { base: hosts.default };
}

export function selectApiBase(ctx: AppContext, hosts: ApiHosts): string {
  return chooseApiBase(ctx, hosts).base;
}
