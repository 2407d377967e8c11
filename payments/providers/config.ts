import { runtimeConfig } from '@topup/platform';
import type { ProviderId } from './types';

// Which provider serves which card channel, and their public keys: the environment's configuration
// (shared/config/runtimeConfig.ts `pay` and `applePay`), read through the platform, so one build
// runs in the sandbox, staging and live. The server's Content-Security-Policy follows the same document.

export interface PayProviderConfig {
  byPayType: Readonly<Record<number, ProviderId>>;
  framesPublicKey: string;
  adyenClientKey: string;
  adyenEnvironment: 'test' | 'live';
  /** Where an order's url may lead besides this site (issue: no open redirect). */
  redirectOrigins: readonly string[];
  /** The hosts check_domain_payable may send the user to for Apple Pay. */
  applePayDomains: readonly string[];
}

/** This page's providers, from its configuration. */
export function payProviderConfig(): PayProviderConfig {
  const { pay, applePay } = runtimeConfig();
  return {
    byPayType: { 23: pay.providers['23'], 27: pay.providers['27'] },
    framesPublicKey: pay.framesPublicKey,
    adyenClientKey: pay.adyenClientKey,
    adyenEnvironment: pay.adyenEnvironment,
    redirectOrigins: pay.redirectOrigins,
    applePayDomains: applePay.domains,
  };
}
