import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { contentId, isPartialRelease, releasesDirFor, writeReleaseFolder } from './release-folder.mjs';

// A build becomes an immutable folder named by version and content
let tmp;
beforeEach(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'release-folder-'));
});
afterEach(() => fs.rmSync(tmp, { recursive: true, force: true }));

function dist(files) {
  const dir = fs.mkdtempSync(path.join(tmp, 'dist-'));
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), text);
  }
  return dir;
}
const build = { 'mf-manifest.json': '{}', 'remoteEntry.js': 'a', 'sub/1.abc.js': 'x' };

describe('release folders', () => {
  it('names a release by version and a hash of every file, one byte apart is another release', () => {
    const a = contentId(dist(build));
    expect(a).toMatch(/^[0-9a-f]{10}$/);
    expect(contentId(dist(build))).toBe(a);
    expect(contentId(dist({ ...build, 'sub/1.abc.js': 'y' }))).not.toBe(a);
    expect(contentId(dist({ ...build, 'sub/2.abc.js': 'x' }))).not.toBe(a);
  });

  it('copies the build with its release.json, and the same build twice is one folder left untouched', () => {
    const releasesDir = path.join(tmp, 'releases');
    const first = writeReleaseFolder({
      distDir: dist(build),
      releasesDir,
      remote: 'pay',
      version: '1.0.334',
      platform: '>=1.0.330 <2',
      now: () => 1000,
    });
    expect(first.created).toBe(true);
    expect(first.id).toMatch(/^1\.0\.334-[0-9a-f]{10}$/);
    expect(fs.readFileSync(path.join(first.dir, 'sub', '1.abc.js'), 'utf8')).toBe('x');
    expect(JSON.parse(fs.readFileSync(path.join(first.dir, 'release.json'), 'utf8'))).toEqual({
      remote: 'pay',
      id: first.id,
      version: '1.0.334',
      platform: '>=1.0.330 <2',
      builtAt: 1000,
    });
    const again = writeReleaseFolder({
      distDir: dist(build),
      releasesDir,
      remote: 'pay',
      version: '1.0.334',
      platform: '>=1.0.330 <2',
      now: () => 2000,
    });
    expect(again).toMatchObject({ id: first.id, created: false, release: { builtAt: 1000 } });
    expect(fs.readdirSync(releasesDir)).toEqual([first.id]);
  });

  it('counts the platform range in the id: the same files for another range are another release', () => {
    const releasesDir = path.join(tmp, 'releases');
    const write = (platform) =>
      writeReleaseFolder({ distDir: dist(build), releasesDir, remote: 'pay', version: '1.0.334', platform });
    const old = write('>=1.0.334 <2');
    const tightened = write('>=9.0.0 <10');
    expect(tightened).toMatchObject({ created: true, release: { platform: '>=9.0.0 <10' } });
    expect(tightened.id).not.toBe(old.id);
    expect(JSON.parse(fs.readFileSync(path.join(tightened.dir, 'release.json'), 'utf8')).platform).toBe(
      '>=9.0.0 <10',
    );
    // the old release keeps its own record: a rollback to it still says its own range
    expect(JSON.parse(fs.readFileSync(path.join(old.dir, 'release.json'), 'utf8')).platform).toBe(
      '>=1.0.334 <2',
    );
    expect(contentId(dist(build), '>=9.0.0 <10')).toBe(tightened.id.split('-')[1]);
  });

  it('refuses, with a message, a folder of that id whose record says another release', () => {
    const releasesDir = path.join(tmp, 'releases');
    const args = { distDir: dist(build), releasesDir, remote: 'pay', version: '1.0.334', platform: '>=1 <2' };
    const first = writeReleaseFolder(args);
    const file = path.join(first.dir, 'release.json');
    // a folder written by hand, or by a build that left the range out of the id
    fs.writeFileSync(file, JSON.stringify({ ...first.release, platform: '>=0.1 <1' }));
    expect(() => writeReleaseFolder(args)).toThrow(
      /release\.json says platform ">=0\.1 <1" \(this release: ">=1 <2"\): a release folder is never rewritten/,
    );
    expect(JSON.parse(fs.readFileSync(file, 'utf8')).platform).toBe('>=0.1 <1');
    fs.rmSync(file);
    expect(() => writeReleaseFolder(args)).toThrow(/without a readable release\.json/);
  });

  it('refuses a folder that is not a remote build', () => {
    expect(() =>
      writeReleaseFolder({ distDir: dist({ 'a.js': '' }), releasesDir: tmp, remote: 'pay', version: '1' }),
    ).toThrow(/mf-manifest/);
  });

  it('keeps releases beside each remote, or under TOPUP_RELEASES_DIR/<name>', () => {
    expect(releasesDirFor('pay', {}, '/repo')).toBe(path.join('/repo', 'remote-pay', 'releases'));
    expect(releasesDirFor('pay', { TOPUP_RELEASES_DIR: '/srv/rel' }, '/repo')).toBe('/srv/rel/pay');
  });
});

describe('a release being written', () => {
  it('is told by its staging name, as a folder or a path inside it', () => {
    expect(isPartialRelease('1.0.334-ab.partial-77')).toBe(true);
    expect(isPartialRelease('/1.0.334-ab.partial-77/remoteEntry.js')).toBe(true);
    expect(isPartialRelease('1.0.334-ab')).toBe(false);
    expect(isPartialRelease('/1.0.334-ab/page.partial-x.js')).toBe(false);
  });
});
