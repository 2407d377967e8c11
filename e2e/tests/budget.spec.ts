import path from 'node:path';
import { expect, test } from './fixtures';

// Issue "Guard rails": each route's first-render gzipped JS stays within its budget in webpack/budgets.json,
// read from the build's size report (bytes are deterministic: no timing here). Raising a budget is a
// one-line change in that file, in a commit that says why.
const root = path.resolve(__dirname, '..', '..');

interface Report {
  routes: { route: string; total: number }[];
}

test('every route ships at most its JS budget', async () => {
  const { sizeReport, readBudgets } = (await import(path.join(root, 'webpack', 'size-report.mjs'))) as {
    sizeReport: (root: string) => Report;
    readBudgets: (root: string) => { routeJs: Record<string, number> };
  };
  const budgets = readBudgets(root).routeJs;
  const report = sizeReport(root);
  expect(report.routes.length).toBeGreaterThan(0);
  const over = report.routes
    .filter((r) => budgets[r.route] === undefined || r.total > budgets[r.route]!)
    .map((r) =>
      budgets[r.route] === undefined
        ? `${r.route}: ${r.total} bytes and no budget in webpack/budgets.json`
        : `${r.route}: ${r.total} bytes, budget ${budgets[r.route]} (+${r.total - budgets[r.route]!})`,
    );
  expect(over, 'routes over their JS budget').toEqual([]);
});
