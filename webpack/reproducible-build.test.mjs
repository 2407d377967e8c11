import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

// Reproducible releases: the same source and lock file give the same bytes and so the same
// release id (release-folder.mjs hashes every file). The smallest remote is built twice, as differently as
// an honest rebuild may be — another output folder, another time zone, a clock a year and a day later —
// and the two release folders must be one release, file for file. A build time, a path or an order that
// depends on timing in any file makes two ids. About 15 s a build.

const ROOT = path.resolve(__dirname, '..');
const REMOTE = 'share';
const CLI = createRequire(__filename).resolve('webpack-cli/bin/cli.js');
const LATER_MS = 366 * 24 * 3600 * 1000;

let tmp;
beforeAll(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'reproducible-build-'));
});
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

/** A Node preload that moves the build's clock on: any time read during the build reads another day. */
function laterClock() {
  const file = path.join(tmp, 'later-clock.cjs');
  fs.writeFileSync(
    file,
    `const Real = Date;
class Later extends Real {
  constructor(...a) { if (a.length === 0) super(Real.now() + ${LATER_MS}); else super(...a); }
  static now() { return Real.now() + ${LATER_MS}; }
}
globalThis.Date = Later;
`,
  );
  return file;
}

/** Builds the remote in production into <tmp>/<name>: its dist and its releases folder. */
async function build(name, env) {
  const out = path.join(tmp, name);
  // as `npm run build` does: not with jest's NODE_ENV=test
  const inherited = { ...process.env };
  delete inherited.NODE_ENV;
  await promisify(execFile)(
    process.execPath,
    [CLI, '--mode', 'production', '--config', 'webpack.config.mjs', '--output-path', path.join(out, 'dist')],
    {
      cwd: path.join(ROOT, `remote-${REMOTE}`),
      env: { ...inherited, TOPUP_RELEASES_DIR: path.join(out, 'releases'), ...env },
      maxBuffer: 16 * 1024 * 1024,
    },
  );
  const releases = path.join(out, 'releases', REMOTE);
  const ids = fs.readdirSync(releases);
  expect(ids).toHaveLength(1);
  return { id: ids[0], dir: path.join(releases, ids[0]) };
}

function filesOf(dir, prefix = '') {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) =>
      e.isDirectory() ? filesOf(path.join(dir, e.name), `${prefix}${e.name}/`) : [`${prefix}${e.name}`],
    )
    .sort();
}

describe('a remote built twice from the same source', () => {
  it('is one release: the same id and the same bytes in every file', async () => {
    const first = await build('first', { TZ: 'UTC' });
    const second = await build('second', {
      TZ: 'Asia/Riyadh',
      NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --require ${JSON.stringify(laterClock())}`.trim(),
    });

    // which files differ first (a failure names them), then the id made of them
    const files = filesOf(first.dir);
    expect(filesOf(second.dir)).toEqual(files);
    expect(files).toEqual(expect.arrayContaining(['mf-manifest.json', 'mf-stats.json', 'remoteEntry.js']));
    const differing = files
      .filter((f) => f !== 'release.json')
      .filter(
        (f) => !fs.readFileSync(path.join(first.dir, f)).equals(fs.readFileSync(path.join(second.dir, f))),
      );
    expect(differing).toEqual([]);
    expect(second.id).toBe(first.id);

    // no file names the machine: neither the checkout nor the folder it was built into
    const naming = files.filter((f) => {
      const text = fs.readFileSync(path.join(first.dir, f), 'utf8');
      return text.includes(ROOT) || text.includes(tmp);
    });
    expect(naming).toEqual([]);

    // the build time is kept beside the files, in release.json: the one file that may differ
    const record = (r) => JSON.parse(fs.readFileSync(path.join(r.dir, 'release.json'), 'utf8'));
    const { builtAt: firstAt, ...firstRest } = record(first);
    const { builtAt: secondAt, ...secondRest } = record(second);
    expect(secondRest).toEqual(firstRest);
    expect(secondAt - firstAt).toBeGreaterThan(LATER_MS - 3600 * 1000); // the later clock did run
  }, 180_000);
});
