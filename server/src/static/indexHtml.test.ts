/**
 * @jest-environment jsdom
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { RemoteMap } from '@topup/shared/domain/remoteMap';
import { parseReleaseMap } from '@topup/shared/domain/releases/releaseMap';
import earlyScript from '@topup/shared/domain/earlyScript.json';
import { sandboxConfig } from '@topup/shared/config/sandbox';
import { HEAD_MARK, inlineJson, renderIndexHtml } from './indexHtml';
import { siteDirs, type SiteDirs } from './paths';

// What the server writes into a page (the remote map, the preload links) cannot break
// out of its context, and every inline element carries this answer's nonce.

const TEMPLATE = `<!doctype html><html lang="ar" dir="rtl"><head>
<script>if (1) document.documentElement.dataset.t = 'x';</script>
<style>body{color:red}</style>
${HEAD_MARK}
</head><body><div id="root"><p id="tail">آخر عنصر</p></div>
<script defer src="/main.abc.js"></script></body></html>`;
/** The template as the host's build writes it: its stylesheet linked last in the head. */
const WITH_STYLESHEET = TEMPLATE.replace('</head>', '<link href="/main.abc.css" rel="stylesheet"></head>');

const HOSTILE = `/remotes/pay/</script><script>window.__pwned=1</script>"'<!--<script>/mf-manifest.json`;

function site(): SiteDirs {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'topup-index-'));
  const dirs = siteDirs(root);
  fs.mkdirSync(dirs.remotes.pay, { recursive: true });
  fs.mkdirSync(dirs.host, { recursive: true });
  fs.writeFileSync(path.join(dirs.host, 'startup-files.json'), JSON.stringify(['main.abc.js', 'react.1.js']));
  fs.writeFileSync(
    path.join(dirs.host, 'after-load-files.json'),
    JSON.stringify({
      'after-load-remote-config': ['after-load-remote-config.1.js'],
      'after-load-analytics': ['after-load-analytics.1.js'],
    }),
  );
  fs.writeFileSync(
    path.join(dirs.remotes.pay, 'mf-manifest.json'),
    JSON.stringify({
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
      exposes: [
        { name: 'pay', path: './pay', assets: { js: { sync: ['pay.1.js'] }, css: { sync: ['pay.1.css'] } } },
      ],
    }),
  );
  return dirs;
}

function render(map: RemoteMap, nonce = 'bm9uY2U=', pathname = '/pay') {
  const html = renderIndexHtml(TEMPLATE, pathname, parseReleaseMap(map), site(), nonce);
  return { html, doc: new DOMParser().parseFromString(html, 'text/html') };
}

