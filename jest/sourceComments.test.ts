import fs from 'node:fs';
import path from 'node:path';

// Comments a newcomer can follow: the code cites the spec's section, DESIGN or the README, or says the
// reason itself. The team's issues are not in the repository, so a comment or a test name that points to
// one (by number or by title) points nowhere.

const ROOT = path.resolve(__dirname, '..');
const SKIP = new Set([
  'node_modules',
  'dist',
  'dist-monolith',
  'releases',
  'test-results',
  'playwright-report',
  'data',
]);
const SOURCE = /\.(ts|tsx|mjs|cjs|js|css)$/;
const ISSUE_REFERENCE = /\b[Ii]ssues? (?:#?\d+\b|")/;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    if (e.name.startsWith('.') || SKIP.has(e.name)) return [];
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(full);
    return SOURCE.test(e.name) ? [full] : [];
  });
}

describe('source comments and test names (README "How the pieces fit")', () => {
  const files = sourceFiles(ROOT);

  it('cite no issue by number or title', () => {
    const found = files.flatMap((file) =>
      fs
        .readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, i) =>
          ISSUE_REFERENCE.test(line) ? [`${path.relative(ROOT, file)}:${i + 1}: ${line.trim()}`] : [],
        ),
    );
    expect(found).toEqual([]);
  });

  it('reads the sources (the check cannot pass vacuously)', () => {
    expect(files.length).toBeGreaterThan(500);
    const issue = ['is', 'sue'].join(''); // this file's own examples are no references
    expect(ISSUE_REFERENCE.test(`// (${issue} 35) the early script`)).toBe(true);
    expect(ISSUE_REFERENCE.test(`// ${issue} "Guard rails": budgets`)).toBe(true);
    expect(ISSUE_REFERENCE.test('// spec 02 §9: the root font size')).toBe(false);
  });
});
