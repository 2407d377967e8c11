import fs from 'node:fs';
import path from 'node:path';
import { APP_DIRS, sourcesOf } from '../../../jest/appSources';

// The router is a shared module (DESIGN §9), and a shared module keeps every export it lists: nothing is
// tree-shaken across the share scope. An export no app imports is code in every visitor's start-up for
// nothing, so the index lists only what some app imports.

const names = (list: string) =>
  list
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '' && !s.startsWith('type '));

describe("the router's exports", () => {
  const index = fs.readFileSync(path.join(__dirname, 'index.ts'), 'utf8');
  const exported = [...index.matchAll(/^export \{([^}]*)\} from/gm)].flatMap((m) => names(m[1]!));
  const imported = new Set(
    sourcesOf(APP_DIRS).flatMap((f) =>
      [...fs.readFileSync(f, 'utf8').matchAll(/import \{([^}]*)\} from '@topup\/router'/g)].flatMap((m) =>
        names(m[1]!),
      ),
    ),
  );

  it('are read as they are written', () => {
    expect(exported).toEqual(expect.arrayContaining(['BrowserRouter', 'Link', 'useLocation']));
    expect(imported.has('useNavigate')).toBe(true);
  });

  it('are only what some app imports', () => {
    expect(exported.filter((n) => !imported.has(n))).toEqual([]);
  });
});
