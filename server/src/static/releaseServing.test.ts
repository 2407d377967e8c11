import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { canaryScore } from '@topup/shared/domain/releases/deviceScore';
import { sri } from './integrity';
import type { SiteDirs } from './paths';
import { writeMapFile } from './remoteMapSource';
import { openTestSite, type TestSite } from './siteTestKit';

// Release folders are served beside the remote's dist and cached for a year; the
// map is no-cache and carries no rollback targets; index.html preloads the release this device gets.

const manifest = (page: string) =>
  JSON.stringify({
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
    exposes: [{ name: 'pay', path: './pay', assets: { js: { sync: [page] }, css: { sync: [] } } }],
  });
const release = (id: string) => ({ id, entry: `/remotes/pay/releases/${id}/mf-manifest.json` });
const deviceIds = Array.from({ length: 200 }, (_, i) => i.toString(16).padStart(32, '0'));

let site: TestSite;
let dirs: SiteDirs;
let app: FastifyInstance;

/** Two releases of the pay remote and a half-written third; the map: one current, a 50 % canary. */
function writeReleases(dirs: SiteDirs, root: string): void {
  for (const id of ['1.0.334-aaaaaaaaaa', '1.0.334-bbbbbbbbbb']) {
    const dir = path.join(dirs.releases.pay, id);
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'mf-manifest.json'), manifest(`pay.${id.slice(-4)}.js`));
    fs.writeFileSync(path.join(dir, 'remoteEntry.js'), `// ${id}`);
  }
  fs.mkdirSync(path.join(dirs.releases.pay, '1.0.334-cccccccccc.partial-77'), { recursive: true });
  fs.writeFileSync(path.join(dirs.releases.pay, '1.0.334-cccccccccc.partial-77', 'remoteEntry.js'), '//');
  writeMapFile(
    {
      pay: {
        current: release('1.0.334-aaaaaaaaaa'),
        previous: [release('1.0.334-0000000000')],
        canary: { release: release('1.0.334-bbbbbbbbbb'), percent: 50 },
      },
    },
    path.join(root, 'remotes.json'),
  );
}

beforeEach(async () => {
  site = await openTestSite('releases', writeReleases);
  ({ dirs, app } = site);
});
afterEach(() => site.close());

describe('release folders on the contract server', () => {
  it('serves every file of a release for a year, immutable, and no half-written release', async () => {
    const entry = await app.inject('/remotes/pay/releases/1.0.334-aaaaaaaaaa/remoteEntry.js');
    expect(entry.statusCode).toBe(200);
    expect(entry.body).toBe('// 1.0.334-aaaaaaaaaa');
    expect(entry.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const partial = await app.inject('/remotes/pay/releases/1.0.334-cccccccccc.partial-77/remoteEntry.js');
    expect(partial.statusCode).toBe(404);
    expect((await app.inject('/remotes/pay/releases/1.0.334-ffffffffff/remoteEntry.js')).statusCode).toBe(
      404,
    );
  });

  it('serves the map no-cache, with the current release and the canary but no rollback targets', async () => {
    const res = await app.inject('/remotes.json');
    expect(res.headers['cache-control']).toBe('no-cache');
    const map = res.json();
    // DESIGN §13: each release with its manifest's hash, as this server reads the manifest (the map names none)
    const hashOf = (id: string) => sri(fs.readFileSync(path.join(dirs.releases.pay, id, 'mf-manifest.json')));
    expect(map.pay).toEqual({
      current: { ...release('1.0.334-aaaaaaaaaa'), integrity: hashOf('1.0.334-aaaaaaaaaa') },
      canary: {
        release: { ...release('1.0.334-bbbbbbbbbb'), integrity: hashOf('1.0.334-bbbbbbbbbb') },
        percent: 50,
      },
    });
    // a remote with no built manifest here: nothing to vouch for, so no hash (the page does not load it)
    expect(map.fines).toEqual({ current: { id: 'unversioned', entry: '/remotes/fines/mf-manifest.json' } });
  });

  it("preloads the release the device's cookie id gets, from that release's folder", async () => {
    const inside = deviceIds.find((id) => canaryScore(id, 'pay') < 50) as string;
    const outside = deviceIds.find((id) => canaryScore(id, 'pay') >= 50) as string;
    const preloads = async (id: string) => {
      const res = await app.inject({ url: '/pay', cookies: { topup_device: id } });
      return [
        ...res.body.matchAll(/<link rel="preload" as="script" fetchpriority="low" href="([^"]+)">/g),
      ].map((m) => m[1]);
    };
    expect(await preloads(inside)).toEqual([
      '/remotes/pay/releases/1.0.334-bbbbbbbbbb/remoteEntry.js',
      '/remotes/pay/releases/1.0.334-bbbbbbbbbb/pay.bbbb.js',
    ]);
    expect(await preloads(outside)).toEqual([
      '/remotes/pay/releases/1.0.334-aaaaaaaaaa/remoteEntry.js',
      '/remotes/pay/releases/1.0.334-aaaaaaaaaa/pay.aaaa.js',
    ]);
  });
});
