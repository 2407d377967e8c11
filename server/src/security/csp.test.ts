import { buildCsp, inlineHashes } from './csp';
import { PROVIDER_HOSTS } from './providerHosts';
import { readSecurityConfig, type SecurityConfig } from './securityConfig';

const sandbox: SecurityConfig = readSecurityConfig({});

/** The policy as a map of directive -> sources. */
function parse(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((d) => {
      const [name = '', ...sources] = d.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

describe('Content-Security-Policy (issue "Guard rails")', () => {
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
    const everything = readSecurityConfig({
      TOPUP_CSP_PROVIDERS: Object.keys(PROVIDER_HOSTS).join(','),
      TOPUP_API_HOST: 'https://api.example.com',
      PUBLIC_PATH: 'https://cdn.example.com/topup/',
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
    const p = parse(buildCsp(readSecurityConfig({ TOPUP_CSP_PROVIDERS: 'checkout,google' }), { nonce: 'n' }));
    expect(p.get('script-src')).toEqual([
      "'self'",
      "'nonce-n'",
      'https://cdn.checkout.com',
      'https://accounts.google.com/gsi/client',
    ]);
    expect(p.get('frame-src')).toEqual([
      "'self'",
      'https://cdn.checkout.com',
      'https://accounts.google.com/gsi/',
    ]);
    expect(p.get('connect-src')).toEqual([
      "'self'",
      'https://api.checkout.com',
      'https://accounts.google.com/gsi/',
    ]);
    expect(p.get('style-src')).toEqual(["'self'", "'nonce-n'", 'https://accounts.google.com/gsi/style']);
  });

  it('opens frames and form posts to any https issuer only when 3-D Secure issuers are configured', () => {
    expect(
      parse(buildCsp(readSecurityConfig({ TOPUP_CSP_PROVIDERS: 'adyen-live' }))).get('frame-src'),
    ).toEqual(["'self'", 'https://checkoutshopper-live.adyen.com']);
    const p = parse(buildCsp(readSecurityConfig({ TOPUP_CSP_PROVIDERS: 'adyen-live,3ds-issuers' })));
    expect(p.get('frame-src')).toContain('https:');
    expect(p.get('form-action')).toContain('https:');
  });

  it('refuses an unknown provider name instead of leaving it blocked', () => {
    expect(() => readSecurityConfig({ TOPUP_CSP_PROVIDERS: 'checkout,adyen' })).toThrow(
      /unknown provider adyen/,
    );
  });

  it('lets the pages call the configured API, backup and socket hosts, and show upload images', () => {
    const config = readSecurityConfig(
      {
        TOPUP_API_HOST: 'https://api.example.com/v1',
        TOPUP_SOCKET_HOSTS: 'wss://room.example.com',
        TOPUP_IMAGE_HOSTS: 'https://img.example.com, not a url',
      },
      { backupBaseUrls: ['http://127.0.0.1:8081'] },
    );
    const p = parse(buildCsp(config));
    expect(p.get('connect-src')).toEqual([
      "'self'",
      'https://api.example.com',
      'http://127.0.0.1:8081',
      'wss://room.example.com',
    ]);
    expect(p.get('img-src')).toEqual(["'self'", 'data:', 'https://img.example.com']);
  });

  it('lets the analytics reach the configured monitor and team chat webhook, and nothing when unset', () => {
    const config = readSecurityConfig({
      TOPUP_MONITOR_URL: 'https://monitor.example.com/report_data',
      TOPUP_TEAM_CHAT_WEBHOOK: 'https://chat.example.com/hooks/T1/B2',
    });
    expect(parse(buildCsp(config)).get('connect-src')).toEqual([
      "'self'",
      'https://monitor.example.com',
      'https://chat.example.com',
    ]);
    expect(parse(buildCsp(config)).get('script-src')).toEqual(["'self'"]);
    expect(
      readSecurityConfig({ TOPUP_MONITOR_URL: '', TOPUP_TEAM_CHAT_WEBHOOK: 'not a url' }).reportOrigins,
    ).toEqual([]);
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
});
