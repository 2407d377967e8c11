import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkImportDirection, importCycles, type ImportDirectionOptions } from './importDirection';

// The import-direction check on small trees written for each case: what each architecture test relies on.

let tmp: string;
let root: string;

function write(files: Record<string, string>): void {
  for (const [name, text] of Object.entries(files)) {
    const file = path.join(tmp, name);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
  }
}

const check = (options: Partial<ImportDirectionOptions> = {}) =>
  checkImportDirection({
    root,
    label: 'app/src',
    layers: [['pages'], ['flow'], ['home', 'steps'], ['core']],
    rootEntry: ['index.ts'],
    rootLeaves: ['i18n.ts'],
    ...options,
  });

beforeEach(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'import-direction-'));
  root = path.join(tmp, 'app', 'src');
  write({
    'app/src/index.ts': "import { Page } from './pages/Page';\nexport default Page;\n",
    'app/src/i18n.ts': 'export const t = (k: string) => k;\n',
    'app/src/pages/Page.tsx': "import '../i18n';\nexport { Flow as Page } from '../flow/Flow';\n",
    'app/src/flow/Flow.tsx':
      "import { t } from '../i18n';\nimport { Home } from '../home';\nexport const Flow = () => [t('x'), Home];\n" +
      "export const step = () => import(/* webpackChunkName: 'steps' */ '../steps/Step');\n",
    'app/src/home/index.ts':
      "import type { Core } from '../core/core';\nexport const Home = 1 as unknown as Core;\n",
    'app/src/steps/Step.tsx': "export { core } from '../core/core';\n",
    'app/src/core/core.ts': 'export type Core = number;\nexport const core = 1;\n',
    'app/src/core/core.test.ts':
      "import { Flow } from '../flow/Flow';\nit('x', () => expect(Flow).toBeDefined());\n",
    'app/src/core/coreTestKit.ts': "export { Flow } from '../flow/Flow';\n",
  });
});

afterEach(() => fs.rmSync(tmp, { recursive: true, force: true }));

