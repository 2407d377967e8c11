import { sri } from '../static/integrity';
import type { PaymentScripts } from '../static/paymentScripts';
import { checkSite, namedFiles, withoutNonce } from './integrityCheck';

// PCI DSS 11.6.1: the drift check names every difference between a live payment page and the release —
// a security header, a script's bytes, a script the release does not name, a manifest — and none when they
// agree (a policy's nonce aside, which is new on every answer).

const SITE = 'https://pay.example.com';
const MAIN = 'console.log("main")';
const ENTRY = 'console.log("entry")';
const hash = { main: sri(MAIN), entry: sri(ENTRY), manifest: sri('{}') };
const script = (file: string, integrity: string) => ({
  file,
  integrity,
  release: 'r',
  workspace: 'w',
  code: [],
  purpose: 'p',
  loads: 'start-up',
});
const pageInventory = {
  scripts: [script('/main.a.js', hash.main), script('/remotes/pay/remoteEntry.js', hash.entry)],
  styles: [],
  vendors: [],
};
const inventory: PaymentScripts = {
  pages: { '/pay': pageInventory, '/pay-step': pageInventory, '/fines': pageInventory },
};
const map = {
  pay: { current: { id: 'r1', entry: '/remotes/pay/mf-manifest.json', integrity: hash.manifest } },
};
const page = (extra = '') =>
  `<html><head><link rel="preload" as="script" href="/main.a.js" integrity="${hash.main}" crossorigin="anonymous">` +
  `<link rel="preload" as="fetch" crossorigin="anonymous" href="/remotes/pay/mf-manifest.json">${extra}` +
  `<script nonce="n1">window.__TOPUP_REMOTES__=${JSON.stringify(map)}</script></head><body>` +
  `<script nonce="n1">var s=document.createElement("script");s.src="/main.a.js";s.integrity="${hash.main}";</script></body></html>`;
const HEADERS = {
  'content-security-policy': "script-src 'self' 'nonce-release'",
  'referrer-policy': 'same-origin',
};

/** A site answering these pages, headers and files. */
function site(
  files: Record<string, string>,
  headers: Record<string, string> = HEADERS,
  html = page(),
): typeof fetch {
  return (async (input: string | URL) => {
    const url = new URL(String(input));
    if (['/pay', '/pay-step', '/fines'].includes(url.pathname))
      return new Response(html, { headers: { ...headers, 'content-type': 'text/html' } });
    const body = files[url.pathname];
    return body === undefined ? new Response('', { status: 404 }) : new Response(body);
  }) as typeof fetch;
}
const files = {
  '/main.a.js': MAIN,
  '/remotes/pay/remoteEntry.js': ENTRY,
  '/remotes/pay/mf-manifest.json': '{}',
};
const live = { ...HEADERS, 'content-security-policy': "script-src 'self' 'nonce-Zm9vYmFy'" };

describe('the drift check of the live payment pages', () => {
  it('finds none when the site serves the release (a nonce of its own aside)', async () => {
    expect(
      await checkSite({ site: SITE, inventory, headers: HEADERS, map, fetch: site(files, live) }),
    ).toEqual([]);
  });

  it('names a changed header, a changed script, an unknown script and a changed manifest', async () => {
    const tampered = site(
      { ...files, '/main.a.js': `${MAIN};`, '/remotes/pay/mf-manifest.json': '{"x":1}' },
      { ...live, 'referrer-policy': 'unsafe-url' },
      page('<script src="https://evil.example/skim.js"></script>'),
    );
    const drifts = await checkSite({ site: SITE, inventory, headers: HEADERS, map, fetch: tampered });
    expect(drifts).toEqual(
      expect.arrayContaining([
        '/pay: header referrer-policy is "unsafe-url", the release\'s is "same-origin"',
        expect.stringMatching(/^\/pay: \/main\.a\.js has changed/),
        "/pay: https://evil.example/skim.js is not in the release's inventory",
        expect.stringMatching(/^pay: \/remotes\/pay\/mf-manifest\.json has changed/),
      ]),
    );
  });

  it('reads every file a page names, with its integrity, the manifest fetch aside', () => {
    expect(namedFiles(page('<script src="/x.js"></script>'))).toEqual([
      { url: '/main.a.js', integrity: hash.main },
      { url: '/x.js', integrity: null },
      { url: '/main.a.js', integrity: hash.main },
    ]);
    expect(withoutNonce("script-src 'nonce-abc' 'self'")).toBe("script-src 'nonce-…' 'self'");
  });
});
