import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { canaryScore } from '@topup/shared/domain/releases/deviceScore';
import { parseReleaseMap } from '@topup/shared/domain/releases/releaseMap';
import { HEAD_MARK, renderIndexHtml } from './indexHtml';
import { siteDirs, type SiteDirs } from './paths';

// Index.html preloads only the releases the host will run. The host refuses a release whose
// platform range leaves out its own version (host/src/remotes/loadRemotePage.ts); a preload of it would be
// downloaded and never run. The host's version is the one its build wrote (platform-version.json).

const TEMPLATE = `<!doctype html><html lang="ar" dir="rtl"><head>${HEAD_MARK}</head><body></body></html>`;
const OLD = '1.0.334-aaaaaaaaaa';
const NEW = '1.0.334-bbbbbbbbbb';
const entryOf = (id: string) => `/remotes/pay/releases/${id}/mf-manifest.json`;
const release = (id: string, platform: string) => ({ id, entry: entryOf(id), platform });
const deviceIds = Array.from({ length: 200 }, (_, i) => i.toString(16).padStart(32, '0'));

let root: string;
let dirs: SiteDirs;

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'topup-platform-preloads-'));
  dirs = siteDirs(root, 'federated', {});
  fs.mkdirSync(dirs.host, { recursive: true });
  fs.writeFileSync(path.join(dirs.host, 'startup-files.json'), JSON.stringify(['react.1.js']));
  hostBuiltAt('1.0.334');
  for (const id of [OLD, NEW]) {
    const dir = path.join(dirs.releases.pay, id);
    fs.mkdirSync(dir, { recursive: true });
    const tag = id.slice(-4);
    fs.writeFileSync(
      path.join(dir, 'mf-manifest.json'),
      JSON.stringify({
        metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
        exposes: [
          {
            name: 'pay',
            path: './pay',
            assets: { js: { sync: [`pay.${tag}.js`] }, css: { sync: [`pay.${tag}.css`] } },
          },
        ],
      }),
    );
  }
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

/** The host build's record of the version it runs (webpack/platform-version-plugin.mjs). */
function hostBuiltAt(version: string) {
  fs.writeFileSync(path.join(dirs.host, 'platform-version.json'), `${JSON.stringify({ version })}\n`);
}

function preloads(map: unknown, deviceId?: string) {
  const html = renderIndexHtml(TEMPLATE, '/pay', parseReleaseMap(map), dirs, 'bm9uY2U=', { deviceId });
  const links = [...html.matchAll(/<link rel="preload" as="(\w+)"[^>]* href="([^"]+)"[^>]*>/g)].map(
    (m) => `${m[1]} ${m[2]}`,
  );
  return { html, links };
}

const allOf = (id: string) => [
  `fetch ${entryOf(id)}`,
  `script /remotes/pay/releases/${id}/remoteEntry.js`,
  `script /remotes/pay/releases/${id}/pay.${id.slice(-4)}.js`,
  `style /remotes/pay/releases/${id}/pay.${id.slice(-4)}.css`,
];

describe('preloads of a release and the platform it needs', () => {
  it('preloads a release the host runs: its manifest, entry, page chunk and style', () => {
    const { links } = preloads({ pay: { current: release(OLD, '>=1.0.334 <2') } });
    expect(links).toEqual(['script /react.1.js', ...allOf(OLD)]);
  });

  it('preloads nothing of a release that needs another platform, and still names it to the page', () => {
    const { html, links } = preloads({ pay: { current: release(OLD, '>=2.0.0') } });
    expect(links).toEqual(['script /react.1.js']); // the host's own start-up files only
    expect(html).not.toContain(`/releases/${OLD}/remoteEntry.js`);
    // the host reads the release from the inlined map and shows the remote-failure message for it
    expect(html).toContain(`"platform":">=2.0.0"`);
  });

  it("decides by the device's release: a canary for another platform is not preloaded, current is", () => {
    const map = {
      pay: { current: release(OLD, '>=1.0.334 <2'), canary: { release: release(NEW, '>=2'), percent: 50 } },
    };
    const inside = deviceIds.find((id) => canaryScore(id, 'pay') < 50) as string;
    const outside = deviceIds.find((id) => canaryScore(id, 'pay') >= 50) as string;
    expect(preloads(map, inside).links).toEqual(['script /react.1.js']);
    expect(preloads(map, outside).links).toEqual(['script /react.1.js', ...allOf(OLD)]);
  });

  it("goes by the version the served host was built with, not the server's", () => {
    hostBuiltAt('2.0.1');
    expect(preloads({ pay: { current: release(OLD, '>=2.0.0') } }).links).toEqual([
      'script /react.1.js',
      ...allOf(OLD),
    ]);
    expect(preloads({ pay: { current: release(OLD, '>=1.0.334 <2') } }).links).toEqual([
      'script /react.1.js',
    ]);
  });

  it('preloads as before when the host build does not say its version', () => {
    fs.rmSync(path.join(dirs.host, 'platform-version.json'));
    expect(preloads({ pay: { current: release(OLD, '>=2.0.0') } }).links).toEqual([
      'script /react.1.js',
      ...allOf(OLD),
    ]);
  });
});
