import path from 'node:path';
import { runConfigCheck } from './check';
import { readConfigFile } from './load';

// npm run config:public -- [--production] <file> : the browser's document of a configuration file, what a
// static host serves as config.json (README "Putting the site on a CDN or a static host"). The file is
// checked first, as config:check checks it; then its public keys alone are printed — never its `server`
// section, which is the API's (DESIGN §13) — so that uploading the file itself is never the way to get one.

export interface PublicRun {
  /** The browser's document, as JSON, when the file passed. */
  out: string;
  err: string[];
  exitCode: 0 | 1 | 2;
}

export const PUBLIC_USAGE = 'usage: npm run config:public -- [--production] <config.json> > config.json';

export function runConfigPublic(args: readonly string[], env: NodeJS.ProcessEnv): PublicRun {
  const files = args.filter((a) => a !== '--production');
  if (files.length !== 1 || files.some((f) => f.startsWith('--')))
    return { out: '', err: [PUBLIC_USAGE], exitCode: 2 };
  const check = runConfigCheck(args, env);
  if (check.exitCode !== 0) return { out: '', err: check.err, exitCode: check.exitCode };
  // the same reading as the check's: a relative name is from where the command was typed
  const read = readConfigFile(path.resolve(env.INIT_CWD || '.', files[0] ?? ''), {
    testMode: env.TOPUP_TEST_MODE === '1',
  });
  return { out: `${JSON.stringify(read.config, null, 2)}\n`, err: [], exitCode: 0 };
}
