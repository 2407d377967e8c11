import {
  flavourFromHost,
  LUDO_APPLE_URL,
  privacyUrl,
  storeUrl,
  termsUrl,
  type StoreConfig,
} from './storeLinks';

const config: StoreConfig = {
  ksa_android_url: 'https://play.example/android',
  ksa_huawei_url: 'https://huawei.example/app',
  ksa_apple_url: 'https://apple.example/app',
  ksa_google_url: 'https://play.example/google',
  ksa_private_url: 'https://legal.example/privacy',
};

describe('store links per platform and flavour (spec 02 §2)', () => {
  it('come from package info', () => {
    expect(storeUrl('android', 'ksa', config)).toBe(config.ksa_android_url);
    expect(storeUrl('huawei', 'ksa', config)).toBe(config.ksa_huawei_url);
    expect(storeUrl('apple', 'ksa', config)).toBe(config.ksa_apple_url);
    expect(storeUrl('google', 'are', config)).toBe(config.ksa_google_url);
  });
  it('the ludo variant has its own Apple link', () => {
    expect(storeUrl('apple', 'ludo', config)).toBe(LUDO_APPLE_URL);
    expect(storeUrl('android', 'ludo', config)).toBe(config.ksa_android_url);
  });
});

describe('flavour, privacy policy and terms', () => {
  it('reads the flavour from the host name', () => {
    expect(flavourFromHost('pay.diwania.example')).toBe('diwania');
    expect(flavourFromHost('ludo.example.com')).toBe('ludo');
    expect(flavourFromHost('topup.example.com')).toBe('ksa');
  });
  const legal = {
    termsHost: 'https://h',
    privacyUrls: { kanka: 'https://legal.test/kanka/privacy.html', diwania: 'https://d.test/privacy' },
  };
  it('privacy: the package’s, except the two variants the configuration fixes', () => {
    expect(privacyUrl('ksa', config, legal)).toBe(config.ksa_private_url);
    expect(privacyUrl('ludo', config, legal)).toBe(config.ksa_private_url);
    expect(privacyUrl('kanka', config, legal)).toBe('https://legal.test/kanka/privacy.html');
    expect(privacyUrl('diwania', config, legal)).toBe('https://d.test/privacy');
  });
  it('terms: the first brand’s, Diwania’s, else the Saudi default', () => {
    expect(termsUrl('kanka', legal)).toBe('https://h/terms/kanka.html');
    expect(termsUrl('diwania', legal)).toBe('https://h/terms/diwania.html');
    expect(termsUrl('ksa', legal)).toBe('https://h/terms/ksa.html');
    expect(termsUrl('okey', legal)).toBe('https://h/terms/ksa.html');
  });
});
