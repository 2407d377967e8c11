import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { RuntimeConfig } from '@topup/shared/config/runtimeConfig';
import { sandboxConfig } from '@topup/shared/config/sandbox';
import { readFixture } from '@topup/shared/config/testFixtures';
import { buildServer } from '../app';
import { openDatabase } from '../db';
import { HEAD_MARK } from './indexHtml';
import { siteDirs, type SiteDirs } from './paths';

// The server serves the environment's configuration — inlined into every index.html beside the
// remote map, and at /config.json for what a static host would serve — and follows it itself (the CSP,
// check_domain_payable).

const TEMPLATE = `<!doctype html><html lang="ar" dir="rtl"><head><script>x=1</script>${HEAD_MARK}</head><body></body></html>`;

let root: string;
let closers: (() => Promise<void>)[] = [];
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'topup-config-serving-'));
});
afterEach(async () => {
  for (const close of closers) await close();
  closers = [];
  fs.rmSync(root, { recursive: true, force: true });
});

async function serve(config?: RuntimeConfig, kind: SiteDirs['kind'] = 'federated') {
  const dirs = siteDirs(path.join(root, kind), kind, {});
  fs.mkdirSync(dirs.host, { recursive: true });
  fs.writeFileSync(path.join(dirs.host, 'index.html'), TEMPLATE);
  const db = openDatabase(':memory:');
  const app = await buildServer({
    db,
    dirs,
    remotesFile: path.join(root, 'remotes.json'),
    ...(config ? { config } : {}),
  });
  closers.push(async () => {
    await app.close();
    db.close();
  });
  return app;
}

/** The configuration a served page carries, as its inline script gives it to the page. */
function inlined(html: string): unknown {
  const script = [...html.matchAll(/<script nonce="([^"]+)">([\s\S]*?)<\/script>/g)].find((m) =>
    m[2]?.includes('__TOPUP_CONFIG__'),
  );
  const win: { __TOPUP_CONFIG__?: unknown } = {};
  new Function('window', script?.[2] ?? '')(win);
  return { nonce: script?.[1], config: win.__TOPUP_CONFIG__ };
}

describe('the configuration on the contract server', () => {
  it('is inlined into every index.html with the answer’s nonce, before the remote map', async () => {
    const config = readFixture('staging');
    const app = await serve(config);
    for (const url of ['/', '/pay', '/fines/123']) {
      const res = await app.inject(url);
      const nonce = /'nonce-([^']+)'/.exec(String(res.headers['content-security-policy']))?.[1];
      expect(inlined(res.body)).toEqual({ nonce, config });
      expect(res.body.indexOf('__TOPUP_CONFIG__')).toBeLessThan(res.body.indexOf('__TOPUP_REMOTES__'));
    }
  });

  it('cannot leave its script, whatever a value holds', async () => {
    const config = readFixture('production');
    config.legal.termsHost = 'https://legal.topup-prod.net/</script><script>window.__pwned=1</script>\u2028';
    const res = await (await serve(config)).inject('/pay');
    expect(res.body).not.toContain('</script><script>window.__pwned');
    // read back as it was, the line separator too (escaped in the page, not dropped)
    expect((inlined(res.body) as { config: RuntimeConfig }).config.legal.termsHost).toBe(
      'https://legal.topup-prod.net/</script><script>window.__pwned=1</script>\u2028',
    );
  });

  it('is in the monolith reference too (it has no remote map)', async () => {
    const config = readFixture('production');
    const res = await (await serve(config, 'monolith')).inject('/pay');
    expect((inlined(res.body) as { config: unknown }).config).toEqual(config);
    expect(res.body).not.toContain('__TOPUP_REMOTES__');
  });

  it('is answered at /config.json, never cached without asking', async () => {
    const config = readFixture('production');
    const res = await (await serve(config)).inject('/config.json');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual(config);
  });

  it("is the sandbox's when the caller names none", async () => {
    const res = await (await serve()).inject('/config.json');
    expect(res.json()).toEqual(sandboxConfig('http://localhost:8080'));
  });

  it('makes the Content-Security-Policy', async () => {
    const csp = async (config: RuntimeConfig) =>
      String((await (await serve(config)).inject('/pay')).headers['content-security-policy']);
    const production = await csp(readFixture('production'));
    for (const source of [
      'https://api.topup-prod.net',
      'wss://room.topup-prod.net',
      'https://cdn.checkout.com',
      'https://checkoutshopper-live.adyen.com',
      'https://applepay.cdn-apple.com',
      'https://connect.facebook.net',
      'https://monitor.topup-prod.net',
    ])
      expect(production).toContain(source);
    const staging = await csp(readFixture('staging'));
    expect(staging).toContain('https://api.topup-staging.net');
    expect(staging).not.toContain('topup-prod.net');
  });

  it('names the hosts that may take Apple Pay: the sandbox, both names of its port', async () => {
    const app = await serve(sandboxConfig('http://localhost:8787'));
    const ask = async (domain: string) =>
      (await app.inject(`/api/order/check_domain_payable/?pay_type=26&domain=${domain}&check_only=1`)).json()
        .data;
    expect(await ask('localhost:8787')).toEqual({ is_payable: 1, domain: 'localhost:8787', pay_type: 26 });
    expect(await ask('127.0.0.1:8787')).toMatchObject({ is_payable: 1 });
    expect(await ask('localhost:8788')).toEqual({ is_payable: 0, domain: 'localhost:8787', pay_type: 26 });
    const config = sandboxConfig('http://localhost:8787');
    config.applePay.domains = ['pay.topup-staging.net'];
    const other = await serve(config);
    expect(
      (await other.inject('/api/order/check_domain_payable/?pay_type=26&domain=pay.topup-staging.net')).json()
        .data,
    ).toMatchObject({ is_payable: 1 });
  });
});

describe('a production configuration: the site alone, never the sandbox', () => {
  it('serves the pages and their configuration, and no contract API, sandbox page or room socket', async () => {
    const app = await serve(readFixture('production'));
    const page = await app.inject('/pay');
    expect(page.statusCode).toBe(200);
    expect(inlined(page.body)).toMatchObject({ config: { profile: 'production' } });
    expect((await app.inject('/config.json')).json()).toMatchObject({ profile: 'production' });
    for (const url of [
      '/api/sys/ts/',
      '/api/order/check_domain_payable/?pay_type=26&domain=pay.topup-prod.net',
      '/openapi.json',
      '/sandbox/social/facebook.js',
    ])
      expect([url, (await app.inject(url)).statusCode]).toEqual([url, 404]);
    // the sandbox's hosted pages and the room socket are no paths of the site: its own page (the host says
    // the page is unknown), not the sandbox's
    for (const url of ['/sandbox/checkout/?order_id=TP1', '/ws/room']) {
      const res = await app.inject(url);
      expect(inlined(res.body)).toMatchObject({ config: { profile: 'production' } });
    }
    const token = await app.inject({ method: 'POST', url: '/sandbox/v1/tokens', payload: {} });
    expect(token.statusCode).toBe(404);
  });

  it('serves the contract API beside the site in the sandbox profile', async () => {
    const app = await serve(sandboxConfig('http://localhost:8787'));
    expect((await app.inject('/api/sys/ts/')).json()).toMatchObject({ result: 0 });
  });
});
