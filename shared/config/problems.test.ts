import type { RuntimeConfig } from './runtimeConfig';
import { configProblems, serverProblems } from './problems';
import { sandboxConfig } from './sandbox';
import { readFixture } from './testFixtures';

// A production configuration that names anything of the sandbox is refused, one line per problem
// naming its key. Each rule has its own test against an otherwise valid document, so a broken rule fails
// its own test.

/** The problems of the production example after `change`. */
function problemsWith(change: (c: RuntimeConfig) => void, opts: { testMode?: boolean } = {}): string[] {
  const config = readFixture('production');
  change(config);
  return configProblems(config, opts);
}

describe('a complete production configuration', () => {
  it('has no problem (the examples in config/)', () => {
    expect(configProblems(readFixture('production'))).toEqual([]);
    expect(configProblems(readFixture('staging'))).toEqual([]);
  });

  it('may turn monitoring off and leave Adyen in test when no channel uses Adyen', () => {
    expect(
      problemsWith((c) => {
        c.monitoring = { monitorUrl: '' };
        c.pay.providers['27'] = 'frames';
        c.pay.adyenEnvironment = 'test';
        c.pay.adyenClientKey = '';
      }),
    ).toEqual([]);
  });
});

describe('the sandbox under the production profile', () => {
  it('is refused for each of its sandbox values', () => {
    const config = { ...sandboxConfig('http://localhost:8787'), profile: 'production' as const };
    expect(configProblems(config)).toEqual([
      "api.host: empty: in production the API is not the page's own origin",
      "api.testHost: empty: in production the API is not the page's own origin",
      "api.ksaHost: empty: in production the API is not the page's own origin",
      `pay.providers.23: "sandbox" is the sandbox's card provider (card numbers to the contract server)`,
      `pay.providers.27: "sandbox" is the sandbox's card provider (card numbers to the contract server)`,
      `applePay.domains.0: "localhost:8787" is a name of the sandbox's machine, not a domain registered with Apple`,
      `applePay.domains.1: "127.0.0.1:8787" is a name of the sandbox's machine, not a domain registered with Apple`,
      `applePay.merchantId: "merchant.sandbox.topup.ksa" is a placeholder, not this site's merchant id`,
      `social.facebook.sdkUrl: "/sandbox/social/facebook-sdk.js" is the contract server's stand-in SDK`,
      `social.facebook.appId: "sandbox" is the stand-in SDK's id`,
      `social.google.sdkUrl: "/sandbox/social/gsi-client.js" is the contract server's stand-in SDK`,
      `social.google.clientId: "sandbox" is the stand-in SDK's id`,
      "room.socketUrl: empty: in production the room server is not the page's own origin",
      'legal.termsHost: "https://legal.example.com" is an example address (legal.example.com is reserved, never a real host)',
      'legal.privacyUrls.kanka: "https://legal.example.com/kanka/privacy.html" is an example address (legal.example.com is reserved, never a real host)',
      'legal.privacyUrls.diwania: "https://legal.example.com/diwania/privacy.html" is an example address (legal.example.com is reserved, never a real host)',
    ]);
  });

  it('the sandbox profile itself has none, whatever it names', () => {
    const config = readFixture('production');
    config.profile = 'sandbox';
    config.api.host = 'http://anything';
    config.pay.providers['23'] = 'sandbox';
    expect(configProblems(config, { testMode: true })).toEqual([]);
  });
});

