// The host's start-up code that no first render runs: each route the size report counts visited once, cold,
// in Debian's Chromium, with V8's block coverage from the start to 3 s after content-ready; what ran in no
// visit, by source module (the start-up files' source maps: TOPUP_SOURCE_MAPS=1 npm run build), and what the
// start-up would weigh with none of our never-run code in it, beside the host start-up goal. How the goal
// was found to sit below what the first renders run (docs/measuring-history.md, 2026-11-30).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import sourceMap from 'source-map';
import { hostInitialFiles, sizeReport } from '../webpack/size-report.mjs';
import { CHROME_ARGS, chromePath } from './chrome.mjs';
import { AFTER_READY_MS, contentReadyMark } from './contentReady.mjs';
import { floorSizes } from './floorSizes.mjs';
import { BASELINE, sizeGoals } from './goals.mjs';
import { gzipWithout, neverRunBySource, neverRunOf, ranMask } from './neverRun.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

/**
 * A source as the table names it: our workspaces' files by their path (@topup/platform/src/api/client.ts),
 * a package by its name (npm:react-dom), webpack's runtime as webpack names it.
 */
export const sourceName = (source) =>
  source
    .replace(/^webpack:\/\/[^/]*\//, '')
    .replace(/^(\.\.?\/)+/, '')
    .replace(/.*node_modules\/(@topup\/.*)/, '$1')
    .replace(/.*node_modules\/((@[^/]+\/)?[^/]+).*/, 'npm:$1');

/** Ours: not a package, not webpack's runtime, not what the map leaves unnamed. */
export const isOurs = (source) => !/^(npm:|webpack\/|\(unmapped\))/.test(source);

/** [start, end, source] of each mapped stretch of `code`, through its source map (none: one unmapped stretch). */
export function segmentsOf(code, mapText) {
  if (!mapText) return [[0, code.length, '(unmapped)']];
  const lineStart = [0];
  for (let i = 0; i < code.length; i += 1) if (code[i] === '\n') lineStart.push(i + 1);
  const mappings = [];
  new sourceMap.SourceMapConsumer(JSON.parse(mapText)).eachMapping((m) => mappings.push(m));
  mappings.sort((a, b) => a.generatedLine - b.generatedLine || a.generatedColumn - b.generatedColumn);
  return mappings.map((m, i) => {
    const next = mappings[i + 1];
    const start = lineStart[m.generatedLine - 1] + m.generatedColumn;
    const end =
      next && next.generatedLine === m.generatedLine
        ? lineStart[next.generatedLine - 1] + next.generatedColumn
        : (lineStart[m.generatedLine] ?? code.length + 1) - 1;
    return [start, end, m.source && m.originalLine !== null ? sourceName(m.source) : '(unmapped)'];
  });
}

/** Each start-up file's coverage `functions`, one list per visit of `urls`. */
async function coverageOf(urls, files, chromePath, chromeArgs) {
  const visits = Object.fromEntries(files.map((f) => [f, []]));
  const browser = await chromium.launch({ executablePath: chromePath, args: chromeArgs });
  try {
    for (const url of urls) {
      const context = await browser.newContext({ viewport: { width: 360, height: 760 }, locale: 'ar' });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.startPreciseCoverage', { callCount: false, detailed: true });
      await page.goto(url, { waitUntil: 'commit', timeout: 60_000 });
      await contentReadyMark(page).catch(() => console.log(`  ${url}: no content-ready mark`));
      await page.waitForTimeout(AFTER_READY_MS);
      const { result } = await cdp.send('Profiler.takePreciseCoverage');
      for (const script of result) {
        const file = files.find((f) => script.url.endsWith(`/${f}`));
        if (file) visits[file].push(script.functions);
      }
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return visits;
}

/**
 * Prints the table for the site served at `baseUrl`; returns { built, withoutOurs, withoutAny, goal, rows }
 * (gzip -9 bytes of the start-up files as built, without our never-run code, without any never-run code).
 */
export async function startupCoverageTable({ baseUrl, chromePath, chromeArgs, top = 25 }) {
  const dist = path.join(root, 'host', 'dist');
  const files = hostInitialFiles(dist);
  const sizes = sizeReport(root);
  const routes = sizes.routes.map((r) => r.route);
  const visits = await coverageOf(
    routes.map((r) => `${baseUrl}${r}`),
    files,
    chromePath,
    chromeArgs,
  );
  let built = 0;
  let withoutOurs = 0;
  let withoutAny = 0;
  let mapped = true;
  const rows = [];
  for (const file of files) {
    const code = fs.readFileSync(path.join(dist, file), 'utf8');
    const mapFile = path.join(dist, `${file}.map`);
    mapped &&= fs.existsSync(mapFile);
    const segments = segmentsOf(code, fs.existsSync(mapFile) && fs.readFileSync(mapFile, 'utf8'));
    const ran = ranMask(code.length, visits[file]);
    const ours = gzipWithout(code, neverRunOf(code.length, ran, segments, isOurs));
    built += ours.built;
    withoutOurs += ours.without;
    withoutAny += gzipWithout(
      code,
      neverRunOf(code.length, ran, segments, () => true),
    ).without;
    rows.push(...neverRunBySource(code, ran, segments));
  }
  const goal = sizeGoals({ goals: BASELINE.goals, sizes, floor: floorSizes(root) })[0]?.goal;
  console.log(
    `\nThe host's start-up code no first render runs: the ${routes.length} routes of the size report, cold, block coverage to ${AFTER_READY_MS / 1000} s after content-ready`,
  );
  if (!mapped)
    console.log('  (no source maps: build with TOPUP_SOURCE_MAPS=1 npm run build to name our modules)');
  console.log(`  start-up JS as built ${kb(built)}; without our never-run code ${kb(withoutOurs)}`);
  console.log(
    `  without any never-run code (the libraries' too) ${kb(withoutAny)}; the host start-up goal ${goal === undefined ? '(floor not built)' : kb(goal)}`,
  );
  const ourRows = rows
    .filter((r) => isOurs(r.source) && r.neverRun > 0)
    .sort((a, b) => b.neverRun - a.neverRun);
  const sum = ourRows.reduce((n, r) => n + r.neverRun, 0);
  const all = rows.filter((r) => isOurs(r.source)).reduce((n, r) => n + r.bytes, 0);
  console.log(
    `  ours: ${sum} of ${all} characters never run; the most (never run / all, gzip -9 of it alone):`,
  );
  for (const r of ourRows.slice(0, top))
    console.log(
      `    ${String(r.neverRun).padStart(6)} / ${String(r.bytes).padEnd(6)} ${String(r.neverRunGzip).padStart(5)} B  ${r.source}`,
    );
  return { built, withoutOurs, withoutAny, goal, rows };
}

// alone, against a site already served: node bench/startupCoverage.mjs http://localhost:8080
if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1]))
  startupCoverageTable({
    baseUrl: process.argv[2] ?? 'http://localhost:8080',
    chromePath,
    chromeArgs: CHROME_ARGS,
  }).catch((error) => {
    console.error(error);
    process.exit(1);
  });
