import { matchRoute } from './routes';

// Order creation answers with a url the page redirects to (spec 01 §7: card-checkout and second-provider
// channels). That url comes over the network, so the page follows it only when it leads to a payment
// provider we configured or back to this site; anything else would make the pay page an open redirect
// (or run a javascript: url).

export interface RedirectPolicy {
  /** The page's own origin, e.g. "https://pay.example.com" (http is fine for local development). */
  pageOrigin: string;
  /** Origins of the configured payment providers; only https ones count. */
  providerOrigins: readonly string[];
}

/** DESIGN §3: the sandbox gateway's hosted pages (3-D Secure challenge, redirect checkout). */
export const SANDBOX_PATH_PREFIX = '/sandbox/';

function originOf(value: string): string | null {
  try {
    const u = new URL(value);
    return u.origin === 'null' ? null : u.origin;
  } catch {
    return null;
  }
}

export function isAllowedPaymentRedirect(url: string, policy: RedirectPolicy): boolean {
  if (typeof url !== 'string' || url === '') return false;
  // backslashes, whitespace and control characters are read differently by browsers and parsers
  if (/[\\\s]/.test(url) || [...url].some((ch) => ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f))
    return false;
  // "//evil.com" keeps the page's scheme but leaves its host
  if (url.startsWith('//')) return false;
  // a scheme must be followed by "//": "https:evil.com" is parsed differently with and without a base
  if (/^[a-z][a-z0-9+.-]*:/i.test(url) && !/^[a-z][a-z0-9+.-]*:\/\//i.test(url)) return false;

  const pageOrigin = originOf(policy.pageOrigin);
  if (pageOrigin === null) return false;
  let target: URL;
  try {
    target = new URL(url, pageOrigin);
  } catch {
    return false;
  }
  if (target.username !== '' || target.password !== '') return false;

  if (target.origin === pageOrigin) {
    // back to this site: only the sandbox gateway's pages and the site's own routes
    return target.pathname.startsWith(SANDBOX_PATH_PREFIX) || matchRoute(target.pathname) !== undefined;
  }
  if (target.protocol !== 'https:') return false;
  return policy.providerOrigins.some((o) => {
    const origin = originOf(o);
    return origin !== null && origin.startsWith('https://') && origin === target.origin;
  });
}
