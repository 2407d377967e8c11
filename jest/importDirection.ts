import fs from 'node:fs';
import path from 'node:path';

// The import-direction check of a source folder: its folders are ranked in
// layers, a file imports only from its own folder or from a layer below, and no file takes part in an
// import cycle. Every message says where the code belongs. An architecture test lists the layers, calls
// checkImportDirection and expects each list of problems to be empty (remote-pay/src/architecture.test.ts,
// server/src/architecture.test.ts).

/** Layers from the top down: higher imports lower; folders on one line are siblings and do not import each other. */
export type Layers = readonly (readonly string[])[];

export interface ImportDirectionOptions {
  /** The folder checked (absolute): every folder in it must be in a layer. */
  root: string;
  /** How messages name the root, from the repository's root: 'remote-pay/src'. */
  label: string;
  /**
   * Folders of the root (relative to it, '/'-separated), from the top down. A file belongs to the deepest
   * folder listed that holds it, else to its top-level folder: list 'api' alone and api/order/x.ts is in
   * 'api'; list 'api' and 'api/order' and it is in 'api/order' (then 'api' holds the rest of api/).
   */
  layers: Layers;
  /** Files at the root that are the entry, in order: above every layer, each may import the ones after it. */
  rootEntry?: readonly string[];
  /** Files at the root below every layer: anything may import them. */
  rootLeaves?: readonly string[];
  /** Which files are checked; default: .ts and .tsx files that are neither tests nor test kits (isSourceFile). */
  isSource?: (file: string) => boolean;
  /** Where the layers are listed, named in the message for a folder in no layer; default: `${label}/architecture.test.ts`. */
  layersAt?: string;
  /**
   * A folder (absolute) that no relative import may leave, in any file under the root, tests included: what
   * lies outside it is imported by its package name. Absent: relative imports are only followed.
   */
  boundary?: {
    dir: string;
    /** How messages name it: 'server'. */
    label: string;
    /** Folders outside `dir` (absolute) that may still be imported by a relative path, e.g. the repository's jest/ helpers. */
    except?: readonly string[];
  };
}

export interface ImportDirection {
  /** The files checked (absolute paths). */
  files: string[];
  /** Each checked file → the TypeScript files it imports by a relative path (static and dynamic imports). */
  graph: Map<string, string[]>;
  /** Folders (and root files) that are in no layer. */
  notInLayer: string[];
  /** Imports of a layer above, of a sibling, or of a file in no layer. */
  againstLayers: string[];
  /** Import cycles, each as its files. */
  cycles: string[];
  /** Relative imports that leave the boundary. */
  leavingBoundary: string[];
  /** Every problem above, in that order. */
  problems: string[];
}

/** Default of `isSource`: TypeScript files that are not tests (*.test.ts(x)) or test kits (*TestKit.ts). */
export const isSourceFile = (file: string): boolean =>
  /\.tsx?$/.test(file) && !/\.test\.tsx?$|TestKit\.ts$/.test(file);

/** Every file under `dir` that `keep` accepts (absolute paths, in name order). */
export function filesUnder(dir: string, keep: (file: string) => boolean): string[] {
  const entries = fs.readdirSync(dir, { withFileTypes: true });
  entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  return entries.flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'node_modules' ? [] : filesUnder(full, keep);
    return keep(full) ? [full] : [];
  });
}

/** `import … from '…'`, `export … from '…'` and `import('…')` (with a webpack magic comment or not). */
const IMPORT =
  /(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*(?:\/\*[^*]*\*\/\s*)?['"]([^'"]+)['"]\s*\)/g;
/** The same, and side-effect imports (`import '…'`) and `require('…')`: every specifier a file names. */
const ANY_SPECIFIER =
  /(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*(?:\/\*[^*]*\*\/\s*)?['"]([^'"]+)['"]\s*\)|\bimport\s+['"]([^'"]+)['"]|\brequire\(\s*['"]([^'"]+)['"]\s*\)/g;

/** The TypeScript files `file` imports by a relative path, resolved as TypeScript does (x, x.ts, x.tsx, x/index.ts). */
export function importsOf(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  const out: string[] = [];
  for (const m of text.matchAll(IMPORT)) {
    const spec = m[1] ?? m[2];
    if (!spec?.startsWith('.')) continue;
    const base = path.resolve(path.dirname(file), spec);
    const found = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find(
      (f) => fs.existsSync(f) && fs.statSync(f).isFile(),
    );
    if (found && /\.tsx?$/.test(found)) out.push(found);
  }
  return out;
}

/** Every relative specifier of `file` (whatever it points at, TypeScript or not), resolved to an absolute path. */
export function relativeSpecifiersOf(file: string): { spec: string; resolved: string }[] {
  const text = fs.readFileSync(file, 'utf8');
  return [...text.matchAll(ANY_SPECIFIER)]
    .map((m) => m[1] ?? m[2] ?? m[3] ?? m[4] ?? '')
    .filter((spec) => spec.startsWith('.'))
    .map((spec) => ({ spec, resolved: path.resolve(path.dirname(file), spec) }));
}

