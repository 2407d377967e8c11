import type { RuntimeConfig } from '@topup/shared/config/runtimeConfig';
import { isCheckoutSandboxKey } from '@topup/shared/config/providerKeys';
import { PROVIDER_HOSTS, type ProviderId } from './providerHosts';

// The policy follows the runtime configuration — what the pages will load is what the document
// names, so nothing repeats it (TOPUP_CSP_PROVIDERS is gone).

/** An absolute http(s) URL, or undefined (a path on this origin, '' or anything else). */
function absolute(text: string): URL | undefined {
  try {
    const url = new URL(text);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The providers whose hosts the configuration's pages need:
 * - frames: Checkout.com's, live or sandbox as its public key says (Frames picks its API from the key);
 * - adyen: Adyen's live or test hosts, as adyenEnvironment says;
 * - either: any issuer's 3-D Secure challenge (3ds-issuers);
 * - facebook, google: when their SDK is loaded from its own host (absolute), not the sandbox's stand-in.
 */
export function cspProviders(config: RuntimeConfig): ProviderId[] {
  const cards = new Set(Object.values(config.pay.providers));
  const ids: ProviderId[] = [];
  if (cards.has('frames'))
    ids.push(isCheckoutSandboxKey(config.pay.framesPublicKey) ? 'checkout-sandbox' : 'checkout');
  if (cards.has('adyen')) ids.push(config.pay.adyenEnvironment === 'live' ? 'adyen-live' : 'adyen-test');
  if (cards.has('frames') || cards.has('adyen')) ids.push('3ds-issuers');
  if (absolute(config.social.facebook.sdkUrl)) ids.push('facebook');
  if (absolute(config.social.google.sdkUrl)) ids.push('google');
  return ids;
}

/** Whether a script-src source lets this URL in (an origin, a folder ending in /, or the file itself). */
const allows = (source: string, url: URL): boolean =>
  source.endsWith('/')
    ? url.href.startsWith(source)
    : [url.origin, `${url.origin}${url.pathname}`].includes(source);

/**
 * Script sources the configured SDKs need beyond their providers' table:
 * - Apple Pay JS (applePay.sdkUrl), always possible once Apple Pay is chosen: its origin. Not in the sandbox
 *   profile: its policy has always let no Apple script in, so the sandbox behaves the same offline and on
 *   line (the browser tests rely on the refusal), and a browser without Apple Pay is told it is unsupported;
 * - a Facebook or Google SDK at an address its provider's hosts do not cover: that file.
 */
export function sdkScriptSources(config: RuntimeConfig): string[] {
  const apple = config.profile === 'production' ? absolute(config.applePay.sdkUrl) : undefined;
  const social = (
    [
      [config.social.facebook.sdkUrl, PROVIDER_HOSTS.facebook['script-src']],
      [config.social.google.sdkUrl, PROVIDER_HOSTS.google['script-src']],
    ] as const
  ).flatMap(([sdkUrl, sources]) => {
    const url = absolute(sdkUrl);
    return url && !sources.some((s) => allows(s, url)) ? [`${url.origin}${url.pathname}`] : [];
  });
  return [...(apple ? [apple.origin] : []), ...social];
}
