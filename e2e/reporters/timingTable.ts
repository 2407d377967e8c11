// The end-of-run timing table, printed by the timings reporter
// after every Playwright run and by the e2e runner for all its runs together: each project's total and where
// it went, and the ten slowest tests, so creeping cost is visible in every run.

export interface TestRecord {
  project: string;
  file: string;
  title: string;
  status: string;
  /** Start of the test, ms since the epoch. */
  startMs: number;
  durationMs: number;
  /** Fixtures' set-up and tear-down (Playwright's "Before Hooks" and "After Hooks"). */
  setupMs: number;
  teardownMs: number;
  navMs: number;
  navCount: number;
  axeMs: number;
  axeRuns: number;
  axeCached: number;
  serverMs: number;
  serverCalls: number;
}

const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const pad = (text: string, width: number) => text.padStart(width);

function projectRows(records: TestRecord[]): string[] {
  const projects = [...new Set(records.map((r) => r.project))];
  const header = `  ${'project'.padEnd(10)} ${pad('tests', 5)} ${pad('failed', 6)} ${pad('wall', 9)} ${pad('sum', 9)} ${pad('set-up', 9)} ${pad('loads', 9)} ${pad('axe', 9)} ${pad('axe runs', 12)} ${pad('server', 9)} ${pad('tear-down', 9)}`;
  const rows = projects.map((project) => {
    const mine = records.filter((r) => r.project === project);
    const sum = (key: keyof TestRecord) => mine.reduce((a, r) => a + Number(r[key]), 0);
    const start = Math.min(...mine.map((r) => r.startMs));
    const end = Math.max(...mine.map((r) => r.startMs + r.durationMs));
    const failed = mine.filter((r) => r.status !== 'passed' && r.status !== 'skipped').length;
    const axe = `${sum('axeRuns')} (+${sum('axeCached')} cached)`;
    return `  ${project.padEnd(10)} ${pad(String(mine.length), 5)} ${pad(String(failed), 6)} ${pad(s(end - start), 9)} ${pad(s(sum('durationMs')), 9)} ${pad(s(sum('setupMs')), 9)} ${pad(s(sum('navMs')), 9)} ${pad(s(sum('axeMs')), 9)} ${pad(axe, 12)} ${pad(s(sum('serverMs')), 9)} ${pad(s(sum('teardownMs')), 9)}`;
  });
  return [header, ...rows];
}

function slowestRows(records: TestRecord[], count: number): string[] {
  const header = `  ${pad('time', 8)} ${pad('set-up', 8)} ${pad('loads', 8)} ${pad('axe', 8)} ${pad('server', 8)} ${pad('tear-down', 9)}  test`;
  const rows = [...records]
    .sort((a, b) => b.durationMs - a.durationMs)
    .slice(0, count)
    .map(
      (r) =>
        `  ${pad(s(r.durationMs), 8)} ${pad(s(r.setupMs), 8)} ${pad(s(r.navMs), 8)} ${pad(s(r.axeMs), 8)} ${pad(s(r.serverMs), 8)} ${pad(s(r.teardownMs), 9)}  [${r.project}] ${r.file} › ${r.title}`,
    );
  return [header, ...rows];
}

/** The table as lines of text. */
export function timingTable(records: TestRecord[], heading = 'Browser tests: where the time went'): string {
  if (records.length === 0) return `${heading}: no test ran.`;
  return [
    `${heading} (loads: goto/reload until the page shows its title; axe: analyses run, states already found clean are cached):`,
    ...projectRows(records),
    '',
    '  the 10 slowest tests:',
    ...slowestRows(records, 10),
  ].join('\n');
}
