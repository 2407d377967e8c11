import fs from 'node:fs';
import path from 'node:path';

// Issue "Checkout core": inside remote-pay imports run one way — pages → flow → the views of the flow →
// the address → the checkout → the features (cards, tiers, recipient) → @topup/payments → platform and
// shared — and there is no import cycle. This test reads every import (static and dynamic) of src and
// fails with a message that says where the code belongs.

/** Higher in the list imports lower; folders on one line are siblings and do not import each other. */
const LAYERS: readonly (readonly string[])[] = [
  ['pages'],
  ['flow'],
  ['home', 'steps', 'result'],
  ['address'],
  ['checkout'],
  ['cards'],
  ['tiers'],
  ['recipient'],
];
/** Files at the root of src: the entry, in order (above everything), and two leaves (below everything). */
const ROOT_ENTRY = ['index.ts', 'bootstrap.tsx'];
const ROOT_LEAVES = ['buildInfo.ts', 'i18n.ts'];

const SRC = __dirname;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$|TestKit\.ts$/.test(e.name) ? [full] : [];
  });
}

const IMPORT =
  /(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*(?:\/\*[^*]*\*\/\s*)?['"]([^'"]+)['"]\s*\)/g;

function importsOf(file: string): string[] {
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

const folderOf = (file: string) => path.relative(SRC, file).split(path.sep)[0] ?? '';

function rankOf(file: string): number {
  const folder = folderOf(file);
  if (ROOT_ENTRY.includes(folder)) return ROOT_ENTRY.indexOf(folder) - ROOT_ENTRY.length;
  if (ROOT_LEAVES.includes(folder)) return LAYERS.length;
  const rank = LAYERS.findIndex((layer) => layer.includes(folder));
  if (rank < 0)
    throw new Error(`remote-pay/src/${folder} is in no layer: add it to LAYERS in architecture.test.ts`);
  return rank;
}

const rel = (file: string) => `remote-pay/src/${path.relative(SRC, file)}`;

/** Every cycle of the graph (strongly connected components of more than one file, or a self import). */
function cycles(graph: Map<string, string[]>): string[][] {
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

const files = sourceFiles(SRC);
const graph = new Map(files.map((f) => [f, importsOf(f)]));

describe('remote-pay imports run one way (issue "Checkout core")', () => {
  it('puts every folder of src in a layer', () => {
    for (const f of files) expect(() => rankOf(f)).not.toThrow();
  });

  it('imports only downwards: a folder never imports a layer above it, nor a sibling', () => {
    const wrong: string[] = [];
    for (const [file, imports] of graph) {
      for (const target of imports) {
        const from = folderOf(file);
        const to = folderOf(target);
        if (from === to) continue;
        if (rankOf(target) > rankOf(file)) continue;
        wrong.push(
          `${rel(file)} imports ${rel(target)}: ${from} may not depend on ${to} (the layers run ` +
            `${LAYERS.map((l) => l.join('|')).join(' → ')}). Move the code that needs both into ${
              rankOf(target) < rankOf(file) ? to : 'the layer above them'
            }, or pass the value in from there.`,
        );
      }
    }
    expect(wrong).toEqual([]);
  });

  it('has no import cycle', () => {
    const found = cycles(graph).map((c) => c.map(rel).join(' → '));
    expect(found).toEqual([]);
  });

  it('reads imports, dynamic ones too (the checks cannot pass vacuously)', () => {
    const flow = path.join(SRC, 'flow', 'PayFlow.tsx');
    expect(graph.get(flow)).toContain(path.join(SRC, 'result', 'ResultDialog.tsx'));
    expect(files.length).toBeGreaterThan(50);
  });
});
