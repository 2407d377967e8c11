import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { writeReleaseFolder } from '@topup/webpack-config/release-folder';
import { buildReleaseId } from './buildRelease';
import { siteDirs, type SiteDirs } from './paths';
import { readRemoteMap } from './remoteMapSource';

// The remotes the map file does not name point at the release folder of the build in their dist, so that a
// return visit asks for none of their files (their manifest and entry in the dist are served no-cache).

let root: string;
let dirs: SiteDirs;
const noMapFile = () => path.join(root, 'no-remotes.json');

/** A remote's app folder with its range, and a build in its dist. */
function build(name: 'pay' | 'fines', page: string) {
  const app = path.join(root, `remote-${name}`);
  fs.mkdirSync(dirs.remotes[name], { recursive: true });
  fs.writeFileSync(path.join(app, 'package.json'), JSON.stringify({ topup: { platform: '>=1.0.0 <2' } }));
  fs.writeFileSync(path.join(dirs.remotes[name], 'mf-manifest.json'), JSON.stringify({ page }));
  fs.writeFileSync(path.join(dirs.remotes[name], 'remoteEntry.js'), `/* ${page} */`);
}

/** What the build does after emitting (webpack/release-folder.mjs ReleaseFolderPlugin). */
const release = (name: 'pay' | 'fines') =>
  writeReleaseFolder({
    distDir: dirs.remotes[name],
    releasesDir: dirs.releases[name],
    remote: name,
    version: '1.0.0',
    platform: '>=1.0.0 <2',
  }).id;

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'topup-build-release-'));
  dirs = siteDirs(root, 'federated', {});
});

afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe('a default remote: the release folder of its build', () => {
  it('points the map at the release folder the build wrote, and at nothing else', () => {
    build('pay', 'pay.1.js');
    const id = release('pay');
    expect(buildReleaseId('pay', dirs)).toBe(id);
    const map = readRemoteMap(noMapFile(), '/', dirs);
    expect(map.pay).toEqual({ current: { id, entry: `/remotes/pay/releases/${id}/mf-manifest.json` } });
    // under a CDN base, the same folder there
    expect(readRemoteMap(noMapFile(), 'https://cdn.example/site/', dirs).pay?.current.entry).toBe(
      `https://cdn.example/site/remotes/pay/releases/${id}/mf-manifest.json`,
    );
  });

  it('keeps the dist, unversioned, for a build with no release folder, or one changed since it was written', () => {
    build('pay', 'pay.1.js');
    expect(buildReleaseId('pay', dirs)).toBeNull();
    expect(readRemoteMap(noMapFile(), '/', dirs).pay).toEqual({
      current: { id: 'unversioned', entry: '/remotes/pay/mf-manifest.json' },
    });
    // its release written afterwards (the release command): found at the next look
    const id = release('pay');
    expect(buildReleaseId('pay', dirs)).toBe(id);
    // the dist rewritten by hand after its release: its folder no longer holds what the dist serves
    fs.writeFileSync(path.join(dirs.remotes.pay, 'mf-manifest.json'), JSON.stringify({ page: 'pay.22.js' }));
    expect(buildReleaseId('pay', dirs)).toBeNull();
  });

  it("follows a new build of the dist to its own folder, and never takes another remote's folder of that id", () => {
    build('pay', 'pay.1.js');
    const first = release('pay');
    expect(buildReleaseId('pay', dirs)).toBe(first);
    build('pay', 'pay.22.js');
    const second = release('pay');
    expect(second).not.toBe(first);
    expect(buildReleaseId('pay', dirs)).toBe(second);
    // a folder of the same name under fines' releases, recorded as pay's: not fines' build
    build('fines', 'pay.22.js');
    fs.cpSync(path.join(dirs.releases.pay, second), path.join(dirs.releases.fines, second), {
      recursive: true,
    });
    expect(buildReleaseId('fines', dirs)).toBeNull();
  });

  it('leaves a remote the map file names as the file says', () => {
    build('pay', 'pay.1.js');
    release('pay');
    const file = path.join(root, 'remotes.json');
    fs.writeFileSync(
      file,
      JSON.stringify({ pay: { current: { id: 'x-1', entry: '/elsewhere/mf-manifest.json' } } }),
    );
    expect(readRemoteMap(file, '/', dirs).pay).toEqual({
      current: { id: 'x-1', entry: '/elsewhere/mf-manifest.json' },
    });
  });
});
