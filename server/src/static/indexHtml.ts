import path from 'node:path';
import { readsPkgInfoAtStart, remoteForPath, type RemoteName } from '@topup/shared/domain/routes';
import payFlowPages from '@topup/shared/domain/payFlowPages.json';
import { firstCallsLeftToHost } from '@topup/shared/domain/earlyCalls';
import type { RemoteMap } from '@topup/shared/domain/remoteMap';
import type { RuntimeConfig } from '@topup/shared/config/runtimeConfig';
import { chooseReleases, servedMap, type ReleaseMap } from '@topup/shared/domain/releases/releaseMap';
import { satisfiesRange } from '@topup/shared/domain/releases/compatibility';
import type { SiteDirs } from './paths';
import { escapeAttr, fileList, hostScripts, readFresh, readJson } from './builtFiles';
import { earlyScriptElements, earlyScriptFor } from './earlyScript';
import { hostIntegrity, integrityAttrs, localManifest, withManifestHashes } from './integrity';

// DESIGN §9: no serial chain before the first render. The served index.html carries the remote map inline
// (no /remotes.json fetch) and preloads the current route's manifest, remote entry and page chunks.

export const HEAD_MARK = '<!--topup:head-->';
/** The meta element carrying the device id (read by the platform's device module). */
export const DEVICE_META = 'topup-device';

interface ManifestLike {
  metaData: { remoteEntry: { name: string; path?: string }; publicPath?: string };
  exposes: { name: string; path: string; assets: { js: { sync: string[] }; css?: { sync: string[] } } }[];
  /** DESIGN §13: the hash of every file of the release (webpack/integrity-plugin.mjs). */
  integrity?: Record<string, string>;
}

/** What a page preloads for its route, and the hash of each file (a preload without one is fetched as is). */
export interface RoutePreloads {
  fetch: string[];
  script: string[];
  style: string[];
  hashes: Record<string, string>;
}

/**
 * JSON inside <script>: nothing in it may close the tag, and the two line separators JSON allows in a
 * string but older script engines refuse are escaped (kept, not dropped: a value reads back unchanged).
 */
export const inlineJson = (v: unknown) =>
  JSON.stringify(v)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** The URLs to preload for a path: [manifest, remote entry, page chunks], or [] when not served from here. */