describe('production refuses', () => {
  it('a sandbox card provider', () => {
    expect(problemsWith((c) => (c.pay.providers['27'] = 'sandbox'))).toEqual([
      `pay.providers.27: "sandbox" is the sandbox's card provider (card numbers to the contract server)`,
    ]);
  });

  it('a stand-in social SDK, wherever it is served from', () => {
    expect(
      problemsWith((c) => {
        c.social.facebook.sdkUrl = '/sandbox/social/facebook-sdk.js';
        c.social.google.sdkUrl = 'https://pay.topup-prod.net/sandbox/social/gsi-client.js';
      }),
    ).toEqual([
      'social.facebook.sdkUrl: "/sandbox/social/facebook-sdk.js" is the contract server\'s stand-in SDK',
      'social.google.sdkUrl: "https://pay.topup-prod.net/sandbox/social/gsi-client.js" is the contract server\'s stand-in SDK',
    ]);
  });

  it('an SDK address that is not absolute https', () => {
    expect(
      problemsWith((c) => {
        c.social.facebook.sdkUrl = '//connect.facebook.net/ar_AR/sdk.js';
        c.social.google.sdkUrl = 'http://accounts.google.com/gsi/client';
        c.applePay.sdkUrl = '';
      }),
    ).toEqual([
      'applePay.sdkUrl: empty',
      'social.facebook.sdkUrl: "//connect.facebook.net/ar_AR/sdk.js" is not an absolute https URL',
      'social.google.sdkUrl: "http://accounts.google.com/gsi/client" is http, not https',
    ]);
  });

  it("an Apple Pay SDK that is not one version's file pinned by its sha384 hash (DESIGN §13)", () => {
    expect(
      problemsWith((c) => {
        c.applePay.sdkUrl = 'https://applepay.cdn-apple.com/jsapi/1.latest/apple-pay-sdk.js';
        c.applePay.sdkIntegrity = '';
      }),
    ).toEqual([
      'applePay.sdkUrl: "https://applepay.cdn-apple.com/jsapi/1.latest/apple-pay-sdk.js" is not one version\'s file (…/jsapi/v1.x.y/apple-pay-sdk.js), so its hash cannot pin it',
      'applePay.sdkIntegrity: "" is not Apple\'s sha384 hash',
    ]);
    expect(
      problemsWith((c) => {
        c.applePay.sdkIntegrity = 'sha256-u/9mOkmShCO0v+dqCAZFhiutJuORfzvuyM5i+676iy7m';
      }),
    ).toEqual([
      'applePay.sdkIntegrity: "sha256-u/9mOkmShCO0v+dqCAZFhiutJuORfzvuyM5i+676iy7m" is not Apple\'s sha384 hash',
    ]);
  });

  it("the stand-in's app id and client id, or none", () => {
    expect(
      problemsWith((c) => {
        c.social.facebook.appId = 'sandbox';
        c.social.google.clientId = ' ';
      }),
    ).toEqual([`social.facebook.appId: "sandbox" is the stand-in SDK's id`, 'social.google.clientId: empty']);
  });

  it("the sandbox's Apple Pay hosts and anything that is not a registered domain", () => {
    expect(
      problemsWith(
        (c) =>
          (c.applePay.domains = [
            'localhost:8787',
            '127.0.0.1:8787',
            'pay.localhost',
            'intranet',
            '10.0.0.5',
            'https://pay.topup-prod.net',
            'pay.topup-prod.net:8443',
          ]),
      ),
    ).toEqual([
      `applePay.domains.0: "localhost:8787" is a name of the sandbox's machine, not a domain registered with Apple`,
      `applePay.domains.1: "127.0.0.1:8787" is a name of the sandbox's machine, not a domain registered with Apple`,
      `applePay.domains.2: "pay.localhost" is a name of the sandbox's machine, not a domain registered with Apple`,
      `applePay.domains.3: "intranet" is a name of the sandbox's machine, not a domain registered with Apple`,
      'applePay.domains.4: "10.0.0.5" is an IP address: Apple registers domain names',
      'applePay.domains.5: "https://pay.topup-prod.net" is not a host (name or name:port, no scheme or path)',
    ]);
  });

  it.each(['', 'merchant', ' Merchant ', 'merchant.sandbox.topup.ksa'])(
    'a placeholder merchant id: %j',
    (id) => {
      const problems = problemsWith((c) => (c.applePay.merchantId = id));
      expect(problems).toHaveLength(1);
      expect(problems[0]).toMatch(/^applePay\.merchantId: .* is a placeholder, not this site's merchant id$/);
    },
  );

  it('an example address anywhere in the document', () => {
    expect(
      problemsWith((c) => {
        c.api.testHost = 'https://api.example.com';
        c.pay.redirectOrigins = ['https://3ds.example'];
        c.applePay.domains = ['pay.example.net'];
        c.room.socketUrl = 'wss://room.test/ws';
        c.monitoring.monitorUrl = 'https://example.org/report_data';
        c.legal.termsHost = 'https://legal.topup.invalid';
      }),
    ).toEqual([
      'api.testHost: "https://api.example.com" is an example address (api.example.com is reserved, never a real host)',
      'pay.redirectOrigins.0: "https://3ds.example" is an example address (3ds.example is reserved, never a real host)',
      'applePay.domains.0: "pay.example.net" is an example address (pay.example.net is reserved, never a real host)',
      'room.socketUrl: "wss://room.test/ws" is an example address (room.test is reserved, never a real host)',
      'monitoring.monitorUrl: "https://example.org/report_data" is an example address (example.org is reserved, never a real host)',
      'legal.termsHost: "https://legal.topup.invalid" is an example address (legal.topup.invalid is reserved, never a real host)',
    ]);
  });

  it('a name that merely contains "example" is not one', () => {
    expect(problemsWith((c) => (c.api.host = 'https://api.myexample.com'))).toEqual([]);
  });

  it.each(['host', 'testHost', 'ksaHost'] as const)('an empty api.%s', (key) => {
    expect(problemsWith((c) => (c.api[key] = ''))).toEqual([
      `api.${key}: empty: in production the API is not the page's own origin`,
    ]);
  });

  it('an API host on http, on this machine, or with a query', () => {
    expect(
      problemsWith((c) => {
        c.api.host = 'http://api.topup-prod.net';
        c.api.testHost = 'https://localhost:8443';
        c.api.ksaHost = 'https://api-ksa.topup-prod.net/?v=1';
      }),
    ).toEqual([
      'api.host: "http://api.topup-prod.net" is http, not https',
      'api.testHost: "https://localhost:8443" is this machine, not a server the page can reach',
      'api.ksaHost: "https://api-ksa.topup-prod.net/?v=1" has a query or fragment',
    ]);
  });

  it.each([
    ['', "room.socketUrl: empty: in production the room server is not the page's own origin"],
    ['ws://room.topup-prod.net/ws/room', 'room.socketUrl: "ws://room.topup-prod.net/ws/room" is ws, not wss'],
    ['https://room.topup-prod.net', 'room.socketUrl: "https://room.topup-prod.net" is https, not wss'],
  ])('a room socket that is not wss: %j', (url, line) => {
    expect(problemsWith((c) => (c.room.socketUrl = url))).toEqual([line]);
  });

  it('a frames channel without a public key, an adyen channel without a client key', () => {
    expect(
      problemsWith((c) => {
        c.pay.framesPublicKey = '';
        c.pay.adyenClientKey = '';
      }),
    ).toEqual([
      'pay.framesPublicKey: empty, but pay.providers.23 is "frames"',
      'pay.adyenClientKey: empty, but pay.providers.27 is "adyen"',
    ]);
  });

  it("Adyen's test environment for an adyen channel", () => {
    expect(problemsWith((c) => (c.pay.adyenEnvironment = 'test'))).toEqual([
      `pay.adyenEnvironment: "test" while pay.providers.27 is "adyen": Adyen's test environment takes no real payment`,
    ]);
  });

  it("a provider's test key, or a Checkout.com key that is not public, without showing it", () => {
    expect(
      problemsWith((c) => {
        c.pay.framesPublicKey = 'pk_sbox_abcdefghijklmnopqrstuvwx';
        c.pay.adyenClientKey = 'test_ABCDEFGHIJKLMNOPQRSTUVWXYZ012345';
      }),
    ).toEqual([
      'pay.framesPublicKey: a Checkout.com sandbox key (pk_sbox_… or pk_test_…)',
      "pay.adyenClientKey: an Adyen test client key (test_…): Adyen's test environment",
    ]);
    expect(problemsWith((c) => (c.pay.framesPublicKey = 'checkout-key'))).toEqual([
      'pay.framesPublicKey: not a Checkout.com public key (pk_…); it is shown to every page',
    ]);
    expect(problemsWith((c) => (c.pay.framesPublicKey = 'pk_test_0123'))).toHaveLength(1);
  });

  it('an Adyen client key that is neither live_… nor test_…, without showing it', () => {
    expect(problemsWith((c) => (c.pay.adyenClientKey = 'LIVE7QF2XKJH6NBPZM4RVT3YLW5C8D9E'))).toEqual([
      'pay.adyenClientKey: not an Adyen client key (live_… or test_…); it is shown to every page',
    ]);
  });

  it('an http address', () => {
    expect(
      problemsWith((c) => {
        c.monitoring.monitorUrl = 'http://monitor.topup-prod.net/report_data';
        c.legal.privacyUrls.kanka = 'http://legal.topup-prod.net/kanka/privacy.html';
      }),
    ).toEqual([
      'monitoring.monitorUrl: "http://monitor.topup-prod.net/report_data" is http, not https',
      'legal.privacyUrls.kanka: "http://legal.topup-prod.net/kanka/privacy.html" is http, not https',
    ]);
  });

  it('a redirect origin that is not an https origin', () => {
    expect(
      problemsWith(
        (c) =>
          (c.pay.redirectOrigins = [
            'http://3ds.topup-prod.net',
            'https://3ds.topup-prod.net/challenge',
            'https://3ds.topup-prod.net/',
            '3ds.topup-prod.net',
          ]),
      ),
    ).toEqual([
      'pay.redirectOrigins.0: "http://3ds.topup-prod.net" is http, not https',
      'pay.redirectOrigins.1: "https://3ds.topup-prod.net/challenge" is not an origin (https://host, nothing after)',
      'pay.redirectOrigins.2: "https://3ds.topup-prod.net/" is not an origin (https://host, nothing after)',
      'pay.redirectOrigins.3: "3ds.topup-prod.net" is not an absolute https URL',
    ]);
  });

  it('test mode', () => {
    expect(problemsWith(() => {}, { testMode: true })).toEqual([
      'test mode: on (TOPUP_TEST_MODE=1): its /__test routes and fault switch never serve production',
    ]);
  });
});

describe("the server-only section's webhook", () => {
  const hook = (teamChatWebhook: string, profile: 'sandbox' | 'production') =>
    serverProblems({ teamChatWebhook }, profile);

  it('may be none, or an https address of a real host', () => {
    expect(hook('', 'production')).toEqual([]);
    expect(hook('https://hooks.slack.com/services/T0/B0/x', 'production')).toEqual([]);
  });

  it('may be a stand-in on this machine, on http, in the sandbox', () => {
    expect(hook('http://127.0.0.1:9123/hook', 'sandbox')).toEqual([]);
    expect(hook('ftp://127.0.0.1/hook', 'sandbox')).toEqual([
      'server.teamChatWebhook: ftp, not http or https',
    ]);
  });

  it('is refused in production on http, on this machine or an example host, never showing the address', () => {
    expect(hook('http://chat.topup-prod.net/hooks/T/B', 'production')).toEqual([
      'server.teamChatWebhook: http, not https',
    ]);
    expect(hook('https://localhost:8443/hooks/T/B', 'production')).toEqual([
      'server.teamChatWebhook: localhost is this machine, not a server of the chat',
    ]);
    expect(hook('https://chat.example.com/hooks/T/B', 'production')).toEqual([
      'server.teamChatWebhook: an example address (chat.example.com is reserved, never a real host)',
    ]);
    expect(hook('hooks/T/B', 'sandbox')).toEqual([
      'server.teamChatWebhook: not an absolute URL (the value is not shown: it is a credential)',
    ]);
  });
});