describe('checkImportDirection', () => {
  it('passes a tree that imports downwards, reading static, type, re-export and dynamic imports', () => {
    const result = check();
    expect(result.problems).toEqual([]);
    expect(result.graph.get(path.join(root, 'flow', 'Flow.tsx'))).toEqual([
      path.join(root, 'i18n.ts'),
      path.join(root, 'home', 'index.ts'),
      path.join(root, 'steps', 'Step.tsx'),
    ]);
    expect(result.graph.get(path.join(root, 'home', 'index.ts'))).toEqual([
      path.join(root, 'core', 'core.ts'),
    ]);
  });

  it('ranks neither tests nor test kits (unless isSource says so)', () => {
    expect(
      check()
        .files.map((f) => path.relative(root, f))
        .sort(),
    ).toEqual([
      'core/core.ts',
      'flow/Flow.tsx',
      'home/index.ts',
      'i18n.ts',
      'index.ts',
      'pages/Page.tsx',
      'steps/Step.tsx',
    ]);
    expect(check({ isSource: (f) => /\.tsx?$/.test(f) }).againstLayers).toHaveLength(2);
  });

  it('refuses an import of a layer above, saying where the code belongs', () => {
    write({ 'app/src/core/up.ts': "import { Flow } from '../flow/Flow';\nexport const up = Flow;\n" });
    expect(check().againstLayers).toEqual([
      'app/src/core/up.ts imports app/src/flow/Flow.tsx: core may not depend on flow (the layers run ' +
        'pages → flow → home|steps → core). Move the code that needs both into flow, or pass the value in from there.',
    ]);
  });

  it('refuses an import between siblings: the code belongs in the layer above them', () => {
    write({ 'app/src/steps/Other.tsx': "import { Home } from '../home';\nexport const other = Home;\n" });
    expect(check().againstLayers).toEqual([expect.stringContaining('steps may not depend on home')]);
    expect(check().againstLayers[0]).toContain('Move the code that needs both into the layer above them');
  });

  it('lets the entry import down its own order and anything import a leaf', () => {
    write({ 'app/src/boot.ts': "import main from './index';\nexport default main;\n" });
    expect(check({ rootEntry: ['boot.ts', 'index.ts'] }).problems).toEqual([]);
    expect(check({ rootEntry: ['index.ts', 'boot.ts'] }).againstLayers).toEqual([
      expect.stringContaining('app/src/boot.ts imports app/src/index.ts: boot.ts may not depend on index.ts'),
    ]);
  });

  it('names a folder in no layer, and an import of it', () => {
    write({
      'app/src/extra/x.ts': 'export const x = 1;\n',
      'app/src/flow/useX.ts': "import { x } from '../extra/x';\nexport const y = x;\n",
    });
    const result = check({ layersAt: 'app/src/layers.test.ts' });
    expect(result.notInLayer).toEqual([
      'app/src/extra is in no layer: add it to LAYERS in app/src/layers.test.ts',
    ]);
    expect(result.againstLayers).toEqual([
      'app/src/flow/useX.ts imports app/src/extra/x.ts: app/src/extra is in no layer (add it to LAYERS in ' +
        'app/src/layers.test.ts).',
    ]);
  });

  it('ranks a nested folder when it is listed, else the folder above it', () => {
    write({
      'app/src/flow/parts/Part.ts': "import { Flow } from '../Flow';\nexport const part = Flow;\n",
      'app/src/flow/Flow2.ts': "import { part } from './parts/Part';\nexport const f2 = part;\n",
    });
    expect(check().problems).toEqual([]);
    const nested = check({ layers: [['pages'], ['flow'], ['flow/parts'], ['home', 'steps'], ['core']] });
    expect(nested.againstLayers).toEqual([expect.stringContaining('flow/parts may not depend on flow')]);
  });

  it('refuses a relative import of a TypeScript file outside the root', () => {
    write({
      'app/lib.ts': 'export const lib = 1;\n',
      'app/src/core/useLib.ts': "import { lib } from '../../lib';\nexport const l = lib;\n",
    });
    expect(check().againstLayers).toEqual([
      'app/src/core/useLib.ts imports ../../lib.ts, outside app/src: import it by its package name, or move it ' +
        'into app/src.',
    ]);
  });

  it('finds every import cycle, and a file importing itself', () => {
    write({
      'app/src/core/a.ts': "import { b } from './b';\nexport const a = b;\n",
      'app/src/core/b.ts': "import { a } from './a';\nexport const b = a;\n",
      'app/src/core/self.ts': "export { core } from './self';\n",
    });
    expect(check().cycles.sort()).toEqual(['app/src/core/b.ts → app/src/core/a.ts', 'app/src/core/self.ts']);
  });

  it('refuses a relative import leaving the boundary, in tests too, except into the allowed folders', () => {
    write({
      'tools/helper.ts': 'export const h = 1;\n',
      'webpack/rules.mjs': 'export const r = 1;\n',
      'app/src/core/rules.ts': "export { r } from '../../../webpack/rules.mjs';\n",
      'app/src/core/rules.test.ts':
        "import '../../../webpack/rules.mjs';\nimport { h } from '../../../tools/helper';\n",
      'app/src/core/ok.ts':
        "import { core } from './core';\nimport pkg from '../../package.json';\nexport { core, pkg };\n",
    });
    const boundary = { dir: path.join(tmp, 'app'), label: 'app' };
    expect(check({ boundary }).leavingBoundary).toEqual([
      expect.stringContaining(
        "app/src/core/rules.test.ts imports '../../../webpack/rules.mjs', outside app/",
      ),
      expect.stringContaining("app/src/core/rules.test.ts imports '../../../tools/helper', outside app/"),
      expect.stringContaining("app/src/core/rules.ts imports '../../../webpack/rules.mjs', outside app/"),
    ]);
    expect(check({ boundary }).leavingBoundary[0]).toContain('import it by its package name');
    expect(
      check({ boundary: { ...boundary, except: [path.join(tmp, 'tools')] } }).leavingBoundary,
    ).toHaveLength(2);
    expect(check().leavingBoundary).toEqual([]);
  });
});

describe('importCycles', () => {
  it('returns the strongly connected components of more than one node, and self loops', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a', 'd']],
      ['d', ['d']],
      ['e', ['a']],
    ]);
    expect(importCycles(graph).map((c) => [...c].sort())).toEqual([['d'], ['a', 'b', 'c']]);
    expect(importCycles(new Map([['x', ['y']]]))).toEqual([]);
  });
});
