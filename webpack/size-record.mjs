// What each route's first render weighs is recorded beside the budgets (webpack/sizes.json,
// written by every full build, committed with the change that made it), so the size check prints the change
// against the last landed build: the record as the last commit of main has it (the merge base with
// origin/main when there is one, else HEAD). Builds are reproducible, so a clean build of a landed commit
// writes the record it landed with.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const RECORD = 'webpack/sizes.json';

/** The record of a size report: host start-up and each route's first-render JS, bytes (gzip -9). */
export const recordOf = (report) => ({
  '//': 'Written by npm run build (webpack/size-record.mjs): first-render gzipped JS per route, bytes.',
  hostStartup: report.hostGzip,
  routes: Object.fromEntries(report.routes.map((r) => [r.route, r.total])),
});

export function writeSizeRecord(root, report) {
  fs.writeFileSync(path.join(root, RECORD), `${JSON.stringify(recordOf(report), null, 2)}\n`);
}

const git = (root, ...args) =>
  execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();

/** The record of the last landed build, or undefined (no history, or no record yet). */
export function landedSizes(root) {
  try {
    let ref = 'HEAD';
    try {
      ref = git(root, 'merge-base', 'HEAD', 'origin/main');
    } catch {
      // no origin/main here: the last commit is what landed
    }
    return JSON.parse(git(root, 'show', `${ref}:${RECORD}`));
  } catch {
    return undefined;
  }
}

/** "+123 B", "−45 B", "±0" against the landed figure, or '' when there is none. */
export function change(now, landed) {
  if (landed === undefined) return '';
  const d = now - landed;
  return d === 0 ? '±0' : d > 0 ? `+${d} B` : `−${-d} B`;
}
