// The size report printed by every build (issue: fast from the first commit): gzipped JS per app and the
// initial JS a first visit of each route downloads (host entry and start-up chunks, the route's remote entry
// and its exposed page chunks). Shared singletons come from the host, so a remote adds only its own code.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { EARLY_SCRIPT } from './early-script.mjs';
import { change, landedSizes } from './size-record.mjs';

/** The per-route JS budgets: one file, read by this report and by the e2e suite. */
export function readBudgets(root) {
  return JSON.parse(fs.readFileSync(path.join(root, 'webpack', 'budgets.json'), 'utf8'));
}

const gz = (file) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
/** The gzipped bytes (gzip -9) of `files` in `dir`, as this report counts every figure. */
export const gzipSize = (dir, files) => files.reduce((n, f) => n + gz(path.join(dir, f)), 0);
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

function jsFiles(dir) {
  return fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.js')) : [];
}

/** The copies of the federation runtime in the host's start-up JS (webpack/startup-files-plugin.mjs). */
export function readRuntimeCopies(root) {
  const file = path.join(root, 'host', 'dist', 'federation-runtime.json');
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : undefined;
}

/** JS the host loads before any route (written by the StartupFilesPlugin at build time). */
export function hostInitialFiles(hostDist) {
  return JSON.parse(fs.readFileSync(path.join(hostDist, 'startup-files.json'), 'utf8'));
}

/**
 * The pay remote's pages that PayFlow renders, which load the package info's client at start, and that
 * chunk's name (shared/domain/payFlowPages.json, which shared/domain/routes.ts reads for the host and the
 * server).
 */
export const PAY_FLOW_PAGES = JSON.parse(
  fs.readFileSync(new URL('../shared/domain/payFlowPages.json', import.meta.url), 'utf8'),
);

/** Whether a remote's exposed page (`remote-pay`, `./pay`) loads the package info's client at start. */
export const readsPkgInfoAtStart = (app, expose) =>
  app === `remote-${PAY_FLOW_PAGES.remote}` && PAY_FLOW_PAGES.modules.includes(expose);

/**
 * The host's chunk of the package info's client (an after-load chunk, after-load-files.json), which the
 * routes that show its channels in their first render load at start (the server preloads it there): []
 * when the build lists no after-load chunks; an error when it lists them without that one (a renamed chunk
 * would silently leave the report counting less than Chromium downloads).
 */
export function pkgInfoClientFiles(hostDist) {
  const file = path.join(hostDist, 'after-load-files.json');
  if (!fs.existsSync(file)) return [];
  const chunk = PAY_FLOW_PAGES.pkgInfoClientChunk;
  const files = JSON.parse(fs.readFileSync(file, 'utf8'))[chunk];
  if (!files) throw new Error(`${file} lists no chunk ${chunk} (shared/domain/payFlowPages.json)`);
  return files;
}

/**
 * The early script of a remote's exposed page (shared/domain/routes.ts earlyScriptOf), which the server writes
 * into its page: PayFlow's, the share page's, or none.
 */
export const earlyScriptOf = (app, expose) =>
  readsPkgInfoAtStart(app, expose)
    ? EARLY_SCRIPT.scripts.payFlow
    : app === `remote-${EARLY_SCRIPT.sharePage.remote}` && expose === EARLY_SCRIPT.sharePage.module
      ? EARLY_SCRIPT.scripts.sharePage
      : null;

/**
 * An early script's gzipped bytes in a host build (0 without one). It comes inline in the page, not as a
 * request: counted in a route's JS, not in its requests.
 */
export function earlyScriptGzip(hostDist, name) {
  const file = path.join(hostDist, EARLY_SCRIPT.dir, `${name}.js`);
  return name !== null && fs.existsSync(file) ? gz(file) : 0;
}

export function remoteRouteFiles(remoteDist, expose) {
  const manifest = JSON.parse(fs.readFileSync(path.join(remoteDist, 'mf-manifest.json'), 'utf8'));
  const entry = manifest.metaData.remoteEntry.name;
  const exp = manifest.exposes.find(
    (e) => e.path === expose || `./${e.name}` === expose || e.name === expose,
  );
  const chunks = exp ? [...exp.assets.js.sync] : [];
  return [entry, ...chunks].map((f) => path.basename(f));
}

