import type { RuntimeConfig } from './runtimeConfig';

// The sandbox profile: what `npm start` serves when no configuration file is named — the values
// the build compiled in by default before the configuration existed. No schema library here: the server,
// the deploy check and any page may import it.

/** Where the contract server serves its stand-ins for the Facebook and Google SDKs (sandbox/social). */
export const SANDBOX_SOCIAL_SDK_URLS = {
  facebook: '/sandbox/social/facebook-sdk.js',
  google: '/sandbox/social/gsi-client.js',
} as const;

/** The app id and client id the stand-in SDKs accept. */
export const SANDBOX_SOCIAL_ID = 'sandbox';

/** The merchant identifier of the sandbox's Apple Pay (the contract server signs its merchant sessions). */
export const SANDBOX_MERCHANT_ID = 'merchant.sandbox.topup.ksa';

/**
 * Apple's Apple Pay JS SDK, for browsers without ApplePaySession (the same in every profile): one versioned
 * file, pinned by the hash Apple publishes for it in its change log (1.3.8 also mirrors its close button for
 * Arabic), so the page runs exactly these bytes (DESIGN §13). A newer version is a configuration change.
 */
export const APPLE_PAY_JS_SDK_URL = 'https://applepay.cdn-apple.com/jsapi/v1.3.8/apple-pay-sdk.js';
export const APPLE_PAY_JS_SDK_INTEGRITY =
  'sha384-u/9mOkmShCO0v+dqCAZFhiutJuORfzvuyM5i+676iy7mLSWS6rlllHrIt15f/mqH';

/** The sandbox's legal documents: placeholders, refused in production (an example.com address). */
export const SANDBOX_LEGAL: RuntimeConfig['legal'] = {
  termsHost: 'https://legal.example.com',
  privacyUrls: {
    kanka: 'https://legal.example.com/kanka/privacy.html',
    diwania: 'https://legal.example.com/diwania/privacy.html',
  },
};

/** The two names of the sandbox on one machine. */
const LOCAL_NAMES = ['localhost', '127.0.0.1'];

/**
 * The hosts that may take Apple Pay in the sandbox: both local names of the server's port (the browser tests
 * move Apple Pay from one to the other), or the origin's own host when it is served under another name.
 */
export function sandboxApplePayDomains(origin: string): string[] {
  const url = new URL(origin);
  if (!LOCAL_NAMES.includes(url.hostname)) return [url.host];
  const port = url.port ? `:${url.port}` : '';
  return LOCAL_NAMES.map((name) => `${name}${port}`);
}

/** The sandbox configuration of a contract server answering at `origin` (e.g. http://localhost:8080). */
export function sandboxConfig(origin: string): RuntimeConfig {
  return {
    profile: 'sandbox',
    // '' is the page's own origin: the contract server
    api: { host: '', testHost: '', ksaHost: '' },
    pay: {
      // card numbers tokenised by the contract server's /sandbox/v1/tokens
      providers: { '23': 'sandbox', '27': 'sandbox' },
      framesPublicKey: '',
      adyenClientKey: '',
      adyenEnvironment: 'test',
      redirectOrigins: [],
    },
    applePay: {
      domains: sandboxApplePayDomains(origin),
      sdkUrl: APPLE_PAY_JS_SDK_URL,
      sdkIntegrity: APPLE_PAY_JS_SDK_INTEGRITY,
      merchantId: SANDBOX_MERCHANT_ID,
    },
    social: {
      facebook: { sdkUrl: SANDBOX_SOCIAL_SDK_URLS.facebook, appId: SANDBOX_SOCIAL_ID },
      google: { sdkUrl: SANDBOX_SOCIAL_SDK_URLS.google, clientId: SANDBOX_SOCIAL_ID },
    },
    room: { socketUrl: '' },
    monitoring: { monitorUrl: '' },
    analytics: { transport: 'batch' },
    legal: { termsHost: SANDBOX_LEGAL.termsHost, privacyUrls: { ...SANDBOX_LEGAL.privacyUrls } },
  };
}
