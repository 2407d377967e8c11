import { runtimeConfig } from '@topup/platform';
import { loadScript } from '@topup/shared/web/loadScript';
import { applePaySession } from '../applePay';
import type { ApplePaySessionClass } from './session';

// Beyond the spec: Chrome and Firefox have no ApplePaySession. Apple's Apple Pay JS SDK
// gives them one (the user pays by scanning a code with an iPhone), so where the browser has none it is
// loaded — on demand, once Apple Pay is chosen, never bundled, from Apple's CDN (its host is in the
// Content-Security-Policy follows it). Where from: the configuration's applePay.sdkUrl, one version's file,
// run only with the hash Apple publishes for it (applePay.sdkIntegrity, DESIGN §13).

/** How long the SDK may take before the page says Apple Pay is not supported here. */
export const APPLE_PAY_SDK_TIMEOUT_MS = 15_000;

let loading: Promise<ApplePaySessionClass | null> | null = null;

/**
 * The browser's own ApplePaySession, else the SDK's once it has loaded; null when it cannot load (offline,
 * blocked) or the browser cannot pay with it. A failure is forgotten, so choosing Apple Pay again retries.
 */
export function applePaySessionWithSdk(): Promise<ApplePaySessionClass | null> {
  const own = applePaySession();
  if (own) return Promise.resolve(own);
  const { sdkUrl, sdkIntegrity } = runtimeConfig().applePay;
  loading ??= loadScript(sdkUrl, {
    integrity: sdkIntegrity,
    isLoaded: () => 'ApplePaySession' in globalThis,
    timeoutMs: APPLE_PAY_SDK_TIMEOUT_MS,
  }).then(
    () => applePaySession(),
    () => {
      loading = null;
      return null;
    },
  );
  return loading;
}
