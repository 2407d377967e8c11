import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { registerSecurityHeaders } from '../security/headers';
import { sandboxConfig } from '@topup/shared/config/sandbox';
import { securityConfigFor } from '../security/securityConfig';
import { HEAD_MARK, renderIndexHtml } from '../static/indexHtml';
import { siteDirs } from '../static/paths';
import {
  DEVICE_COOKIE,
  DEVICE_COOKIE_MAX_AGE_S,
  deviceIdFromCookie,
  keepDeviceCookie,
  registerDeviceCookieSync,
} from './deviceCookie';

// The device id outlives Safari's 7-day erasure of script storage in a
// cookie the server sets, and comes back to the page in index.html.

/** The site's index.html answer as registerSite gives it (its static files need no test here). */
async function server(): Promise<FastifyInstance> {
  const dirs = siteDirs(fs.mkdtempSync(path.join(os.tmpdir(), 'topup-device-')));
  const template = `<!doctype html><html lang="ar" dir="rtl"><head>${HEAD_MARK}</head><body></body></html>`;
  const app = Fastify({ trustProxy: true });
  registerSecurityHeaders(app, { config: securityConfigFor(sandboxConfig('http://localhost:8080'), {}) });
  registerDeviceCookieSync(app);
  app.get('/api/ping/', async () => ({ result: 0 }));
  app.get('/*', (request, reply) => {
    const deviceId = keepDeviceCookie(request, reply);
    void reply.type('text/html; charset=utf-8');
    return reply.send(renderIndexHtml(template, request.url, {}, dirs, request.cspNonce, { deviceId }));
  });
  return app;
}

const attrs = (setCookie: unknown) =>
  String(setCookie)
    .split(';')
    .map((p) => p.trim());
const metaId = (html: string) => html.match(/<meta name="topup-device" content="([0-9a-f]{32})">/)?.[1];

describe('the device id kept in a first-party cookie', () => {
  let app: FastifyInstance;
  beforeEach(async () => {
    app = await server();
  });
  afterEach(() => app.close());

  it('mints one for a new browser: HttpOnly, SameSite=Lax, a year, and named in the page', async () => {
    const res = await app.inject('/pay');
    const cookie = attrs(res.headers['set-cookie']);
    const id = deviceIdFromCookie(cookie[0]);
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(cookie).toEqual(
      expect.arrayContaining(['Path=/', `Max-Age=${DEVICE_COOKIE_MAX_AGE_S}`, 'HttpOnly', 'SameSite=Lax']),
    );
    expect(DEVICE_COOKIE_MAX_AGE_S).toBe(31_536_000);
    expect(cookie).not.toContain('Secure'); // plain http (a developer's machine)
    expect(metaId(res.body)).toBe(id);
  });

  it('is Secure on https (behind the proxy that ends TLS)', async () => {
    const res = await app.inject({ url: '/pay', headers: { 'x-forwarded-proto': 'https' } });
    expect(attrs(res.headers['set-cookie'])).toContain('Secure');
  });

  it('gives a returning browser its kept id, renewed for another year', async () => {
    const kept = 'a'.repeat(32);
    const res = await app.inject({ url: '/fines', headers: { cookie: `other=1; ${DEVICE_COOKIE}=${kept}` } });
    expect(metaId(res.body)).toBe(kept);
    expect(deviceIdFromCookie(attrs(res.headers['set-cookie'])[0])).toBe(kept);
  });

  it('ignores a cookie that is not a device id', async () => {
    const res = await app.inject({ url: '/', headers: { cookie: `${DEVICE_COOKIE}=<script>` } });
    expect(metaId(res.body)).toMatch(/^[0-9a-f]{32}$/);
    expect(res.body).not.toContain('<script>');
  });

  it('follows the id the page uses in its calls (x-cli-id), and says nothing when they agree', async () => {
    const used = 'b'.repeat(32);
    const moved = await app.inject({
      url: '/api/ping/',
      headers: { 'x-cli-id': used, cookie: `${DEVICE_COOKIE}=${'a'.repeat(32)}` },
    });
    expect(deviceIdFromCookie(attrs(moved.headers['set-cookie'])[0])).toBe(used);
    const same = await app.inject({
      url: '/api/ping/',
      headers: { 'x-cli-id': used, cookie: `${DEVICE_COOKIE}=${used}` },
    });
    expect(same.headers['set-cookie']).toBeUndefined();
    const bad = await app.inject({ url: '/api/ping/', headers: { 'x-cli-id': 'nope' } });
    expect(bad.headers['set-cookie']).toBeUndefined();
  });
});
