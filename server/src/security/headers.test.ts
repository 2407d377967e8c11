import Fastify, { type FastifyInstance } from 'fastify';
import { registerSecurityHeaders, wantsHsts } from './headers';
import { sandboxConfig } from '@topup/shared/config/sandbox';
import { securityConfigFor } from './securityConfig';

describe('security headers', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify({ trustProxy: true });
    registerSecurityHeaders(app, {
      config: securityConfigFor(sandboxConfig('http://localhost:8080'), {}),
      remoteOrigins: () => ['https://cdn.example.com'],
    });
    app.get('/page', async (req, reply) =>
      reply.type('text/html; charset=utf-8').send(`<p>${req.cspNonce}</p>`),
    );
    app.get('/api/x/', async () => ({ result: 0 }));
    app.get('/main.js', async (_req, reply) => reply.type('text/javascript').send('1'));
    await app.ready();
  });
  afterAll(() => app.close());

  const nonceOf = (csp: string) => /'nonce-([^']+)'/.exec(csp)?.[1];

  it('gives every HTML answer a policy with a fresh nonce, the one the page was written with', async () => {
    const [a, b] = await Promise.all([app.inject('/page'), app.inject('/page')]);
    const csp = String(a.headers['content-security-policy']);
    const nonce = nonceOf(csp);
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(a.body).toBe(`<p>${nonce}</p>`);
    expect(nonceOf(String(b.headers['content-security-policy']))).not.toBe(nonce);
    expect(csp).toContain('https://cdn.example.com'); // the remote map's origins
  });

  it('sends the common headers on every answer and no policy on non-HTML ones', async () => {
    for (const url of ['/page', '/api/x/', '/main.js']) {
      const res = await app.inject(url);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['permissions-policy']).toMatch(/^payment=\(self\)/);
      expect(res.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
      expect(res.headers['x-powered-by']).toBeUndefined();
      expect(res.headers['strict-transport-security']).toBeUndefined(); // plain http
    }
    expect((await app.inject('/main.js')).headers['content-security-policy']).toBeUndefined();
  });

  it('marks API answers no-store', async () => {
    expect((await app.inject('/api/x/')).headers['cache-control']).toBe('no-store');
    expect((await app.inject('/main.js')).headers['cache-control']).toBeUndefined();
  });

  it('sends HSTS over https only, and never for a local host name', async () => {
    const https = await app.inject({
      url: '/page',
      headers: { 'x-forwarded-proto': 'https', host: 'pay.example.com' },
    });
    expect(https.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(wantsHsts({ protocol: 'https', host: 'localhost:8080' })).toBe(false);
    expect(wantsHsts({ protocol: 'https', host: '127.0.0.1' })).toBe(false);
    expect(wantsHsts({ protocol: 'http', host: 'pay.example.com' })).toBe(false);
  });
});
