import type { ApplePayConfig } from '../contract/sys';

// spec 01 §8, §9 and README "Paying": which Apple Pay JS version a session is created with, and the
// payment request it is given (from package info, with the spec's defaults).

/** The newest Apple Pay JS version the page is written for. */
export const APPLE_PAY_MAX_VERSION = 14;
/** Saudi mada cards need Apple Pay JS 5 or later. */
export const MADA_MIN_VERSION = 5;
/** `top-up` as the button's type needs Apple Pay JS 12 or later (older sessions show `plain`). */
export const TOP_UP_BUTTON_MIN_VERSION = 12;

/** spec 01 §9: networks and capabilities when the configuration names none. */
export const DEFAULT_NETWORKS = ['visa', 'masterCard', 'chinaUnionPay'] as const;
export const DEFAULT_CAPABILITIES = [
  'supports3DS',
  'supportsDebit',
  'supportsCredit',
  'supportsEMV',
] as const;

/**
 * The highest version ≤ 14 the browser supports, trying downwards; null when it supports none (an
 * ApplePaySession that answers no to every version cannot be created).
 */
export function negotiateVersion(supportsVersion: (version: number) => boolean): number | null {
  for (let v = APPLE_PAY_MAX_VERSION; v >= 1; v -= 1) {
    try {
      if (supportsVersion(v)) return v;
    } catch {
      // a browser that throws for a version it does not know: try the next lower one
    }
  }
  return null;
}

export interface ApplePayPaymentRequestLike {
  countryCode: string;
  currencyCode: string;
  supportedNetworks: string[];
  merchantCapabilities: string[];
  total: { label: string; amount: string; type: 'final' };
}

/** Names as Apple Pay JS spells them ("mastercard" in a config is "masterCard"). */
const NETWORK_NAMES: Readonly<Record<string, string>> = {
  mastercard: 'masterCard',
  chinaunionpay: 'chinaUnionPay',
  amex: 'amex',
  visa: 'visa',
  mada: 'mada',
};

function networksFor(configured: readonly string[] | undefined, version: number): string[] {
  const source = configured && configured.length > 0 ? configured : DEFAULT_NETWORKS;
  const named = source.map((n) => NETWORK_NAMES[n.toLowerCase()] ?? n);
  // mada is named explicitly when the configuration lists it, and only where the version knows it
  const usable = named.filter((n) => n !== 'mada' || version >= MADA_MIN_VERSION);
  return [...new Set(usable)];
}

/**
 * The request of one payment: country, currency, networks and capabilities from the channel's
 * configuration (applepay_config, or adyen_applepay_config for the Adyen types), the total in the
 * currency's two decimals, labelled with the merchant's name.
 */
export function applePayRequest(
  config: ApplePayConfig | undefined,
  payment: { amount: number; label: string },
  version: number,
): ApplePayPaymentRequestLike {
  const capabilities =
    config?.merchantCapabilities && config.merchantCapabilities.length > 0
      ? [...config.merchantCapabilities]
      : [...DEFAULT_CAPABILITIES];
  return {
    countryCode: config?.countryCode || 'SA',
    currencyCode: config?.currencyCode || 'USD',
    supportedNetworks: networksFor(config?.supportedNetworks, version),
    merchantCapabilities: capabilities,
    total: { label: payment.label, amount: payment.amount.toFixed(2), type: 'final' },
  };
}

/** Apple's button type for this session version. */
export const applePayButtonType = (version: number): 'top-up' | 'plain' =>
  version >= TOP_UP_BUTTON_MIN_VERSION ? 'top-up' : 'plain';

/**
 * The Apple Pay types served by Adyen, the third provider (its card is the "adyen" gray-release card):
 * their merchant session comes from adyen_apple_pay_session_data, their token goes to adyen_verify_pay,
 * and their payment request from adyen_applepay_config.
 */
export const ADYEN_APPLE_PAY_TYPES: readonly number[] = [26];
export const isAdyenApplePayType = (payType: number): boolean => ADYEN_APPLE_PAY_TYPES.includes(payType);

// spec 01 §9 and spec 02 §4, §9: the Apple Pay limits.
/** adyen_apple_pay_session_data: 2 attempts within 15 s overall. */
export const SESSION_DATA_ATTEMPTS = 2;
export const SESSION_DATA_TIMEOUT_MS = 15_000;
/** Merchant validation for the provider that needs retries: up to 3. */
export const MERCHANT_VALIDATION_ATTEMPTS = 3;
/** A pending verdict is asked again every 500 ms, 100 times at most (a budget shared by the whole flow). */
export const APPLE_PAY_POLL_MS = 500;
export const APPLE_PAY_POLL_TRIES = 100;
