import type { RuntimeConfig } from '@topup/shared/config/runtimeConfig';
import { sandboxConfig } from '@topup/shared/config/sandbox';
import { readFixture } from '@topup/shared/config/testFixtures';
import { buildCsp, inlineHashes, reportingEndpoints } from './csp';
import { securityConfigFor, type SecurityConfig } from './securityConfig';

const sandbox: SecurityConfig = securityConfigFor(sandboxConfig('http://localhost:8080'), {});

/** The policy of the sandbox configuration after `change`, with no variable set. */
function policyWith(change: (c: RuntimeConfig) => void, env: NodeJS.ProcessEnv = {}): Map<string, string[]> {
  const config = sandboxConfig('http://localhost:8080');
  change(config);
  return parse(buildCsp(securityConfigFor(config, env), { nonce: 'n' }));
}

/** The policy as a map of directive -> sources. */
function parse(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((d) => {
      const [name = '', ...sources] = d.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

describe('Content-Security-Policy', () => {
  it('allows only this origin and the nonce in the sandbox configuration', () => {
    const p = parse(buildCsp(sandbox, { nonce: 'abc123' }));
    expect(p.get('default-src')).toEqual(["'self'"]);
    expect(p.get('script-src')).toEqual(["'self'", "'nonce-abc123'"]);
    expect(p.get('style-src')).toEqual(["'self'", "'nonce-abc123'"]);
    expect(p.get('img-src')).toEqual(["'self'", 'data:']);
    expect(p.get('connect-src')).toEqual(["'self'"]);
    expect(p.get('frame-src')).toEqual(["'self'"]);
    expect(p.get('form-action')).toEqual(["'self'"]);
    expect(p.get('frame-ancestors')).toEqual(["'self'"]);
    expect(p.get('object-src')).toEqual(["'none'"]);
    expect(p.get('base-uri')).toEqual(["'none'"]);
  });

  it('never allows inline or eval script outside npm run dev, whatever the configuration', () => {
    const everything = securityConfigFor(readFixture('production'), {
      PUBLIC_PATH: 'https://cdn.topup-prod.net/topup/',
    });
    for (const opts of [{}, { nonce: 'n' }, { hashes: { script: ["'sha256-x'"], style: [] } }]) {
      const p = parse(buildCsp(everything, opts));
      for (const d of ['script-src', 'style-src']) {
        expect(p.get(d)).not.toContain("'unsafe-inline'");
        expect(p.get(d)).not.toContain("'unsafe-eval'");
      }
      expect(p.get('script-src')).not.toContain('https:');
    }
  });

  it('adds a configured provider to exactly the directives it documents', () => {
    const p = policyWith((c) => {
      c.pay.providers['23'] = 'frames';
      c.pay.framesPublicKey = 'pk_q3hj7lzk2m5xwv4ycd6nrt8pfa';
      c.social.google.sdkUrl = 'https://accounts.google.com/gsi/client';
    });
    expect(p.get('script-src')).toEqual([
      "'self'",
      "'nonce-n'",
      'https://cdn.checkout.com',
      'https://accounts.google.com/gsi/client',
    ]);
    expect(p.get('frame-src')).toEqual([
      "'self'",
      'https://cdn.checkout.com',
      'https:',
      'https://accounts.google.com/gsi/',
    ]);
    expect(p.get('connect-src')).toEqual([
      "'self'",
      'https://api.checkout.com',
      'https://accounts.google.com/gsi/',
    ]);
    expect(p.get('style-src')).toEqual(["'self'", "'nonce-n'", 'https://accounts.google.com/gsi/style']);
    expect(p.get('form-action')).toEqual(["'self'", 'https:']);
  });

  it("follows the card providers: Checkout.com's environment by its key, Adyen's by adyenEnvironment", () => {
    const frames = (key: string) =>
      policyWith((c) => {
        c.pay.providers['27'] = 'frames';
        c.pay.framesPublicKey = key;
      }).get('connect-src');
    expect(frames('pk_q3hj7lzk2m5xwv4ycd6nrt8pfa')).toEqual(["'self'", 'https://api.checkout.com']);
    expect(frames('pk_sbox_q3hj7lzk2m5xwv4ycd6n')).toEqual(["'self'", 'https://api.sandbox.checkout.com']);
    expect(frames('pk_test_6e40a700-d563-43cd')).toEqual(["'self'", 'https://api.sandbox.checkout.com']);
    const adyen = (environment: 'test' | 'live') =>
      policyWith((c) => {
        c.pay.providers['23'] = 'adyen';
        c.pay.adyenEnvironment = environment;
      }).get('connect-src');
    expect(adyen('live')).toEqual(["'self'", 'https://checkoutshopper-live.adyen.com']);
    expect(adyen('test')).toEqual(["'self'", 'https://checkoutshopper-test.adyen.com']);
  });

  it('opens frames and form posts to any https issuer only when a real provider takes cards (3-D Secure)', () => {
    expect(policyWith(() => {}).get('frame-src')).toEqual(["'self'"]);
    const p = policyWith((c) => (c.pay.providers['27'] = 'adyen'));
    expect(p.get('frame-src')).toEqual(["'self'", 'https://checkoutshopper-test.adyen.com', 'https:']);
    expect(p.get('form-action')).toEqual(["'self'", 'https://checkoutshopper-test.adyen.com', 'https:']);
    expect(p.get('script-src')).not.toContain('https:');
  });

  it("lets in the social SDKs loaded from their own hosts, and not the sandbox's stand-ins", () => {
    expect(policyWith(() => {}).get('script-src')).toEqual(["'self'", "'nonce-n'"]);
    const p = policyWith((c) => {
      c.social.facebook.sdkUrl = 'https://connect.facebook.net/ar_AR/sdk.js';
      c.social.google.sdkUrl = 'https://accounts.google.com/gsi/client?hl=ar';
    });
    expect(p.get('script-src')).toEqual([
      "'self'",
      "'nonce-n'",
      'https://connect.facebook.net',
      'https://accounts.google.com/gsi/client',
    ]);
    expect(p.get('frame-src')).toEqual(expect.arrayContaining(['https://www.facebook.com']));
  });

  it('lets in an SDK served at an address its provider does not use: that file only', () => {
    const p = policyWith((c) => (c.social.google.sdkUrl = 'https://sdk.topup-prod.net/gsi/client.js'));
    expect(p.get('script-src')).toEqual([
      "'self'",
      "'nonce-n'",
      'https://accounts.google.com/gsi/client',
      'https://sdk.topup-prod.net/gsi/client.js',
    ]);
  });

  it("lets in Apple's Apple Pay SDK in production, from applePay.sdkUrl's origin; the sandbox never", () => {
    const production = parse(buildCsp(securityConfigFor(readFixture('production'), {}), { nonce: 'n' }));
    expect(production.get('script-src')).toContain('https://applepay.cdn-apple.com');
    const moved = readFixture('production');
    moved.applePay.sdkUrl = 'https://sdk.topup-prod.net/apple/apple-pay-sdk.js';
    const p = parse(buildCsp(securityConfigFor(moved, {})));
    expect(p.get('script-src')).toContain('https://sdk.topup-prod.net');
    expect(p.get('script-src')).not.toContain('https://applepay.cdn-apple.com');
    expect(sandboxConfig('http://localhost:8080').applePay.sdkUrl).toMatch(
      /^https:\/\/applepay\.cdn-apple\.com\//,
    );
    expect(parse(buildCsp(sandbox)).get('script-src')).toEqual(["'self'"]);
  });

  it('reads no provider from the environment any more (TOPUP_CSP_PROVIDERS is the configuration now)', () => {
    expect(policyWith(() => {}, { TOPUP_CSP_PROVIDERS: 'checkout,google' }).get('script-src')).toEqual([
      "'self'",
      "'nonce-n'",
    ]);
  });

  it('lets the pages call the configured API, backup and socket hosts, and show upload images', () => {
    const config = sandboxConfig('http://localhost:8080');
    config.api = {
      host: 'https://api.topup-prod.net/v1',
      testHost: 'https://api-debug.topup-prod.net',
      ksaHost: 'https://api.topup-prod.net',
    };
    config.room.socketUrl = 'wss://room.topup-prod.net/ws/room';
    const security = securityConfigFor(
      config,
      {
        TOPUP_IMAGE_HOSTS: 'https://img.topup-prod.net, not a url',
        TOPUP_BACKUP_HOSTS: 'https://b.topup-prod.net',
      },
      { backupBaseUrls: ['http://127.0.0.1:8081'] },
    );
    const p = parse(buildCsp(security));
    expect(p.get('connect-src')).toEqual([
      "'self'",
      'https://api.topup-prod.net',
      'https://api-debug.topup-prod.net',
      'https://b.topup-prod.net',
      'http://127.0.0.1:8081',
      'wss://room.topup-prod.net',
    ]);
    expect(p.get('img-src')).toEqual(["'self'", 'data:', 'https://img.topup-prod.net']);
  });

  it('lets the analytics reach the configured monitor, and nothing when off', () => {
    // the team chat webhook is the server's (README "Configuration"): the page never calls it
    const p = policyWith((c) => {
      c.monitoring.monitorUrl = 'https://monitor.topup-prod.net/report_data';
    });
    expect(p.get('connect-src')).toEqual(["'self'", 'https://monitor.topup-prod.net']);
    expect(p.get('script-src')).toEqual(["'self'", "'nonce-n'"]);
    expect(sandbox.reportOrigins).toEqual([]);
  });

  it('lets remotes served from another origin load their scripts, styles and manifest', () => {
    const p = parse(buildCsp(sandbox, { nonce: 'n', remoteOrigins: ['https://cdn.example.com'] }));
    for (const d of ['script-src', 'style-src', 'connect-src'])
      expect(p.get(d)).toContain('https://cdn.example.com');
    expect(p.get('frame-src')).not.toContain('https://cdn.example.com');
  });

  it('relaxes only what hot reload needs in npm run dev', () => {
    const p = parse(buildCsp(sandbox, { dev: { origins: ['http://localhost:3001'] } }));
    expect(p.get('script-src')).toEqual([
      "'self'",
      "'unsafe-inline'",
      "'unsafe-eval'",
      'http://localhost:3001',
    ]);
    expect(p.get('connect-src')).toEqual(["'self'", 'http://localhost:3001', 'ws://localhost:3001']);
    expect(p.get('object-src')).toEqual(["'none'"]);
    expect(p.get('frame-src')).toEqual(["'self'"]);
  });

  it('hashes the inline elements of a static page, not the ones with a src', () => {
    const html =
      '<style>a{}</style><script>x=1</script><script src="/main.js"></script><script nonce="q">y=2</script>';
    const h = inlineHashes(html);
    expect(h.style).toEqual(["'sha256-X1RutGBrXCt9KkSaXMK7tHftWiRscFHOhxsS8tv8hBk='"]);
    expect(h.script).toHaveLength(2);
    expect(h.script[0]).toBe("'sha256-HyBrEcI+KMwlDe1/wAmNOCOoRnpUNA8axOU1y4VEST8='");
  });

  // DESIGN §13 (PCI DSS 11.6.1): what the policy blocks is reported to the API's security report path
  it('reports to report-uri on the sandbox (plain http), and also to report-to where the endpoint is https', () => {
    const onHttp = parse(buildCsp(sandbox, { nonce: 'n' }));
    expect(onHttp.get('report-uri')).toEqual(['/api/sys/security_report/']);
    // Chromium sends report-to to https only, and skips report-uri when report-to is named
    expect(onHttp.has('report-to')).toBe(false);
    expect(reportingEndpoints(sandbox)).toBeNull();

    const config = sandboxConfig('http://localhost:8080');
    config.api.host = 'https://api.example.net';
    const live = securityConfigFor(config, {});
    const onHttps = parse(buildCsp(live, { nonce: 'n' }));
    expect(onHttps.get('report-uri')).toEqual(['https://api.example.net/api/sys/security_report/']);
    expect(onHttps.get('report-to')).toEqual(['topup-security']);
    expect(reportingEndpoints(live)).toBe(
      'topup-security="https://api.example.net/api/sys/security_report/"',
    );
  });
});