export function preloadsFor(
  pathname: string,
  map: RemoteMap,
  dirs: SiteDirs,
  manifestHashes: Record<string, string> = {},
): RoutePreloads {
  const none = { fetch: [], script: [], style: [], hashes: {} };
  const target = remoteForPath(pathname);
  if (!target) return none;
  if (dirs.kind === 'monolith') return { ...none, script: monolithPagePreloads(target, dirs) };
  const manifestUrl = map[target.remote];
  if (!manifestUrl) return none;
  const manifestHash = manifestHashes[manifestUrl];
  const fetchOnly = {
    ...none,
    fetch: [manifestUrl],
    hashes: manifestHash ? { [manifestUrl]: manifestHash } : {},
  };
  const local = localManifest(manifestUrl, target.remote as RemoteName, dirs);
  const text = local ? readFresh(local) : null;
  if (!text) return fetchOnly;
  let manifest: ManifestLike;
  try {
    manifest = JSON.parse(text) as ManifestLike;
  } catch {
    return fetchOnly;
  }
  const base = manifestUrl.slice(0, manifestUrl.length - 'mf-manifest.json'.length);
  const exposeName = target.module.replace(/^\.\//, '');
  const expose = manifest.exposes.find((e) => e.name === exposeName || e.path === target.module);
  const entryFile = `${manifest.metaData.remoteEntry.path ?? ''}${manifest.metaData.remoteEntry.name}`;
  const files = [entryFile, ...(expose?.assets.js.sync ?? []), ...(expose?.assets.css?.sync ?? [])];
  const hashes: Record<string, string> = { ...fetchOnly.hashes };
  for (const f of files) {
    const hash = manifest.integrity?.[f];
    if (hash) hashes[`${base}${f}`] = hash;
  }
  return {
    fetch: [manifestUrl],
    script: [`${base}${entryFile}`, ...(expose?.assets.js.sync ?? []).map((f) => `${base}${f}`)],
    style: (expose?.assets.css?.sync ?? []).map((f) => `${base}${f}`),
    hashes,
  };
}

/** The monolith reference preloads the lazy chunk of the route's page (page-files.json of its build). */
function monolithPagePreloads(target: { remote: string; module: string }, dirs: SiteDirs): string[] {
  const text = readFresh(path.join(dirs.host, 'page-files.json'));
  if (!text) return [];
  try {
    const pages = JSON.parse(text) as Record<string, unknown>;
    const files = pages[`page-${target.remote}-${target.module.replace(/^\.\//, '')}`];
    return Array.isArray(files)
      ? files.filter((f): f is string => typeof f === 'string').map((f) => `/${f}`)
      : [];
  } catch {
    return [];
  }
}

/**
 * The host's own start-up chunks (react-dom, the platform, ...), listed at build time in startup-files.json.
 * Without a preload the browser finds them only after main.js has run: one more round trip before render.
 */
export function hostStartupPreloads(dirs: SiteDirs, template: string): string[] {
  const { base, main } = hostScripts(template);
  return fileList(readJson(path.join(dirs.host, 'startup-files.json')))
    .filter((f) => f !== main)
    .map((f) => `${base}${f}`);
}

/** The chunk of the package info's client (host/platform/src/pkgInfo.ts), loaded after the load event. */
export const PKG_INFO_CLIENT_CHUNK = payFlowPages.pkgInfoClientChunk;

/**
 * On a route that reads the package info as it starts (its channels are the gray release's to
 * decide), the host's chunk of its client, listed at build time in after-load-files.json: without it the
 * client's download stands between the page's start and the config call.
 */
export function pkgInfoClientPreloads(pathname: string, dirs: SiteDirs, template: string): string[] {
  if (!readsPkgInfoAtStart(remoteForPath(pathname))) return [];
  const groups = readJson(path.join(dirs.host, 'after-load-files.json'));
  if (typeof groups !== 'object' || groups === null) return [];
  const { base } = hostScripts(template);
  return fileList((groups as Record<string, unknown>)[PKG_INFO_CLIENT_CHUNK]).map((f) => `${base}${f}`);
}

/**
 * The version the served host checks a remote release's platform range against (its __APP_VERSION__),
 * written by its build beside its files (webpack/platform-version-plugin.mjs); null when the build does
 * not say (a host built before it did).
 */
function hostPlatformVersion(dirs: SiteDirs): string | null {
  const text = readFresh(path.join(dirs.host, 'platform-version.json'));
  if (!text) return null;
  try {
    const { version } = JSON.parse(text) as { version?: unknown };
    return typeof version === 'string' ? version : null;
  } catch {
    return null;
  }
}

/** Inline <script> and <style> elements of the template (no src) get this answer's CSP nonce. */
export function addNonces(html: string, nonce: string): string {
  const attr = ` nonce="${escapeAttr(nonce)}"`;
  return html.replace(/<(script|style)\b(?![^>]*\bsrc=)([^>]*)>/gi, (_m, tag: string, rest: string) =>
    rest.includes('nonce=') ? `<${tag}${rest}>` : `<${tag}${attr}${rest}>`,
  );
}

/**
 * The served index.html: the template with the remote map inlined, the current route's preloads, the
 * device id of the cookie, and the CSP nonce on every inline element. Nothing written here can leave its context: the map is JSON with
 * `<` escaped inside a script, URLs are attribute-escaped.
 */
export function renderIndexHtml(
  template: string,
  pathname: string,
  map: ReleaseMap,
  dirs: SiteDirs,
  nonce: string,
  page: {
    deviceId?: string;
    /** Written first in <head> (after its charset), before any other script: the test-mode recorder. */
    firstInHead?: string;
    /** The environment's configuration, read by the host before anything else starts. */
    config?: RuntimeConfig;
    /** The address's query ("?…" or ""): whether the early script will send the first calls. */
    search?: string;
  } = {},
): string {
  // every release's manifest hashed (integrity.ts): the page loads no release without one
  const hashedMap = withManifestHashes(map, dirs);
  // the releases this device gets (the page chooses the same from the same id: releases/releaseMap.ts)
  const chosen = chooseReleases(hashedMap, page.deviceId ?? '');
  // only what the host will run: it refuses a release whose platform range leaves out its version
  // (host/src/remotes/loadRemotePage.ts), and a preload of that release is a download never used. A host
  // that does not say its version gets the preloads it always had.
  const platform = hostPlatformVersion(dirs);
  const entries: RemoteMap = Object.fromEntries(
    Object.entries(chosen)
      // nor a release the page refuses for want of a hash (DESIGN §13)
      .filter(([, c]) => c.release.integrity !== undefined)
      .filter(([, c]) => platform === null || satisfiesRange(platform, c.release.platform))
      .map(([name, c]) => [name, c.release.entry]),
  );
  const manifestHashes = Object.fromEntries(
    Object.values(chosen).flatMap((c) =>
      c.release.integrity ? [[c.release.entry, c.release.integrity]] : [],
    ),
  );
  const route = preloadsFor(pathname, entries, dirs, manifestHashes);
  const { fetch, style } = route;
  // DESIGN §13: each preload carries its file's hash, so the script or fetch that uses it is checked too
  const host = hostIntegrity(dirs);
  const { base } = hostScripts(template);
  const hashOf = (url: string) =>
    route.hashes[url] ?? (url.startsWith(base) ? host[url.slice(base.length)] : undefined);
  // the early script reads the configuration: without it inline, the host asks for its calls itself
  const early = page.config ? earlyScriptFor(pathname, dirs) : null;
  // the early script reads the package info itself and leaves its read to the page, which then needs no
  // client of its own to start; the host reads it where the address leaves the first calls to the host
  const hostReadsPkgInfo = early === null || firstCallsLeftToHost(page.search ?? '', '');
  const script = [
    ...route.script,
    ...(hostReadsPkgInfo ? pkgInfoClientPreloads(pathname, dirs, template) : []),
  ];
  const head = [
    // the device id the server's cookie keeps, for a page whose storage lost it (device/deviceCookie.ts)
    ...(page.deviceId ? [`<meta name="${DEVICE_META}" content="${escapeAttr(page.deviceId)}">`] : []),
    // the environment's configuration, monolith included: the host reads it before it starts
    ...(page.config ? [`<script>window.__TOPUP_CONFIG__=${inlineJson(page.config)}</script>`] : []),
    // the monolith reference locates no remotes
    ...(dirs.kind === 'monolith'
      ? []
      : [`<script>window.__TOPUP_REMOTES__=${inlineJson(servedMap(hashedMap))}</script>`]),
    ...hostStartupPreloads(dirs, template).map(
      (u) => `<link rel="preload" as="script" href="${escapeAttr(u)}"${integrityAttrs(hashOf(u))}>`,
    ),
    // The route's files at low priority. The browser shares a slow link between everything it
    // fetches, so at equal priority the host's start-up script (the largest, and the first to run) arrived
    // last; now it comes first and runs while the route's files are still arriving.
    // the manifest: the browser checks no hash on a fetch preload, the runtime's fetch checks it (integrityPlugin)
    ...fetch.map(
      (u) =>
        `<link rel="preload" as="fetch" crossorigin="anonymous" fetchpriority="low" href="${escapeAttr(u)}">`,
    ),
    ...script.map(
      (u) =>
        `<link rel="preload" as="script" fetchpriority="low" href="${escapeAttr(u)}"${integrityAttrs(hashOf(u))}>`,
    ),
    ...style.map(
      (u) =>
        `<link rel="preload" as="style" fetchpriority="low" href="${escapeAttr(u)}"${integrityAttrs(hashOf(u))}>`,
    ),
  ].join('\n    ');
  // last in the head, before the stylesheets, after the preloads (earlyScript.ts)
  const earlyElements = early ? earlyScriptElements(early, template, nonce) : '';
  // the template's own inline elements first, then the head: a marker text inside the map is only data
  const { firstInHead } = page;
  const html = firstInHead
    ? template.replace(/<head\b[^>]*>(\s*<meta charset=[^>]*>)?/i, (m) => `${m}${firstInHead}`)
    : template;
  return addNonces(html, nonce).replace(HEAD_MARK, () =>
    [addNonces(head, nonce), earlyElements].filter(Boolean).join('\n    '),
  );
}

export function readIndexTemplate(dirs: SiteDirs): string | null {
  return readFresh(path.join(dirs.host, 'index.html'));
}
