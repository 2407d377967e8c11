import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import * as payments from './index';

// DESIGN §12 "One payment pipeline": the package's face is at most 20 names, types counted, each named
// (no `export *`, which would widen it by whatever a folder behind it exports).

const source = fs.readFileSync(path.join(__dirname, 'index.ts'), 'utf8');
const file = ts.createSourceFile('index.ts', source, ts.ScriptTarget.ES2022);

/** Every name payments/index.ts exports, values and types alike, and whether any export is `export *`. */
function face() {
  const names: string[] = [];
  let star = false;
  for (const statement of file.statements) {
    if (!ts.isExportDeclaration(statement)) continue;
    const clause = statement.exportClause;
    if (!clause || ts.isNamespaceExport(clause)) star = true;
    else names.push(...clause.elements.map((e) => e.name.text));
  }
  return { names, star };
}

describe('the payments package’s face (payments/index.ts)', () => {
  it('exports at most 20 names, types counted, and no `export *`', () => {
    const { names, star } = face();
    expect(star).toBe(false);
    expect(new Set(names).size).toBe(names.length);
    expect(names.length).toBeLessThanOrEqual(20);
  });

  it('is read whole: every value it names is there at run time', () => {
    const values = Object.keys(payments);
    expect(values.length).toBeGreaterThan(0);
    expect(values.every((v) => face().names.includes(v))).toBe(true);
  });
});