describe('the served index.html', () => {
  it('keeps a hostile remote map inside its script, intact', () => {
    const map: RemoteMap = { pay: HOSTILE, fines: `x"><img src=x onerror=alert(1)>-->` };
    const { doc } = render(map);
    const scripts = [...doc.querySelectorAll('script')];
    // the template's two scripts and the map script, nothing more
    expect(scripts.map((s) => s.getAttribute('src') ?? 'inline')).toEqual([
      'inline',
      'inline',
      '/main.abc.js',
    ]);
    const mapScript = scripts.find((s) => s.textContent?.includes('__TOPUP_REMOTES__'));
    const win: { __TOPUP_REMOTES__?: unknown } = {};
    new Function('window', mapScript?.textContent ?? '')(win);
    // the map as given, each release with the hash of the manifest this server has for it (none: no hash)
    const served = win.__TOPUP_REMOTES__ as Record<string, { current: Record<string, unknown> }>;
    for (const remote of Object.values(served)) delete remote.current.integrity;
    expect(served).toEqual(parseReleaseMap(map));
    expect((win.__TOPUP_REMOTES__ as { pay: { current: { entry: string } } }).pay.current.entry).toBe(
      HOSTILE,
    );
    expect(doc.querySelectorAll('img')).toHaveLength(0);
    expect(doc.getElementById('tail')?.textContent).toBe('آخر عنصر'); // "<!--" swallowed nothing
  });

  it('writes the preload URLs as attribute values that read back unchanged', () => {
    const { doc } = render({ pay: HOSTILE });
    const base = HOSTILE.slice(0, -'mf-manifest.json'.length);
    const href = (rel: string) =>
      [...doc.querySelectorAll(`link[rel=preload][as=${rel}]`)].map((l) => l.getAttribute('href'));
    expect(href('fetch')).toEqual([HOSTILE]);
    expect(href('script')).toEqual([
      '/react.1.js',
      `${base}remoteEntry.js`,
      `${base}pay.1.js`,
      '/after-load-remote-config.1.js',
    ]);
    expect(href('style')).toEqual([`${base}pay.1.css`]);
  });

  it("fetches the host's start-up scripts before the route's files", () => {
    const { doc } = render({ pay: '/remotes/pay/mf-manifest.json' });
    const priority = (href: string) =>
      doc.querySelector(`link[rel=preload][href="${href}"]`)?.getAttribute('fetchpriority');
    expect(priority('/react.1.js')).toBeNull(); // the host's: the default, high for a preload
    expect(priority('/remotes/pay/mf-manifest.json')).toBe('low');
    expect(priority('/remotes/pay/remoteEntry.js')).toBe('low');
    expect(priority('/remotes/pay/pay.1.js')).toBe('low');
    expect(priority('/remotes/pay/pay.1.css')).toBe('low');
  });

  it("preloads the package info's client where the first render shows its channels, and nowhere else", () => {
    const map = { pay: '/remotes/pay/mf-manifest.json', fines: '/remotes/fines/mf-manifest.json' };
    const clientOn = (pathname: string) =>
      render(map, 'bm9uY2U=', pathname).doc.querySelector(
        'link[rel=preload][as=script][href="/after-load-remote-config.1.js"]',
      );
    for (const pathname of ['/pay', '/recharge', '/pay-step'])
      expect(clientOn(pathname)?.getAttribute('fetchpriority')).toBe('low');
    for (const pathname of ['/', '/fines', '/recharge-list', '/share.html', '/login'])
      expect(clientOn(pathname)).toBeNull();
    // the analytics still wait for the load event, on every route
    expect(render(map).doc.querySelector('link[href="/after-load-analytics.1.js"]')).toBeNull();
  });

  it('puts the nonce on every inline script and style, and none on scripts with a src', () => {
    const { doc } = render({ pay: '/remotes/pay/mf-manifest.json' }, 'Zm9v+/bar==');
    for (const el of doc.querySelectorAll('script:not([src]), style')) {
      expect(el.getAttribute('nonce')).toBe('Zm9v+/bar==');
    }
    expect(doc.querySelector('script[src]')?.hasAttribute('nonce')).toBe(false);
  });

  it('does not treat a marker-like text inside the map as a place to write the head', () => {
    const { doc } = render({ pay: `/remotes/pay/${HEAD_MARK}$&/mf-manifest.json` });
    const win: { __TOPUP_REMOTES__?: { pay?: { current: { entry: string } } } } = {};
    const text = [...doc.querySelectorAll('script')].find((s) =>
      s.textContent?.includes('__TOPUP'),
    )?.textContent;
    new Function('window', text ?? '')(win);
    expect(win.__TOPUP_REMOTES__?.pay?.current.entry).toBe(`/remotes/pay/${HEAD_MARK}$&/mf-manifest.json`);
  });

  it('keeps a value with line separators as it was: escaped, not dropped', () => {
    const value = { name: 'سطر\u2028آخر\u2029و</script>' };
    const text = inlineJson(value);
    expect(text).not.toMatch(/[\u2028\u2029<]/);
    expect(JSON.parse(text)).toEqual(value);
    const win: { v?: unknown } = {};
    new Function('window', `window.v=${text}`)(win);
    expect(win.v).toEqual(value);
  });
});

