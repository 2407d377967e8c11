import { packageNameFromHost, type PackageName } from './apiResult';

// spec 02 §1, §2: the download buttons, the privacy policy and the terms, per flavour. The store links come
// from package info (ksa_*_url); the ludo variant has its own Apple store link; the privacy policy is the
// configured URL except for two variants with fixed ones; the terms / user agreement is a hosted document
// per flavour (the first brand's, Diwania's, and the Saudi default). The fixed URLs are ours (the spec
// names none): placeholders of the sandbox, in one place.

export type Flavour = PackageName | 'diwania';
export type Store = 'android' | 'huawei' | 'apple' | 'google';
export const STORES: readonly Store[] = ['android', 'huawei', 'apple', 'google'];

export interface StoreConfig {
  ksa_android_url: string;
  ksa_huawei_url: string;
  ksa_apple_url: string;
  ksa_google_url: string;
  ksa_private_url: string;
}

/** The ludo variant's own App Store page. */
export const LUDO_APPLE_URL = 'https://apps.apple.com/sa/app/ludo/id1000000001';
/**
 * Where the legal documents are (the environment's configuration, `legal`): the terms' host
 * ({host} of spec 02 §2) and the two variants whose privacy policy is fixed.
 */
export interface LegalConfig {
  termsHost: string;
  privacyUrls: { kanka: string; diwania: string };
}

/** The flavour this page serves, from its host name (Diwania's word first, then the API's package names). */
export function flavourFromHost(hostname: string): Flavour {
  if (hostname.toLowerCase().split(/[.-]/).includes('diwania')) return 'diwania';
  return packageNameFromHost(hostname);
}

export function storeUrl(store: Store, flavour: Flavour, config: StoreConfig): string {
  switch (store) {
    case 'apple':
      return flavour === 'ludo' ? LUDO_APPLE_URL : config.ksa_apple_url;
    case 'android':
      return config.ksa_android_url;
    case 'huawei':
      return config.ksa_huawei_url;
    case 'google':
      return config.ksa_google_url;
  }
}

export const privacyUrl = (flavour: Flavour, config: StoreConfig, legal: LegalConfig): string =>
  flavour === 'kanka' || flavour === 'diwania' ? legal.privacyUrls[flavour] : config.ksa_private_url;

/** The terms / user agreement: the first brand flavour's, Diwania's, else the Saudi default. */
export function termsUrl(flavour: Flavour, legal: LegalConfig): string {
  const doc = flavour === 'kanka' ? 'kanka' : flavour === 'diwania' ? 'diwania' : 'ksa';
  return `${legal.termsHost}/terms/${doc}.html`;
}
