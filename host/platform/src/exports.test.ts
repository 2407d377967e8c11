import fs from 'node:fs';
import path from 'node:path';

// The platform's index (and libs.ts, what the apps use of the state and text libraries) lists what the apps
// import. The platform is a shared module, and a shared module keeps every export it lists (nothing is
// tree-shaken across the share scope), so an export no app imports is code in every visitor's start-up for
// nothing. What thunks and listeners use they get from the store's extra argument, not as an export.

const ROOT = path.resolve(__dirname, '../../..');
const APPS = [
  'host/src',
  'remote-pay/src',
  'remote-fines/src',
  'remote-feedback/src',
  'remote-share/src',
  'payments',
];

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    if (e.name === 'node_modules' || e.name === 'dist') return [];
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sources(full);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [full] : [];
  });
}

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

/** Names an app imports from the platform (`import { a, type B } from '@topup/platform'`). */
function platformImports(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  return [...text.matchAll(/import \{([^}]*)\} from '@topup\/platform'/g)].flatMap((m) =>
    m[1]!
      .split(',')
      .map((s) => s.trim())
      .filter((s) => s !== '' && !s.startsWith('type ')),
  );
}

describe("the platform's exports", () => {
  const imported = new Set(APPS.flatMap((dir) => sources(path.join(ROOT, dir))).flatMap(platformImports));

  it.each([
    ['index.ts', ['store', 'api', 'useCall']],
    ['libs.ts', ['createSlice', 'useTranslation']],
  ])('of %s are read as they are written', (file, some) => {
    expect(valueExports(file)).toEqual(expect.arrayContaining(some));
  });

  it.each(['index.ts', 'libs.ts'])('of %s are only what some app imports', (file) => {
    expect(valueExports(file).filter((name) => !imported.has(name))).toEqual([]);
  });
});
