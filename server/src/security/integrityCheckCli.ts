import path from 'node:path';
import { problemLines, serverConfig } from '../config/load';
import { readJson, readFresh, hostScripts } from '../static/builtFiles';
import { withManifestHashes } from '../static/integrity';
import { siteDirs } from '../static/paths';
import { paymentScripts } from '../static/paymentScripts';
import { mapReleases, readRemoteMap, remoteMapFile } from '../static/remoteMapSource';
import { checkSite } from './integrityCheck';
import { pageHeaders } from './headers';
import { originOf, securityConfigFor } from './securityConfig';

// npm run integrity:check -- <site url>: the live payment pages against this checkout's release
// (integrityCheck.ts). Reads what the server would: TOPUP_CONFIG (else the sandbox of the site's origin),
// REMOTES_FILE, PUBLIC_PATH, TOPUP_BACKUP_HOSTS. Prints each drift and exits 1, or "ok" and exits 0.

async function main(): Promise<number> {
  const site = process.argv.slice(2).find((a) => !a.startsWith('-'));
  if (!site) {
    console.error('usage: npm run integrity:check -- <site url>');
    return 2;
  }
  const read = serverConfig(process.env, new URL(site).origin);
  if (!read.config || read.problems.length > 0) {
    for (const line of problemLines(read)) console.error(line);
    return 2;
  }
  const dirs = siteDirs();
  const map = withManifestHashes(readRemoteMap(remoteMapFile(), undefined, dirs), dirs);
  const template = readFresh(path.join(dirs.host, 'index.html')) ?? '';
  const built = readJson(path.join(dirs.host, 'platform-version.json')) as { version?: string } | null;
  const inventory = paymentScripts(map, dirs, {
    base: hostScripts(template).base,
    version: built?.version ?? '',
    applePay: read.config.applePay,
  });
  const remoteOrigins = mapReleases(map).flatMap((r) => originOf(r.entry) ?? []);
  const headers = pageHeaders(securityConfigFor(read.config, process.env), {
    nonce: 'release',
    remoteOrigins,
  });
  const drifts = await checkSite({ site, inventory, headers, map, fetch });
  for (const line of drifts) console.log(line);
  if (drifts.length === 0) console.log(`${site}: ok (the payment pages match the release)`);
  return drifts.length === 0 ? 0 : 1;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error);
    process.exitCode = 2;
  },
);
