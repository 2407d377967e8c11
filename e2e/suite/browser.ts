import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { timingTable, type TestRecord } from '../reporters/timingTable';
import { runStep, type Step, type StepResult } from './steps';

// npm run test:e2e: the Playwright suite in two runs, each with its own contract server, so that one
// failure does not hide the rest:
//  1. the site and bfcache projects, three workers (playwright.config.ts);
//  2. the projects that change the whole server (faults switches server faults on, redeploy rebuilds a remote,
//     releases rewrites the remote map): one test at a time, whether or not a test of the first run failed
//     (`--no-deps`: run on their own they still follow each other, as the config's dependencies order them).
// Then the timing table of both runs together. Arguments are passed to a single `playwright test` instead.

const E2E_DIR = path.resolve(__dirname, '..');
const playwright = (args: string[], env: NodeJS.ProcessEnv = {}): Step => ({
  name: '',
  command: 'npx',
  args: ['playwright', 'test', ...args],
  cwd: E2E_DIR,
  env,
});

export const BROWSER_RUNS: Step[] = [
  { ...playwright(['--project=site', '--project=bfcache']), name: 'browser tests: site' },
  {
    ...playwright([
      '--project=faults',
      '--project=redeploy',
      '--project=releases',
      '--no-deps',
      '--workers=1',
    ]),
    name: 'browser tests: server-wide',
  },
];

/** Runs the browser tests' runs and prints their timing table; the results of each run. */
export async function runBrowserTests(): Promise<StepResult[]> {
  const file = path.join(os.tmpdir(), `topup-e2e-timings-${process.pid}.jsonl`);
  fs.rmSync(file, { force: true });
  const results: StepResult[] = [];
  try {
    for (const run of BROWSER_RUNS) {
      results.push(await runStep({ ...run, env: { ...run.env, E2E_TIMINGS_FILE: file } }));
    }
    const records = fs.existsSync(file)
      ? fs
          .readFileSync(file, 'utf8')
          .split('\n')
          .filter(Boolean)
          .map((line) => JSON.parse(line) as TestRecord)
      : [];
    console.log(`\n${timingTable(records, 'Browser tests, every run')}`);
  } finally {
    fs.rmSync(file, { force: true });
  }
  return results;
}

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  if (args.length) return (await runStep({ ...playwright(args), name: 'browser tests' })).ok ? 0 : 1;
  const results = await runBrowserTests();
  return results.every((r) => r.ok) ? 0 : 1;
}

if (require.main === module) {
  main().then(
    (code) => process.exit(code),
    (e: unknown) => {
      console.error(e);
      process.exit(1);
    },
  );
}