describe("the early script: the route's first calls before the host's script", () => {
  const EARLY = 'window.__TOPUP_EARLY__=[];if(a<b)send()';
  const config = sandboxConfig('http://localhost');

  /** The share page's script: another text than PayFlow's. */
  const SHARE = (text: string) => `${text};room()`;
  function withEarly(text: string | null): SiteDirs {
    const dirs = site();
    if (text !== null) {
      const dir = path.join(dirs.host, earlyScript.dir);
      fs.mkdirSync(dir, { recursive: true });
      fs.writeFileSync(path.join(dir, `${earlyScript.scripts.payFlow}.js`), text);
      fs.writeFileSync(path.join(dir, `${earlyScript.scripts.sharePage}.js`), SHARE(text));
    }
    return dirs;
  }
  const page = (
    pathname: string,
    dirs: SiteDirs,
    options: { config?: typeof config; search?: string } = { config },
  ) => {
    const html = renderIndexHtml(WITH_STYLESHEET, pathname, parseReleaseMap({}), dirs, 'bm9uY2U=', options);
    return { html, doc: new DOMParser().parseFromString(html, 'text/html') };
  };
  const earlyOf = (doc: Document) =>
    [...doc.querySelectorAll('script')].find((s) => s.textContent?.includes('__TOPUP_EARLY__'));

  it.each(['/pay', '/pay-step', '/share.html'])(
    "writes its route's script into %s, after the configuration, with the nonce, its text unchanged",
    (pathname) => {
      const { html, doc } = page(pathname, withEarly(EARLY));
      const early = earlyOf(doc);
      expect(early?.textContent).toBe(pathname === '/share.html' ? SHARE(EARLY) : EARLY);
      expect(early?.getAttribute('nonce')).toBe('bm9uY2U=');
      expect(html.indexOf('__TOPUP_CONFIG__')).toBeLessThan(html.indexOf(EARLY));
      // the host's script is preloaded ahead of it: the parser meets that script only in the body
      const preload = doc.querySelector('link[rel="preload"][href="/main.abc.js"]');
      expect(preload?.getAttribute('fetchpriority')).toBe('high');
      expect(html.indexOf('href="/main.abc.js"')).toBeLessThan(html.indexOf(EARLY));
      // and so is its stylesheet: the parser links it after the script
      expect(doc.querySelector('link[rel="preload"][as="style"]')?.getAttribute('href')).toBe(
        '/main.abc.css',
      );
      expect(html.indexOf('rel="preload" as="style" href="/main.abc.css"')).toBeLessThan(html.indexOf(EARLY));
    },
  );

  it("adds no second preload of the host's script where the template preloads it (the build's)", () => {
    // the build's template: the host's script preloaded in the head, and inserted after the first paint
    const built = TEMPLATE.replace(
      '<script defer src="/main.abc.js"></script>',
      '<script>(window.__TOPUP_AFTER_PAINT__||function(t){t()})(function(){})</script>',
    ).replace('</head>', '<link rel="preload" as="script" fetchpriority="high" href="/main.abc.js"></head>');
    const dirs = withEarly(EARLY);
    const html = renderIndexHtml(built, '/pay', parseReleaseMap({}), dirs, 'bm9uY2U=', { config });
    const doc = new DOMParser().parseFromString(html, 'text/html');
    expect(earlyOf(doc)?.textContent).toBe(EARLY);
    expect(doc.querySelectorAll('link[href="/main.abc.js"]')).toHaveLength(1);
    // read from its preload: the host's other start-up scripts are still preloaded, from the same folder
    expect(doc.querySelector('link[rel="preload"][href="/react.1.js"]')).not.toBeNull();
  });

  it.each(['/', '/fines', '/feedback', '/recharge-list', '/about'])(
    'leaves it out of %s, whose first calls the host does not send early',
    (pathname) => {
      const { doc } = page(pathname, withEarly(EARLY));
      expect(earlyOf(doc)).toBeUndefined();
      expect(doc.querySelector('link[href="/main.abc.js"]')).toBeNull();
      expect(doc.querySelector('link[rel="preload"][as="style"]')).toBeNull();
    },
  );

  it("leaves the package info's client out where the early script reads it, and in where the host does", () => {
    const clientOf = (doc: Document) =>
      doc.querySelector('link[rel=preload][as=script][href="/after-load-remote-config.1.js"]');
    const dirs = withEarly(EARLY);
    for (const pathname of ['/pay', '/recharge', '/pay-step']) {
      // the early script's read is the page's: no client in its first render
      expect(earlyOf(page(pathname, dirs).doc)).toBeDefined();
      expect(clientOf(page(pathname, dirs).doc)).toBeNull();
      expect(clientOf(page(pathname, dirs, { config, search: '?darkmode=1' }).doc)).toBeNull();
      // an address whose first calls are the host's (the early script refuses it): the host reads it now
      for (const search of ['?ticket=t1', '?session_key=k1', '?platform=ios&version_code=30600'])
        expect(clientOf(page(pathname, dirs, { config, search }).doc)).not.toBeNull();
      // no early script written (no inline configuration, or none built): the host reads it
      expect(clientOf(page(pathname, dirs, {}).doc)).not.toBeNull();
      expect(clientOf(page(pathname, withEarly(null)).doc)).not.toBeNull();
    }
  });

  it('leaves it out without an inline configuration (it reads it) or without a build of it', () => {
    expect(earlyOf(page('/pay', withEarly(EARLY), {}).doc)).toBeUndefined();
    expect(earlyOf(page('/pay', withEarly(null)).doc)).toBeUndefined();
  });

  it('never writes a text that could end its element or open a comment', () => {
    for (const text of [`${EARLY};"</script><script>x()"`, `${EARLY};"</SCRIPT >"`, `${EARLY};"<!--"`]) {
      const { doc } = page('/pay', withEarly(text));
      expect(earlyOf(doc)).toBeUndefined();
      // the template's inline script and its host script, the configuration and the remote map
      expect(doc.querySelectorAll('script')).toHaveLength(4);
    }
  });
});
