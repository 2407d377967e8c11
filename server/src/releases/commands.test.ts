import { sri } from '../static/integrity';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { RemoteName } from '@topup/shared/domain/routes';
import { readMapFile } from '../static/remoteMapSource';
import { prune, readRemoteName, release, rollback, type ReleaseContext } from './commands';

// The release commands on a repository in a temporary folder. The build a command
// runs is the test's: it writes a remote build folder (manifest, entry, one chunk) with the given text.

let root: string;
let printed: string[];
let builds: RemoteName[];
let nextText = 'v1';

function writeBuild(dir: string, text: string) {
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'mf-manifest.json'), '{"metaData":{}}');
  fs.writeFileSync(path.join(dir, 'remoteEntry.js'), `// entry ${text}`);
  fs.writeFileSync(path.join(dir, `page.${text}.js`), text);
}

function context(): ReleaseContext {
  return {
    root,
    env: {},
    mapFile: path.join(root, 'server', 'remotes.json'),
    build(remote) {
      builds.push(remote);
      writeBuild(path.join(root, `remote-${remote}`, 'dist'), nextText);
    },
    print: (line) => printed.push(line),
  };
}

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'topup-release-cmd-'));
  fs.writeFileSync(path.join(root, 'package.json'), '{"version":"1.0.334"}');
  for (const r of ['pay', 'fines', 'feedback', 'share']) {
    fs.mkdirSync(path.join(root, `remote-${r}`));
    fs.writeFileSync(path.join(root, `remote-${r}`, 'package.json'), '{"topup":{"platform":">=1.0.334 <2"}}');
  }
  printed = [];
  builds = [];
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

const releaseFolders = (remote: string) =>
  fs.readdirSync(path.join(root, `remote-${remote}`, 'releases')).sort();

describe('npm run release / rollback / releases prune', () => {
  it('release builds the remote, keeps it as a folder and points the map at it, in one printed line', () => {
    nextText = 'v1';
    const first = release(context(), 'pay');
    expect(builds).toEqual(['pay']);
    expect(printed).toEqual([`pay: unversioned → ${first.to}`]);
    expect(first.to).toMatch(/^1\.0\.334-[0-9a-f]{10}$/);
    expect(readMapFile(path.join(root, 'server', 'remotes.json'))).toEqual({
      pay: {
        current: {
          id: first.to,
          entry: `/remotes/pay/releases/${first.to}/mf-manifest.json`,
          platform: '>=1.0.334 <2',
          // DESIGN §13: the map vouches for the release's manifest by its hash
          integrity: sri(
            fs.readFileSync(path.join(root, 'remote-pay', 'releases', first.to, 'mf-manifest.json')),
          ),
        },
      },
    });
    nextText = 'v2';
    const second = release(context(), 'pay');
    expect(printed[1]).toBe(`pay: ${first.to} → ${second.to}`);
    expect(releaseFolders('pay')).toEqual([first.to, second.to].sort());
    expect(fs.readFileSync(path.join(root, 'remote-pay', 'releases', first.to, 'page.v1.js'), 'utf8')).toBe(
      'v1',
    );
  });

  it('releases a build made elsewhere without building, and under the CDN base when one is set', () => {
    const dir = path.join(root, 'artefact');
    writeBuild(dir, 'ci');
    const ctx = { ...context(), env: { PUBLIC_PATH: 'https://cdn.example.com/topup' } };
    const change = release(ctx, 'share', { dir });
    expect(builds).toEqual([]);
    expect(change.map.share?.current.entry).toBe(
      `https://cdn.example.com/topup/remotes/share/releases/${change.to}/mf-manifest.json`,
    );
  });

  it('a release that changes only its platform range is a new release, and the map says the new range', () => {
    nextText = 'v1';
    const before = release(context(), 'pay').to;
    const pkg = path.join(root, 'remote-pay', 'package.json');
    fs.writeFileSync(pkg, '{"topup":{"platform":">=9.0.0 <10"}}');
    const after = release(context(), 'pay');
    expect(after.to).not.toBe(before);
    expect(printed.at(-1)).toBe(`pay: ${before} → ${after.to}`);
    const map = readMapFile(path.join(root, 'server', 'remotes.json'));
    expect(map.pay?.current).toMatchObject({ id: after.to, platform: '>=9.0.0 <10' });
    const record = path.join(root, 'remote-pay', 'releases', after.to, 'release.json');
    expect(JSON.parse(fs.readFileSync(record, 'utf8'))).toMatchObject({ platform: '>=9.0.0 <10' });
    // a rollback returns to the old release with the old range
    rollback(context(), 'pay');
    expect(readMapFile(path.join(root, 'server', 'remotes.json')).pay?.current).toMatchObject({
      id: before,
      platform: '>=1.0.334 <2',
    });
  });

  it('rollback points back to the release before, leaving the other remotes as they were', () => {
    nextText = 'v1';
    const a = release(context(), 'pay').to;
    release(context(), 'fines');
    nextText = 'v2';
    const b = release(context(), 'pay').to;
    const mapBefore = readMapFile(path.join(root, 'server', 'remotes.json'));
    rollback(context(), 'pay');
    expect(printed.at(-1)).toBe(`pay: ${b} → ${a}`);
    const map = readMapFile(path.join(root, 'server', 'remotes.json'));
    expect(map.pay?.current.id).toBe(a);
    expect(map.fines).toEqual(mapBefore.fines);
    expect(() => rollback(context(), 'pay')).toThrow('pay has no earlier release to roll back to');
  });

  it('a canary, then its promotion', () => {
    nextText = 'v1';
    const a = release(context(), 'pay').to;
    nextText = 'v2';
    const b = release(context(), 'pay', { canary: 10 }).to;
    expect(printed.at(-1)).toBe(`pay (canary, 10% of devices): ${a} → ${b}`);
    release(context(), 'pay', { promote: true });
    expect(printed.at(-1)).toBe(`pay: ${a} → ${b}`);
  });

  it('retention keeps the newest five and every release the map points at', () => {
    const ids: string[] = [];
    for (let n = 1; n <= 8; n += 1) {
      nextText = `v${n}`;
      ids.push(release(context(), 'pay').to);
    }
    // the oldest is the current release again: a rollback far back
    const mapFile = path.join(root, 'server', 'remotes.json');
    const map = readMapFile(mapFile);
    fs.writeFileSync(mapFile, JSON.stringify({ pay: { current: { id: ids[0], entry: 'x' } } }));
    // release.json's builtAt orders them (they were written within the same millisecond or so)
    ids.forEach((id, i) => {
      const file = path.join(root, 'remote-pay', 'releases', id, 'release.json');
      fs.writeFileSync(
        file,
        JSON.stringify({ ...JSON.parse(fs.readFileSync(file, 'utf8')), builtAt: 1000 + i }),
      );
    });
    expect(map.pay?.previous).toHaveLength(4);
    const deleted = prune(context());
    expect(deleted.pay).toEqual([ids[2], ids[1]]);
    expect(releaseFolders('pay')).toEqual([ids[0], ...ids.slice(3)].sort());
    expect(printed.at(-4)).toBe(`pay: 6 kept, 2 deleted (${ids[2]}, ${ids[1]})`);
    expect(printed.at(-3)).toBe('fines: 0 kept, 0 deleted');
  });

  it('names remotes as pay or remote-pay, and refuses others', () => {
    expect(readRemoteName('remote-pay')).toBe('pay');
    expect(readRemoteName('share')).toBe('share');
    expect(() => readRemoteName('host')).toThrow(/one of: pay, fines, feedback, share/);
  });
});
