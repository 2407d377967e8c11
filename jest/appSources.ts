import fs from 'node:fs';
import path from 'node:path';

// The apps' own source files, as the tests that read them across the tree (what a shared module's exports
// are imported by, what the chunk names are) walk them: TypeScript, not tests, not builds or packages.

export const ROOT = path.resolve(__dirname, '..');

/** Every app's source folder, the shared code's included. */
export const APP_DIRS = [
  'host/src',
  'host/platform/src',
  'remote-pay/src',
  'remote-fines/src',
  'remote-feedback/src',
  'remote-share/src',
  'payments',
  'shared',
] as const;

const SKIPPED = new Set(['node_modules', 'dist', 'dist-monolith']);

/** The .ts and .tsx files under `dir` (absolute), tests left out. */
export function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    if (SKIPPED.has(e.name)) return [];
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [full] : [];
  });
}

/** The source files of the given folders of the repository. */
export const sourcesOf = (dirs: readonly string[]): string[] =>
  dirs.flatMap((dir) => sourceFiles(path.join(ROOT, dir)));
