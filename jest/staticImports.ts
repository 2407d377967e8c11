import fs from 'node:fs';
import path from 'node:path';

// What a bundle loads together with an entry: the entry's static imports, followed from file to file and
// across the repository's own packages (`@topup/shared/…`, `@topup/payments`, by their workspace folders).
// Not followed: `import type` and `export type` (no code), `import()` (a chunk of its own, loaded later),
// packages from node_modules, and files that are not TypeScript (texts, styles). Used where a rule holds
// for what a first render carries (remote-pay/src/laterTexts.test.ts).

const ROOT = path.resolve(__dirname, '..');

/** `import … from '…'`, `export … from '…'` and `import '…'`, type-only ones left out. */
const STATIC_IMPORT = /(?:^|[\n;])\s*(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/g;

/** The repository's packages, by name, each with its folder (the root package.json's workspaces). */
function workspaces(): Map<string, string> {
  const root = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
    workspaces: string[];
  };
  const out = new Map<string, string>();
  for (const dir of root.workspaces) {
    const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, dir, 'package.json'), 'utf8')) as { name: string };
    out.set(pkg.name, path.join(ROOT, dir));
  }
  return out;
}

const asFile = (base: string): string | undefined =>
  [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')].find(
    (f) => /\.tsx?$/.test(f) && fs.existsSync(f) && fs.statSync(f).isFile(),
  );

/** The TypeScript file a specifier of `from` names, when it is one of the repository's own. */
function resolve(from: string, spec: string, packages: Map<string, string>): string | undefined {
  if (spec.startsWith('.')) return asFile(path.resolve(path.dirname(from), spec));
  for (const [name, dir] of packages) {
    if (spec === name) return asFile(dir);
    if (spec.startsWith(`${name}/`)) return asFile(path.join(dir, spec.slice(name.length + 1)));
  }
  return undefined;
}

/** The files `file` imports statically (resolved, the repository's own TypeScript only). */
export function staticImportsOf(file: string, packages = workspaces()): string[] {
  const text = fs.readFileSync(file, 'utf8');
  return [...text.matchAll(STATIC_IMPORT)]
    .map((m) => resolve(file, m[1] ?? '', packages))
    .filter((f): f is string => f !== undefined);
}

/** Every file the entries load with them: the entries and their static imports, transitively. */
export function staticClosure(entries: readonly string[]): Set<string> {
  const packages = workspaces();
  const seen = new Set<string>();
  const todo = [...entries];
  while (todo.length) {
    const file = todo.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    todo.push(...staticImportsOf(file, packages));
  }
  return seen;
}
