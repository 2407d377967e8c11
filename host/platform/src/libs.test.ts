import fs from 'node:fs';
import path from 'node:path';

// libs.ts lists what the apps use of the state and text libraries. The platform is a shared module, and a
// shared module keeps every export it lists (nothing is tree-shaken across the share scope), so an export no
// app imports is code in every visitor's start-up for nothing.

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

/** The value names libs.ts exports (type-only exports cost no bytes). */
function libsValueExports(): string[] {
  const text = fs.readFileSync(path.join(__dirname, 'libs.ts'), 'utf8');
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

describe("the platform's re-exports of the libraries (libs.ts)", () => {
  const exported = libsValueExports();
  const imported = new Set(APPS.flatMap((dir) => sources(path.join(ROOT, dir))).flatMap(platformImports));

  it('lists value exports', () => {
    expect(exported).toEqual(expect.arrayContaining(['createSlice', 'useTranslation']));
  });

  it('lists only what some app imports', () => {
    expect(exported.filter((name) => !imported.has(name))).toEqual([]);
  });
});
