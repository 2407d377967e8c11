import fs from 'node:fs';
import path from 'node:path';
import { sourcesOf } from '../../../jest/appSources';

// The platform's index (and libs.ts, what the apps use of the state and text libraries) lists what the
// remotes import. The platform is a shared module, and a shared module keeps every export it lists (nothing
// is tree-shaken across the share scope), so an export no remote imports is code in every visitor's start-up
// for nothing: what only the host uses it imports from hostSide.ts. What thunks and listeners use they get
// from the store's extra argument, not as an export.

const REMOTES = ['remote-pay/src', 'remote-fines/src', 'remote-feedback/src', 'remote-share/src', 'payments'];

/** The value names a file of the platform exports (type-only exports cost no bytes). */
function valueExports(file: string): string[] {
  const text = fs.readFileSync(path.join(__dirname, file), 'utf8');
  return [...text.matchAll(/^export \{([^}]*)\} from/gm)].flatMap((m) =>
    m[1]!
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  );
}

/** Names a file imports from a module of the platform (`import { a, type B } from '@topup/platform'`). */
function platformImports(file: string, from = '@topup/platform'): string[] {
  const text = fs.readFileSync(file, 'utf8');
  const pattern = new RegExp(`import \\{([^}]*)\\} from '${from}'`, 'g');
  return [...text.matchAll(pattern)].flatMap((m) =>
    m[1]!
      .split(',')
      .map((s) => s.trim())
      .filter((s) => s !== '' && !s.startsWith('type ')),
  );
}

describe("the platform's exports", () => {
  const imported = new Set(sourcesOf(REMOTES).flatMap((f) => platformImports(f)));
  const hostImports = new Set(
    sourcesOf(['host/src']).flatMap((f) => platformImports(f, '@topup/platform/src/hostSide')),
  );

  it.each([
    ['index.ts', ['rootReducer', 'api', 'useCall']],
    ['libs.ts', ['createSlice', 'useTranslation']],
  ])('of %s are read as they are written', (file, some) => {
    expect(valueExports(file)).toEqual(expect.arrayContaining(some));
  });

  it.each(['index.ts', 'libs.ts'])('of %s are only what some remote imports', (file) => {
    expect(valueExports(file).filter((name) => !imported.has(name))).toEqual([]);
  });

  it("of hostSide.ts are only what the host imports, and none of them the shared module's as well", () => {
    const names = valueExports('hostSide.ts');
    expect(names).toEqual(expect.arrayContaining(['store', 'session', 'startAnalytics']));
    expect(names.filter((name) => !hostImports.has(name))).toEqual([]);
    expect(names.filter((name) => valueExports('index.ts').includes(name))).toEqual([]);
  });
});
