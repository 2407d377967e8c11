import { sandboxConfig } from './sandbox';
import { secretIn, secretProblems } from './secrets';
import { readFixture, readFixtureDocument } from './testFixtures';

// DESIGN §13: nothing secret reaches a browser. Each kind of secret is refused wherever it is in the browser's
// document, and none of the public values the real documents hold is taken for one.

const ADYEN_API_KEY =
  'AQEyhmfxK4LIGhZGw0m/n3Q5qf3VaY9UCJ14XWZE03G/k2NFitRvbe4N1XqH1eHaH2AksaEQjsBAQ5+ID==-Wq1x7Zdv6Rfq66wBvcn0OL2mgLNDnlJN5pE=-i1i{=)mt,xgp$;K+{';
const PEM = [
  '-----BEGIN PRIVATE KEY-----',
  'MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQC7',
  '-----END PRIVATE KEY-----',
].join('\n');

describe('what looks like a secret', () => {
  it.each([
    ['an Adyen API key', ADYEN_API_KEY, 'an Adyen API key (AQE…), not a client key (live_… or test_…)'],
    [
      'a short Adyen API key',
      'AQEthmfxKo7MbhFLw0m/n3Q5qf3V',
      'an Adyen API key (AQE…), not a client key (live_… or test_…)',
    ],
    [
      'a Checkout.com secret key',
      'sk_q3hj7lzk2m5xwv4ycd6nrt8pfa',
      'a secret or restricted API key (sk_… or rk_…), not a public key (pk_…)',
    ],
    [
      'a Checkout.com sandbox secret key',
      'sk_sbox_m73dzbpy7cf3gfd46xr4yj5xo4e',
      'a secret or restricted API key (sk_… or rk_…), not a public key (pk_…)',
    ],
    [
      'an older Checkout.com test secret key',
      'sk_test_0b9b5db6-f223-49d0-b68f-f6643dd4f808',
      'a secret or restricted API key (sk_… or rk_…), not a public key (pk_…)',
    ],
    [
      'a live secret key',
      'sk_live_51H8x2KJq0abcdEFGhijKLmn',
      'a secret or restricted API key (sk_… or rk_…), not a public key (pk_…)',
    ],
    [
      'a restricted key',
      'rk_live_51H8x2KJq0abcdEFGhijKLmn',
      'a secret or restricted API key (sk_… or rk_…), not a public key (pk_…)',
    ],
    ['a PEM private key', PEM, 'a private key (-----BEGIN … PRIVATE KEY-----)'],
    [
      'an RSA private key',
      '-----BEGIN RSA PRIVATE KEY-----\nMIIE…',
      'a private key (-----BEGIN … PRIVATE KEY-----)',
    ],
    [
      'an encrypted private key',
      '-----BEGIN ENCRYPTED PRIVATE KEY-----',
      'a private key (-----BEGIN … PRIVATE KEY-----)',
    ],
    [
      'an OpenSSH private key',
      '-----BEGIN OPENSSH PRIVATE KEY-----',
      'a private key (-----BEGIN … PRIVATE KEY-----)',
    ],
    [
      'a user and password in a URL',
      'https://ops:hunter2@monitor.topup-prod.net/report_data',
      'a URL with a user name or password in it',
    ],
    [
      'a user name alone in a URL',
      'wss://room-user@room.topup-prod.net/ws/room',
      'a URL with a user name or password in it',
    ],
    [
      'a token in the query',
      'https://monitor.topup-prod.net/report_data?token=8f2a9c',
      'a URL whose query carries a credential (token=…)',
    ],
    [
      'an access_token',
      'https://graph.topup-prod.net/v1?access_token=EAAB9',
      'a URL whose query carries a credential (access_token=…)',
    ],
    [
      'an api_key',
      'https://monitor.topup-prod.net/r?v=2&api_key=abc123',
      'a URL whose query carries a credential (api_key=…)',
    ],
    [
      'an apiKey',
      'https://monitor.topup-prod.net/r?apiKey=abc123',
      'a URL whose query carries a credential (apiKey=…)',
    ],
    ['a key', 'https://maps.topup-prod.net/js?key=AIzaSyD', 'a URL whose query carries a credential (key=…)'],
    [
      'a secret',
      'https://monitor.topup-prod.net/r?client_secret=abc123',
      'a URL whose query carries a credential (client_secret=…)',
    ],
    [
      'a signature',
      'https://files.topup-prod.net/a.js?X-Amz-Signature=9f8e',
      'a URL whose query carries a credential (X-Amz-Signature=…)',
    ],
    [
      'a sig',
      'https://prod-12.westeurope.logic.azure.com/workflows/1/triggers/manual/paths/invoke?api-version=2016-06-01&sp=%2Ftriggers&sig=Zx9',
      'a URL whose query carries a credential (sig=…)',
    ],
    [
      'an auth',
      'https://monitor.topup-prod.net/r?auth=abc',
      'a URL whose query carries a credential (auth=…)',
    ],
    [
      'a password',
      'https://monitor.topup-prod.net/r?password=abc',
      'a URL whose query carries a credential (password=…)',
    ],
    [
      'a token in the fragment',
      'https://monitor.topup-prod.net/r#access_token=abc',
      'a URL whose fragment carries a credential (access_token=…)',
    ],
    [
      'a Google Chat webhook',
      'https://chat.googleapis.com/v1/spaces/AAA/messages?key=AIza&token=Zq',
      'a URL whose query carries a credential (key=…)',
    ],
    [
      'a Slack incoming webhook',
      'https://hooks.slack.com/services/T0AB/B0CD/Xy3sZq9VfKqkLm2n',
      'an incoming-webhook URL (whoever reads it can post into the channel)',
    ],
    [
      'a Slack workflow webhook',
      'https://hooks.slack.com/workflows/T0AB/A0CD/123/Xy3s',
      'an incoming-webhook URL (whoever reads it can post into the channel)',
    ],
    [
      'a Teams webhook',
      'https://topup.webhook.office.com/webhookb2/1a2b@3c4d/IncomingWebhook/5e6f/7a8b',
      'an incoming-webhook URL (whoever reads it can post into the channel)',
    ],
    [
      'a Discord webhook',
      'https://discord.com/api/webhooks/1234567890/AbCdEfGhIjKlMnOp',
      'an incoming-webhook URL (whoever reads it can post into the channel)',
    ],
    [
      'a Mattermost webhook',
      'https://chat.topup-prod.net/hooks/T04PROD/B07ALERTS',
      'an incoming-webhook URL (whoever reads it can post into the channel)',
    ],
  ])('%s', (_kind, text, what) => {
    expect(secretIn(text)).toBe(what);
  });

  it.each([
    ['a Checkout.com public key', 'pk_q3hj7lzk2m5xwv4ycd6nrt8pfa'],
    ['a Checkout.com sandbox public key', 'pk_sbox_e2esecondconfigkey00000000'],
    ['an Adyen live client key', 'live_7QF2XKJH6NBPZM4RVT3YLW5C8D9EGSAU'],
    ['an Adyen test client key', 'test_E2ESECONDCONFIGKEY000000000'],
    ['an Apple merchant id', 'merchant.net.topup-prod.ksa'],
    ['the Apple Pay SDK', 'https://applepay.cdn-apple.com/jsapi/1.latest/apple-pay-sdk.js'],
    ['the Facebook SDK with its options', 'https://connect.facebook.net/ar_AR/sdk.js#xfbml=1&version=v19.0'],
    ['the Google client', 'https://accounts.google.com/gsi/client?hl=ar'],
    ['a Google client id', '604218873512-k3v9qe1m7t2hs8wd0fa5yc4xnbru6plg.apps.googleusercontent.com'],
    ['a public key in a query', 'https://cdn.checkout.com/js/framesv2.min.js?publicKey=pk_q3hj7lzk2m5x'],
    ['a client key in a query', 'https://checkoutshopper-live.adyen.com/sdk.js?clientKey=live_7QF2XKJH'],
    ['an empty token', 'https://monitor.topup-prod.net/r?token='],
    ['a word that holds "key"', 'https://legal.topup-prod.net/terms?keyword=fine&monkey=1'],
    ['an authuser', 'https://accounts.google.com/gsi/client?authuser=0'],
    ['a path that ends in hooks', 'https://legal.topup-prod.net/docs/hooks'],
    ['a word ending in sk_', 'https://cdn.topup-prod.net/desk_app/main.js'],
    ['an Arabic text', 'الخدمة غير متاحة حاليًا'],
    ['a word starting AQE', 'AQE'],
    ['the room socket', 'wss://room.topup-prod.net/ws/room'],
  ])('not %s', (_kind, text) => {
    expect(secretIn(text)).toBeUndefined();
  });
});

