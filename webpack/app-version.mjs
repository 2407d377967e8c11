// spec 01 §1: the site has one version, 1.0.334: the root package.json's. Every app (the host and each
// remote) is built with it as __APP_VERSION__, shown on /test, so the version-update check (spec 02 §4)
// compares the configured website_version with the number the page really runs. The apps' own
// package.json versions are workspace package versions (what "@topup/platform": "1.0.0" resolves to),
// not the site's, and stay as they are.
import fs from 'node:fs';
import path from 'node:path';

/** The version in `<rootDir>/package.json`; a build without one stops here rather than ship a wrong number. */
export function siteVersion(rootDir) {
  const pkg = JSON.parse(fs.readFileSync(path.join(rootDir, 'package.json'), 'utf8'));
  // spec 02 §4 compares versions as digits with the dots removed: anything else could never trigger an update
  if (typeof pkg.version !== 'string' || !/^\d+(\.\d+)*$/.test(pkg.version)) {
    throw new Error(`${rootDir}/package.json: the site version must be digits and dots, not ${pkg.version}`);
  }
  return pkg.version;
}

/**
 * The build-time constants of every app (declared in types/globals.d.ts), for webpack's DefinePlugin. Each
 * is a fact of the source, so the same source gives the same bytes (a remote's release id is a hash of
 * them, release-folder.mjs):
 * - __APP_NAME__: which app the code was bundled into (every remote's buildInfo.ts is the same file): only
 *   the build knows, and it is the same in every environment.
 * - __APP_VERSION__: the version of the code itself. The page reports it (/test, analytics, the
 *   version-update check) and the host checks a remote's platform range against it before running the
 *   remote: a number read at run time (a configuration, the server) could disagree with the code it
 *   describes.
 * Nothing that differs between two builds of the same source belongs here: the build time is kept in the
 * release's release.json, beside its files.
 */
export function appConstants({ short, rootDir }) {
  return {
    __APP_NAME__: JSON.stringify(short),
    __APP_VERSION__: JSON.stringify(siteVersion(rootDir)),
  };
}
