// The size report printed by every build (issue: fast from the first commit): gzipped JS per app and the
// initial JS a first visit of each route downloads (host entry and start-up chunks, the route's remote entry
// and its exposed page chunks). Shared singletons come from the host, so a remote adds only its own code.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/** The per-route JS budgets (issue "Guard rails"): one file, read by this report and by the e2e suite. */
export function readBudgets(root) {
  return JSON.parse(fs.readFileSync(path.join(root, 'webpack', 'budgets.json'), 'utf8'));
}

const gz = (file) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

function jsFiles(dir) {
  return fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.js')) : [];
}

/** JS the host loads before any route (written by the StartupFilesPlugin at build time). */
export function hostInitialFiles(hostDist) {
  return JSON.parse(fs.readFileSync(path.join(hostDist, 'startup-files.json'), 'utf8'));
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
  const hostFiles = hostInitialFiles(dist('host'));
  const hostGzip = hostFiles.reduce((n, f) => n + gz(path.join(dist('host'), f)), 0);
  const routes = [
    ['/', 'remote-share', './home'],
    ['/share.html', 'remote-share', './share'],
    ['/pay', 'remote-pay', './pay'],
    ['/recharge-list', 'remote-pay', './recharge-list'],
    ['/pay-step', 'remote-pay', './pay-step'],
    ['/fines', 'remote-fines', './fines'],
    ['/feedback', 'remote-feedback', './feedback'],
    ['/feedback-success', 'remote-feedback', './feedback-success'],
  ].map(([route, app, expose]) => {
    const files = remoteRouteFiles(dist(app), expose);
    const remote = files.reduce((n, f) => n + gz(path.join(dist(app), f)), 0);
    return { route, remote, total: hostGzip + remote, requests: hostFiles.length + files.length };
  });
  return { perApp, hostGzip, hostFiles: hostFiles.length, routes };
}

export function printSizeReport(root) {
  const r = sizeReport(root);
  console.log('\nSize report (gzip -9):');
  console.log('  app               files   all JS');
  for (const a of r.perApp)
    console.log(`  ${a.app.padEnd(17)} ${String(a.files).padStart(5)}   ${kb(a.gzip)}`);
  console.log(`\n  host start-up JS: ${kb(r.hostGzip)} in ${r.hostFiles} files (the same for every route)`);
  const budgets = readBudgets(root).routeJs;
  console.log('  route              remote part   initial JS total   JS requests   budget');
  for (const x of r.routes) {
    const budget = budgets[x.route];
    const mark = budget === undefined ? '  (no budget)' : x.total > budget ? '  OVER BUDGET' : '';
    console.log(
      `  ${x.route.padEnd(18)} ${kb(x.remote).padStart(11)}   ${kb(x.total).padStart(16)}   ${String(x.requests).padStart(11)}   ${budget === undefined ? '-' : kb(budget)}${mark}`,
    );
  }
  return r;
}

if (import.meta.url === `file://${process.argv[1]}`) printSizeReport(path.resolve(process.argv[2] || '.'));