describe("the browser's document", () => {
  it('of the examples and of the sandbox holds no secret (the production file keeps its webhook server-side)', () => {
    expect(secretProblems(readFixture('production'))).toEqual([]);
    expect(secretProblems(readFixture('staging'))).toEqual([]);
    expect(secretProblems(sandboxConfig('http://localhost:8080'))).toEqual([]);
    expect(secretProblems(readFixtureDocument('production'), new Set(['server']))).toEqual([]);
    expect(secretProblems(readFixtureDocument('production'))).toEqual([
      'server.teamChatWebhook: an incoming-webhook URL (whoever reads it can post into the channel): a secret, never served to a browser (keep it on the server)',
    ]);
  });

  it('is walked whole: a secret in a list, in a key of no schema, or as the document itself, one line each', () => {
    const config = readFixture('production') as unknown as {
      pay: Record<string, unknown>;
      extra?: unknown;
    };
    config.pay.redirectOrigins = [
      'https://checkoutshopper-live.adyen.com',
      'https://3ds:pw@3ds.topup-prod.net',
    ];
    config.extra = { deep: { deeper: ['sk_live_51H8x2KJq0abcdEFGhijKLmn'] } };
    expect(secretProblems(config)).toEqual([
      'pay.redirectOrigins.1: a URL with a user name or password in it: a secret, never served to a browser (keep it on the server)',
      'extra.deep.deeper.0: a secret or restricted API key (sk_… or rk_…), not a public key (pk_…): a secret, never served to a browser (keep it on the server)',
    ]);
    expect(secretProblems(PEM)).toEqual([
      '(the document): a private key (-----BEGIN … PRIVATE KEY-----): a secret, never served to a browser (keep it on the server)',
    ]);
  });

  it('never shows the value', () => {
    const config = readFixture('production');
    config.pay.adyenClientKey = ADYEN_API_KEY;
    config.monitoring.monitorUrl = 'https://monitor.topup-prod.net/report_data?token=8f2a9c4b';
    const lines = secretProblems(config).join('\n');
    expect(lines).not.toContain('AQEyhmfx');
    expect(lines).not.toContain('8f2a9c4b');
  });
});
