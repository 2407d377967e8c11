// README "Deploying one remote alone": a remote's production build is also written, unchanged, to an immutable
// release folder named <site version>-<content id>. The id is a hash of every file's name and bytes and of the
// platform range the release declares, so two builds that differ in one byte never share a folder, a build
// released again for another range is another release (its release.json, and so the map, say the new range),
// and the same build for the same range written twice is one folder. Release folders are never rewritten and
// never deleted by a build; the retention command removes old ones.
// Layout: <releases>/<id>/ with the build's files and release.json. <releases> is remote-<name>/releases,
// or <TOPUP_RELEASES_DIR>/<name> when that is set (the same for the build, the commands and the server).
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The folder holding one remote's releases. */
export function releasesDirFor(short, env = process.env, root = ROOT) {
  return env.TOPUP_RELEASES_DIR
    ? path.join(path.resolve(env.TOPUP_RELEASES_DIR), short)
    : path.join(root, `remote-${short}`, 'releases');
}

function filesOf(dir, prefix = '') {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) =>
      e.isDirectory() ? filesOf(path.join(dir, e.name), `${prefix}${e.name}/`) : [`${prefix}${e.name}`],
    )
    .sort();
}

/** A release folder still being written (named `<id>.partial-<pid>` until it is renamed whole). */
export function isPartialRelease(pathOrName) {
  return /\.partial-\d+(?:\/|$)/.test(pathOrName);
}

/**
 * A hash of every file of a build folder (names and bytes) and of the platform range it is released for,
 * 10 hex digits. The range is what a host decides by whether it runs the release (README "Compatibility"):
 * the same files for another range must not reuse a folder whose record keeps the old one.
 */
export function contentId(distDir, platform = '') {
  const hash = crypto.createHash('sha256');
  hash.update('platform\0').update(platform).update('\0');
  for (const file of filesOf(distDir)) {
    hash
      .update(file)
      .update('\0')
      .update(fs.readFileSync(path.join(distDir, file)))
      .update('\0');
  }
  return hash.digest('hex').slice(0, 10);
}

/** The platform range a remote declares: package.json "topup": {"platform": "..."} (empty: any). */
export function declaredPlatform(appDir) {
  const pkg = JSON.parse(fs.readFileSync(path.join(appDir, 'package.json'), 'utf8'));
  const range = pkg.topup?.platform;
  return typeof range === 'string' ? range.trim() : '';
}

/** What a release folder's record must say for it to be this release (everything but its build time). */
const IDENTIFYING = ['remote', 'id', 'version', 'platform'];

/**
 * The record of an existing folder, refused with a message when it is not the release being written (a folder
 * written by hand, or by a build that did not count the range in the id): reusing it would publish its record.
 */
function existingRecord(dir, wanted) {
  const file = path.join(dir, 'release.json');
  let kept;
  try {
    kept = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    throw new Error(`${dir} exists without a readable release.json: delete the folder and release again`);
  }
  const differs = IDENTIFYING.filter((key) => (kept?.[key] ?? '') !== wanted[key]);
  if (differs.length > 0) {
    const said = differs.map(
      (k) => `${k} ${JSON.stringify(kept?.[k] ?? '')} (this release: ${JSON.stringify(wanted[k])})`,
    );
    throw new Error(
      `${file} says ${said.join(', ')}: a release folder is never rewritten; delete it (if the map does not ` +
        'point at it) and release again',
    );
  }
  return kept;
}

/**
 * Copies a build folder to its release folder (if that release is not there yet) and returns
 * { id, dir, created, release }. The copy is made beside and renamed in one step: a server never sees a
 * half-written release. A folder of that id whose record says another remote, version or range is refused.
 */
export function writeReleaseFolder({ distDir, releasesDir, remote, version, platform = '', now = Date.now }) {
  if (!fs.existsSync(path.join(distDir, 'mf-manifest.json'))) {
    throw new Error(`${distDir} holds no mf-manifest.json: not a remote's build`);
  }
  const id = `${version}-${contentId(distDir, platform)}`;
  const dir = path.join(releasesDir, id);
  if (fs.existsSync(dir)) {
    return { id, dir, created: false, release: existingRecord(dir, { remote, id, version, platform }) };
  }
  // builtAt: when this release was first written. The build time lives here, beside the files and outside
  // the id, never in them: a build time in the code would make every rebuild of the same source a new
  // release (app-version.mjs). The same build again keeps the first record.
  const release = { remote, id, version, platform, builtAt: now() };
  const staging = `${dir}.partial-${process.pid}`;
  fs.mkdirSync(releasesDir, { recursive: true });
  fs.rmSync(staging, { recursive: true, force: true });
  fs.cpSync(distDir, staging, { recursive: true });
  fs.writeFileSync(path.join(staging, 'release.json'), `${JSON.stringify(release, null, 2)}\n`);
  fs.renameSync(staging, dir);
  return { id, dir, created: true, release };
}

/** Production builds of a remote write their release folder after emitting, and print it with its range. */
export class ReleaseFolderPlugin {
  constructor({ short, appDir, version }) {
    this.options = { short, appDir, version };
  }

  apply(compiler) {
    compiler.hooks.done.tap('ReleaseFolderPlugin', (stats) => {
      if (stats.hasErrors()) return;
      const { short, appDir, version } = this.options;
      const platform = declaredPlatform(appDir);
      const { id, dir, created } = writeReleaseFolder({
        distDir: compiler.options.output.path,
        releasesDir: releasesDirFor(short),
        remote: short,
        version,
        platform,
      });
      console.log(
        `release ${short} ${id}: platform ${platform || 'any'}; ${created ? 'written to' : 'already in'} ` +
          path.relative(ROOT, dir),
      );
    });
  }
}
