import { runConfigCheck } from './check';

// npm run config:check -- [--production] <file>... (check.ts)

const run = runConfigCheck(process.argv.slice(2), process.env);
for (const line of run.out) process.stdout.write(`${line}\n`);
for (const line of run.err) process.stderr.write(`${line}\n`);
process.exitCode = run.exitCode;
