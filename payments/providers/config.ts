import type { ProviderId } from './types';

// Which provider serves which card channel, and their public keys: build configuration, so one code path
// runs in the sandbox and live (issue "Top-up, part 2"). Set at build time (webpack's DefinePlugin):
//   TOPUP_PAY_PROVIDERS      JSON of pay type -> provider, default {"23":"sandbox","27":"sandbox"}
//   TOPUP_FRAMES_PUBLIC_KEY  Checkout.com public key (pk_…) for "frames"
//   TOPUP_ADYEN_CLIENT_KEY   Adyen client key for "adyen"; TOPUP_ADYEN_ENVIRONMENT 'test' | 'live'
//   TOPUP_APPLE_PAY_DOMAINS  comma list of the hosts that may take Apple Pay (check_domain_payable may send
//                            the user to one of them, never elsewhere); the server reads the same variable
//   TOPUP_PAY_REDIRECT_ORIGINS  comma list of https origins an order's url may send the user to (the providers'
//                            3-D Secure and hosted checkout pages); this site's own /sandbox/ pages always may
// Each provider's hosts must also be in the server's Content-Security-Policy (TOPUP_CSP_PROVIDERS).

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

const PROVIDER_IDS: readonly ProviderId[] = ['sandbox', 'frames', 'adyen'];

export const DEFAULT_PROVIDERS: Readonly<Record<number, ProviderId>> = { 23: 'sandbox', 27: 'sandbox' };

/** Reads the provider map; anything unreadable is the sandbox default (never a channel without a provider). */
export function parseProviders(json: string): Readonly<Record<number, ProviderId>> {
  try {
    const parsed = JSON.parse(json) as unknown;
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return DEFAULT_PROVIDERS;
    const out: Record<number, ProviderId> = { ...DEFAULT_PROVIDERS };
    for (const [type, id] of Object.entries(parsed)) {
      if (/^[0-9]+$/.test(type) && PROVIDER_IDS.includes(id as ProviderId))
        out[Number(type)] = id as ProviderId;
    }
    return out;
  } catch {
    return DEFAULT_PROVIDERS;
  }
}

export const payProviderConfig: PayProviderConfig = {
  byPayType: parseProviders(process.env.TOPUP_PAY_PROVIDERS || '{}'),
  framesPublicKey: process.env.TOPUP_FRAMES_PUBLIC_KEY || '',
  adyenClientKey: process.env.TOPUP_ADYEN_CLIENT_KEY || '',
  adyenEnvironment: process.env.TOPUP_ADYEN_ENVIRONMENT === 'live' ? 'live' : 'test',
  redirectOrigins: (process.env.TOPUP_PAY_REDIRECT_ORIGINS || '')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean),
  applePayDomains: (process.env.TOPUP_APPLE_PAY_DOMAINS || '')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean),
};
