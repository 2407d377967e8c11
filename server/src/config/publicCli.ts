import { runConfigPublic } from './publicDocument';

// npm run config:public -- [--production] <file> (publicDocument.ts)

const run = runConfigPublic(process.argv.slice(2), process.env);
process.stdout.write(run.out);
for (const line of run.err) process.stderr.write(`${line}\n`);
process.exitCode = run.exitCode;
