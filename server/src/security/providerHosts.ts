// The hosts each live provider needs in the Content-Security-Policy, by directive. Which providers are on
// follows the runtime configuration (configProviders.ts); the sandbox configuration turns on none.
// Sources: each provider's integration and CSP guides (Adyen Web 5.x, Checkout.com Frames v2, Apple Pay JS,
// the Facebook JavaScript SDK, Google Identity Services). Confirm against the provider when going live.

export type CspDirective =
  'script-src' | 'style-src' | 'frame-src' | 'connect-src' | 'img-src' | 'form-action';

export type ProviderHosts = Partial<Record<CspDirective, readonly string[]>>;

const ADYEN = (host: string): ProviderHosts => ({
  // @adyen/adyen-web is bundled from npm: the page loads no Adyen script, only its secured-field iframes,
  // its API calls (bin lookup, 3-D Secure method) and its brand logos
  'frame-src': [host],
  'connect-src': [host],
  'img-src': [host],
  'form-action': [host],
});

export const PROVIDER_HOSTS = {
  /** Checkout.com Frames v2, live: the framesv2 script and its card-field iframes from cdn.checkout.com. */
  checkout: {
    'script-src': ['https://cdn.checkout.com'],
    'frame-src': ['https://cdn.checkout.com'],
    'connect-src': ['https://api.checkout.com'],
    'img-src': ['https://cdn.checkout.com'],
  },
  'checkout-sandbox': {
    'script-src': ['https://cdn.checkout.com'],
    'frame-src': ['https://cdn.checkout.com'],
    'connect-src': ['https://api.sandbox.checkout.com'],
    'img-src': ['https://cdn.checkout.com'],
  },
  'adyen-live': ADYEN('https://checkoutshopper-live.adyen.com'),
  'adyen-test': ADYEN('https://checkoutshopper-test.adyen.com'),
  /**
   * 3-D Secure challenges are served by each card issuer's access control server, whose hosts no one can
   * list (Adyen's own advice is to allow them all). On whenever a card channel is served by a real provider
   * (frames or adyen, in either environment: their test challenges come from their own test servers).
   * Adds `https:` to frame-src and form-action only; script-src stays closed.
   */
  '3ds-issuers': { 'frame-src': ['https:'], 'form-action': ['https:'] },
  facebook: {
    'script-src': ['https://connect.facebook.net'],
    'frame-src': ['https://www.facebook.com', 'https://web.facebook.com'],
    'connect-src': ['https://graph.facebook.com', 'https://www.facebook.com'],
    'img-src': ['https://www.facebook.com'],
  },
  google: {
    'script-src': ['https://accounts.google.com/gsi/client'],
    'frame-src': ['https://accounts.google.com/gsi/'],
    'connect-src': ['https://accounts.google.com/gsi/'],
    'style-src': ['https://accounts.google.com/gsi/style'],
  },
} as const satisfies Record<string, ProviderHosts>;

export type ProviderId = keyof typeof PROVIDER_HOSTS;

export const PROVIDER_IDS = Object.keys(PROVIDER_HOSTS) as ProviderId[];

export const isProviderId = (id: string): id is ProviderId => Object.hasOwn(PROVIDER_HOSTS, id);
