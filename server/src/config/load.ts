import fs from 'node:fs';
import path from 'node:path';
import type { ServerOnlyConfig } from '@topup/shared/config/serverOnly';
import type { ConfigCheckOptions } from '@topup/shared/config/problems';
import type { RuntimeConfig } from '@topup/shared/config/runtimeConfig';
import { sandboxConfig } from '@topup/shared/config/sandbox';
import { checkConfig } from '@topup/shared/config/validate';

// The configuration the server serves and follows. TOPUP_CONFIG names a JSON file (one per
// environment: config/production.json …); unset, the sandbox profile of the server's own origin, what
// `npm start` has always served. Either is checked whole before anything starts: the deploy check
// (npm run config:check) and the server refuse the same problems. The file is split here: the browser's
// document goes to the pages, the `server` section to the API (shared/config/document.ts).

export const CONFIG_ENV = 'TOPUP_CONFIG';

/** What the server reads when TOPUP_CONFIG is unset. */
export const SANDBOX_SOURCE = `the sandbox (${CONFIG_ENV} unset)`;

export interface ConfigRead {
  /** Where it came from, for the messages: the file as named, or SANDBOX_SOURCE. */
  source: string;
  /**
   * The browser's document — what every page and /config.json carry — when the file has the schema's shape
   * (it may still have problems): the public keys alone, never the file's `server` section (DESIGN §13).
   */
  config?: RuntimeConfig;
  /** The file's server-only section (the alert relay's webhook), never served; with `config`. */
  server?: ServerOnlyConfig;
  problems: string[];
}

/** A configuration file, read and checked: a file that cannot be read or is not JSON is a problem too. */
export function readConfigFile(file: string, opts: ConfigCheckOptions = {}): ConfigRead {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (err) {
    return { source: file, problems: [`cannot be read: ${(err as Error).message}`] };
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (err) {
    return { source: file, problems: [`not JSON: ${(err as Error).message}`] };
  }
  return { source: file, ...checkConfig(value, opts) };
}

/** The server's configuration: the file TOPUP_CONFIG names, else the sandbox of `origin`. */
export function serverConfig(
  env: NodeJS.ProcessEnv,
  origin: string,
  opts: ConfigCheckOptions = {},
): ConfigRead {
  const file = env[CONFIG_ENV]?.trim();
  // a relative name is from where the command was typed (npm runs the server in its own folder)
  if (file) return { ...readConfigFile(path.resolve(env.INIT_CWD || '.', file), opts), source: file };
  return { source: SANDBOX_SOURCE, ...checkConfig(sandboxConfig(origin), opts) };
}

/** Each problem on its own line, after what it is about. */
export const problemLines = (read: ConfigRead): string[] =>
  read.problems.map((problem) => `${read.source}: ${problem}`);
