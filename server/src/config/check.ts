import path from 'node:path';
import { readConfigFile } from './load';

// npm run config:check -- [--production] <file>... : the deploy pipeline's check of a configuration, the
// same the server makes at start (load.ts). Prints "<file>: ok (<profile>)", or each problem on its own
// line after the file's name (on stderr); exits 0 when every file is fine, 1 otherwise, 2 for a wrong
// command line. TOPUP_TEST_MODE=1 counts as the server counts it. --production also refuses a document of
// the sandbox profile: a pipeline deploying to production never means one.

export interface CheckRun {
  /** "<file>: ok (<profile>)" lines. */
  out: string[];
  /** The problems, one a line, and the usage. */
  err: string[];
  exitCode: 0 | 1 | 2;
}

export const USAGE = 'usage: npm run config:check -- [--production] <config.json>...';

export function runConfigCheck(args: readonly string[], env: NodeJS.ProcessEnv): CheckRun {
  const production = args.includes('--production');
  const files = args.filter((a) => a !== '--production');
  if (files.length === 0 || files.some((f) => f.startsWith('--')))
    return { out: [], err: [USAGE], exitCode: 2 };
  const testMode = env.TOPUP_TEST_MODE === '1';
  const run: CheckRun = { out: [], err: [], exitCode: 0 };
  for (const file of files) {
    // a relative name is from where the command was typed (npm runs the root's scripts from the root)
    const read = readConfigFile(path.resolve(env.INIT_CWD || '.', file), { testMode });
    const problems = [...read.problems];
    const profile = read.config?.profile;
    if (production && profile !== undefined && profile !== 'production')
      problems.push(`profile: "${profile}", but --production asks for a production configuration`);
    if (problems.length === 0) run.out.push(`${file}: ok (${profile})`);
    else run.exitCode = 1;
    run.err.push(...problems.map((problem) => `${file}: ${problem}`));
  }
  return run;
}