/** Every cycle of the graph: its strongly connected components of more than one file, and self imports (Tarjan). */
export function importCycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  let index = 0;
  const indices = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string) => {
    indices.set(v, index);
    low.set(v, index);
    index += 1;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!indices.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, indices.get(w)!));
    }
    if (low.get(v) === indices.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1 || (graph.get(v) ?? []).includes(v)) found.push(component);
    }
  };
  for (const v of graph.keys()) if (!indices.has(v)) visit(v);
  return found;
}

const isInside = (dir: string, file: string): boolean => {
  const rel = path.relative(dir, file);
  return rel === '' || (!rel.startsWith('..') && !path.isAbsolute(rel));
};

/**
 * Reads the imports of every source file under `options.root` and returns what goes against its layers:
 * folders in no layer, imports upwards or between siblings, import cycles and relative imports leaving the
 * boundary. Each message names the files and says where the code belongs. Nothing is thrown: a test
 * expects each list to be empty.
 */
export function checkImportDirection(options: ImportDirectionOptions): ImportDirection {
  const { root, label, layers, rootEntry = [], rootLeaves = [] } = options;
  const layersAt = options.layersAt ?? `${label}/architecture.test.ts`;
  const files = filesUnder(root, options.isSource ?? isSourceFile);
  const graph = new Map(files.map((f) => [f, importsOf(f)]));
  const listed = new Set(layers.flat());
  const rel = (file: string) => `${label}/${path.relative(root, file).split(path.sep).join('/')}`;

  /** The folder (or root file) a file belongs to: the deepest folder listed that holds it, else its top-level one. */
  const unitOf = (file: string): string => {
    const parts = path.relative(root, file).split(path.sep);
    for (let n = parts.length - 1; n >= 2; n -= 1) {
      const folder = parts.slice(0, n).join('/');
      if (listed.has(folder)) return folder;
    }
    return parts[0] ?? '';
  };
  /** Its layer, from 0 at the top (the entry is below 0, the leaves under the last layer); undefined: in none. */
  const rankOf = (unit: string): number | undefined => {
    if (rootEntry.includes(unit)) return rootEntry.indexOf(unit) - rootEntry.length;
    if (rootLeaves.includes(unit)) return layers.length;
    const rank = layers.findIndex((layer) => layer.includes(unit));
    return rank < 0 ? undefined : rank;
  };
  const order = layers.map((l) => l.join('|')).join(' → ');

  const notInLayer = [...new Set(files.map(unitOf))]
    .filter((unit) => rankOf(unit) === undefined)
    .map((unit) => `${label}/${unit} is in no layer: add it to LAYERS in ${layersAt}`);

  const againstLayers: string[] = [];
  for (const [file, imports] of graph) {
    const from = unitOf(file);
    const fromRank = rankOf(from);
    if (fromRank === undefined) continue; // reported in notInLayer
    for (const target of imports) {
      if (!isInside(root, target)) {
        againstLayers.push(
          `${rel(file)} imports ${path.relative(path.dirname(file), target)}, outside ${label}: import it by its ` +
            `package name, or move it into ${label}.`,
        );
        continue;
      }
      const to = unitOf(target);
      if (from === to) continue;
      const toRank = rankOf(to);
      if (toRank === undefined) {
        againstLayers.push(
          `${rel(file)} imports ${rel(target)}: ${label}/${to} is in no layer (add it to LAYERS in ${layersAt}).`,
        );
        continue;
      }
      if (toRank > fromRank) continue;
      againstLayers.push(
        `${rel(file)} imports ${rel(target)}: ${from} may not depend on ${to} (the layers run ` +
          `${order}). Move the code that needs both into ${
            toRank < fromRank ? to : 'the layer above them'
          }, or pass the value in from there.`,
      );
    }
  }

  const cycles = importCycles(graph).map((c) => c.map(rel).join(' → '));

  const leavingBoundary: string[] = [];
  const { boundary } = options;
  if (boundary) {
    const every = filesUnder(root, (f) => /\.[cm]?[jt]sx?$/.test(f));
    for (const file of every) {
      for (const { spec, resolved } of relativeSpecifiersOf(file)) {
        if (isInside(boundary.dir, resolved)) continue;
        if ((boundary.except ?? []).some((dir) => isInside(dir, resolved))) continue;
        leavingBoundary.push(
          `${rel(file)} imports '${spec}', outside ${boundary.label}/ by a relative path: import it by its ` +
            `package name (export it from that package, and add the package to ${boundary.label}/package.json), ` +
            `or move it into ${boundary.label}/.`,
        );
      }
    }
  }

  return {
    files,
    graph,
    notInLayer,
    againstLayers,
    cycles,
    leavingBoundary,
    problems: [...notInLayer, ...againstLayers, ...cycles, ...leavingBoundary],
  };
}
