import path from 'node:path';
import { remoteForPath, type RemoteName } from '@topup/shared/domain/routes';
import type { Release, ReleaseMap } from '@topup/shared/domain/releases/releaseMap';
import { readJson } from './builtFiles';
import { localManifest, withManifestHashes } from './integrity';
import type { SiteDirs } from './paths';
import { scriptPurpose, VENDOR_SCRIPTS, type VendorScript } from './scriptPurposes';

// PCI DSS 4.0.1 6.4.3 (README "Payment-page integrity"): the inventory of every script that can run on a
// payment page — file, release, owning workspace, purpose, hash, and when it loads — made from the host
// build's record and the records of the releases the remote map points at (webpack/script-record.mjs), so
// it follows each remote's deploy. Served at /payment-scripts.json; `npm run integrity:check` holds a live
// site to it.

/** The pages that take card payments. */
export const PAYMENT_PAGES = ['/pay', '/pay-step', '/fines'] as const;

export interface InventoryScript {
  /** Its URL on the site (the host's from its public path, a release's from its manifest's folder). */
  file: string;
  /** `host <site version>`, or `<remote> <release id>` (a canary's is marked so). */
  release: string;
  /** The workspace or package most of its code comes from, then the others. */
  workspace: string;
  code: string[];
  purpose: string;
  integrity: string;
  loads: string;
}

export interface PageInventory {
  scripts: InventoryScript[];
  /** The stylesheets the page's code loads, each checked by its hash as the scripts are. */
  styles: InventoryScript[];
  /** Scripts of the payment providers, from their own hosts (never bundled). */
  vendors: VendorScript[];
}

export interface PaymentScripts {
  pages: Record<(typeof PAYMENT_PAGES)[number], PageInventory>;
}

interface ScriptRecord {
  startup?: string[];
  files: Record<string, { integrity: string; groups: string[]; code: string[] }>;
}
interface ManifestLike {
  metaData: { remoteEntry: { name: string; path?: string } };
  exposes: {
    name: string;
    path: string;
    assets: { js: { sync: string[]; async: string[] }; css?: { sync: string[]; async: string[] } };
  }[];
  integrity?: Record<string, string>;
}

const recordAt = (dir: string): ScriptRecord | null => {
  const value = readJson(path.join(dir, 'scripts.json')) as ScriptRecord | null;
  return value && typeof value.files === 'object' ? value : null;
};

function hostScripts(dirs: SiteDirs, base: string, version: string): InventoryScript[] {
  const record = recordAt(dirs.host);
  if (!record) return [];
  const startup = new Set(record.startup ?? []);
  return Object.entries(record.files).map(([file, f]) => {
    const loads = startup.has(file)
      ? 'start-up'
      : f.groups.some((g) => g.startsWith('after-load-'))
        ? 'after the page has loaded'
        : `on demand (${f.groups.join(', ') || 'a shared chunk of the above'})`;
    return {
      file: `${base}${file}`,
      release: `host ${version}`,
      workspace: f.code[0] ?? '',
      code: f.code,
      purpose: scriptPurpose(f.groups, f.code),
      integrity: f.integrity,
      loads,
    };
  });
}

function remoteScripts(
  remote: RemoteName,
  module: string,
  release: Release,
  label: string,
  dirs: SiteDirs,
): InventoryScript[] {
  const manifestFile = localManifest(release.entry, remote, dirs);
  const manifest = manifestFile ? (readJson(manifestFile) as ManifestLike | null) : null;
  if (!manifestFile || !manifest) return [];
  const record = recordAt(path.dirname(manifestFile));
  const base = release.entry.slice(0, release.entry.length - 'mf-manifest.json'.length);
  const expose = manifest.exposes.find((e) => e.path === module || `./${e.name}` === module);
  const entry = `${manifest.metaData.remoteEntry.path ?? ''}${manifest.metaData.remoteEntry.name}`;
  const files = new Map<string, string>([[entry, "with the page (the remote's entry)"]]);
  const { js, css } = expose?.assets ?? { js: { sync: [], async: [] } };
  for (const f of [...js.sync, ...(css?.sync ?? [])]) files.set(f, 'with the page');
  for (const f of [...js.async, ...(css?.async ?? [])]) if (!files.has(f)) files.set(f, 'on demand');
  return [...files].map(([file, loads]) => {
    const f = record?.files[file];
    const groups = f?.groups ?? (file === entry ? [remote] : []);
    return {
      file: `${base}${file}`,
      release: `${remote} ${label}`,
      workspace: f?.code[0] ?? `@topup/remote-${remote}`,
      code: f?.code ?? [],
      purpose:
        file === entry
          ? `the ${remote} remote's container: loads its pages`
          : scriptPurpose(groups, f?.code ?? []),
      integrity: manifest.integrity?.[file] ?? '',
      loads: loads === 'on demand' && groups.length > 0 ? `on demand (${groups.join(', ')})` : loads,
    };
  });
}

/**
 * The inventory of the payment pages as this server serves them now: every release that can run there (the
 * current one and a canary), whichever a device gets.
 */
export function paymentScripts(
  map: ReleaseMap,
  dirs: SiteDirs,
  options: { base: string; version: string },
): PaymentScripts {
  const hashed = withManifestHashes(map, dirs);
  const host = hostScripts(dirs, options.base, options.version);
  const pages = {} as PaymentScripts['pages'];
  for (const page of PAYMENT_PAGES) {
    const target = remoteForPath(page);
    const releases = target ? hashed[target.remote] : undefined;
    const remote =
      target && releases
        ? [
            ...remoteScripts(target.remote, target.module, releases.current, releases.current.id, dirs),
            ...(releases.canary
              ? remoteScripts(
                  target.remote,
                  target.module,
                  releases.canary.release,
                  `${releases.canary.release.id} (canary, ${releases.canary.percent}% of devices)`,
                  dirs,
                )
              : []),
          ]
        : [];
    const all = [...host, ...remote];
    pages[page] = {
      scripts: all.filter((s) => !s.file.endsWith('.css')),
      styles: all.filter((s) => s.file.endsWith('.css')),
      vendors: VENDOR_SCRIPTS.filter((v) => v.pages.includes(page)),
    };
  }
  return { pages };
}