export function sizeReport(root) {
  const dist = (app) => path.join(root, app, 'dist');
  const apps = ['host', 'remote-pay', 'remote-fines', 'remote-feedback', 'remote-share'];
  const perApp = apps.map((app) => ({
    app,
    files: jsFiles(dist(app)).length,
    gzip: jsFiles(dist(app)).reduce((n, f) => n + gz(path.join(dist(app), f)), 0),
  }));
  const monolith = monolithSizes(root);
  const hostFiles = hostInitialFiles(dist('host'));
  const hostGzip = hostFiles.reduce((n, f) => n + gz(path.join(dist('host'), f)), 0);
  // the routes that read the package info at start (payFlowPages.json) download
  // its client's chunk with their first render
  const early = pkgInfoClientFiles(dist('host'));
  const earlyGzip = early.reduce((n, f) => n + gz(path.join(dist('host'), f)), 0);
  const routes = [
    ['/', 'remote-share', './home'],
    ['/share.html', 'remote-share', './share'],
    ['/pay', 'remote-pay', './pay'],
    ['/recharge-list', 'remote-pay', './recharge-list'],
    ['/pay-step', 'remote-pay', './pay-step'],
    ['/fines', 'remote-fines', './fines'],
    ['/feedback', 'remote-feedback', './feedback'],
    ['/feedback-success', 'remote-feedback', './feedback-success'],
    ['/about', 'remote-share', './about'],
    ['/link-expired', 'remote-share', './link-expired'],
  ].map(([route, app, expose]) => {
    const earlyScript = earlyScriptOf(app, expose);
    const earlyScriptBytes = earlyScriptGzip(dist('host'), earlyScript);
    // where the early script read the package info, the page takes its read: no client in the first render
    const readsPkgInfo = readsPkgInfoAtStart(app, expose) && earlyScriptBytes === 0;
    const files = remoteRouteFiles(dist(app), expose);
    const remote = files.reduce((n, f) => n + gz(path.join(dist(app), f)), 0);
    const total = hostGzip + remote + (readsPkgInfo ? earlyGzip : 0) + earlyScriptBytes;
    const mono = monolith?.route(app.replace('remote-', ''), expose, {
      readsPkgInfo: readsPkgInfoAtStart(app, expose),
      earlyScript,
    });
    return {
      route,
      remote,
      total,
      requests: hostFiles.length + files.length + (readsPkgInfo ? early.length : 0),
      ...(mono
        ? { monolith: mono.total, monolithRequests: mono.requests, overhead: total - mono.total }
        : {}),
    };
  });
  return { perApp, hostGzip, hostFiles: hostFiles.length, routes };
}

/**
 * The monolith reference (host/dist-monolith): a route's first-render JS is
 * its start-up files plus the lazy chunk of the route's page. Undefined when it was not built.
 */
function monolithSizes(root) {
  const dir = path.join(root, 'host', 'dist-monolith');
  if (!fs.existsSync(path.join(dir, 'page-files.json'))) return undefined;
  const startup = hostInitialFiles(dir);
  const pages = JSON.parse(fs.readFileSync(path.join(dir, 'page-files.json'), 'utf8'));
  const startupGzip = startup.reduce((n, f) => n + gz(path.join(dir, f)), 0);
  const early = pkgInfoClientFiles(dir);
  return {
    route(remote, expose, { readsPkgInfo, earlyScript }) {
      const page = pages[`page-${remote}-${expose.replace(/^\.\//, '')}`];
      if (!page) throw new Error(`monolith reference has no page ${remote}/${expose}`);
      const earlyScriptBytes = earlyScriptGzip(dir, earlyScript);
      // as the site's: the client only where no early script read the package info
      const files = [...page, ...(readsPkgInfo && earlyScriptBytes === 0 ? early : [])];
      return {
        total: startupGzip + files.reduce((n, f) => n + gz(path.join(dir, f)), 0) + earlyScriptBytes,
        requests: startup.length + files.length,
      };
    },
  };
}

export function printSizeReport(root) {
  const r = sizeReport(root);
  console.log('\nSize report (gzip -9):');
  console.log('  app               files   all JS');
  for (const a of r.perApp)
    console.log(`  ${a.app.padEnd(17)} ${String(a.files).padStart(5)}   ${kb(a.gzip)}`);
  const landed = landedSizes(root);
  const since = (now, then) => (landed ? `  (${change(now, then)} since the last landed build)` : '');
  console.log(
    `\n  host start-up JS: ${kb(r.hostGzip)} in ${r.hostFiles} files (the same for every route)${since(r.hostGzip, landed?.hostStartup)}`,
  );
  const runtime = readRuntimeCopies(root);
  if (runtime) {
    const text = Object.entries(runtime).map(([pkg, copies]) => `${pkg.split('/')[1]} x${copies.length}`);
    console.log(`  federation runtime in the host start-up JS: ${text.join(', ')}`);
  }
  const budgets = readBudgets(root).routeJs;
  console.log(
    `  route              remote part   initial JS total   JS requests   budget${landed ? '      since landed' : ''}`,
  );
  for (const x of r.routes) {
    const budget = budgets[x.route];
    const mark = budget === undefined ? '  (no budget)' : x.total > budget ? '  OVER BUDGET' : '';
    console.log(
      `  ${x.route.padEnd(18)} ${kb(x.remote).padStart(11)}   ${kb(x.total).padStart(16)}   ${String(x.requests).padStart(11)}   ${budget === undefined ? '-' : kb(budget)}${landed ? change(x.total, landed.routes?.[x.route]).padStart(16) : ''}${mark}`,
    );
  }
  const budget = readBudgets(root).federationOverhead;
  if (r.routes.every((x) => x.monolith !== undefined)) {
    console.log('\n  the site beside the monolith reference (same pages, one app, each page a lazy chunk):');
    console.log(
      `  route              site JS       monolith JS   ratio   federation overhead (budget ${kb(budget)})`,
    );
    for (const x of r.routes) {
      console.log(
        `  ${x.route.padEnd(18)} ${kb(x.total).padStart(9)} (${x.requests})   ${kb(x.monolith).padStart(9)} (${x.monolithRequests})   ${(x.total / x.monolith).toFixed(2).padStart(5)}   ${kb(x.overhead).padStart(9)}${x.overhead > budget ? '  OVER BUDGET' : ''}`,
      );
    }
  }
  return r;
}

if (import.meta.url === `file://${process.argv[1]}`) printSizeReport(path.resolve(process.argv[2] || '.'));
