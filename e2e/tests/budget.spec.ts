import path from 'node:path';
import { expect, test } from './fixtures';

// Each route's first-render gzipped JS stays within its budget in webpack/budgets.json,
// read from the build's size report (bytes are deterministic: no timing here). Raising a budget is a
// one-line change in that file, in a commit that says why.
const root = path.resolve(__dirname, '..', '..');

interface Report {
  routes: { route: string; total: number; monolith?: number; overhead?: number }[];
}

interface Budgets {
  routeJs: Record<string, number>;
  federationOverhead: number;
}

async function load(): Promise<{ report: Report; budgets: Budgets }> {
  const { sizeReport, readBudgets } = (await import(path.join(root, 'webpack', 'size-report.mjs'))) as {
    sizeReport: (root: string) => Report;
    readBudgets: (root: string) => Budgets;
  };
  return { report: sizeReport(root), budgets: readBudgets(root) };
}

test('every route ships at most its JS budget', async () => {
  const { report, budgets: all } = await load();
  const budgets = all.routeJs;
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

// What federation itself costs a route (the site minus the monolith
// reference built from the same pages) stays within one budget, so a change that makes federation heavier
// fails even while the pages grow.
test('no route pays more than its federation overhead budget', async () => {
  const { report, budgets } = await load();
  expect(
    report.routes.every((r) => r.monolith !== undefined),
    'the monolith reference was built',
  ).toBe(true);
  const over = report.routes
    .filter((r) => r.overhead! > budgets.federationOverhead)
    .map(
      (r) =>
        `${r.route}: site ${r.total} − monolith ${r.monolith} = ${r.overhead} bytes, budget ${budgets.federationOverhead}`,
    );
  expect(over, 'routes over the federation overhead budget').toEqual([]);
});
