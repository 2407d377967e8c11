import type { RuntimeConfig } from './runtimeConfig';
import { RuntimeConfigSchema } from './schema';
import type { ServerOnlyConfig } from './serverOnly';

// DESIGN §13: a configuration file holds two parts. The browser's — every key of RuntimeConfig — is written
// into every page and served at /config.json; the `server` section holds what only the server that answers
// the API may know (a write credential such as the team chat webhook) and never leaves it. The browser's
// part is built by picking the public schema's keys (publicConfig), not by deleting the server's: a key
// added to the file later is never served by accident. The server and the deploy check only (this file
// brings the schema library).

/** The name of the server-only section in the file. */
export const SERVER_SECTION = 'server';

/** A configuration file: the browser's part, and the server's (optional: none is no server-only value). */
export type ConfigDocument = RuntimeConfig & { [SERVER_SECTION]?: ServerOnlyConfig };

/** The server's part when the file names none: no webhook. */
export const NO_SERVER_VALUES: ServerOnlyConfig = { teamChatWebhook: '' };

/** The keys of the browser's document: those of the public schema, no other. */
export const PUBLIC_KEYS: readonly (keyof RuntimeConfig)[] = Object.keys(
  RuntimeConfigSchema.properties,
) as (keyof RuntimeConfig)[];

/** The browser's document: a new object of the public keys alone (a deep copy: nothing shared with the file). */
export function publicConfig(document: ConfigDocument): RuntimeConfig {
  const picked = Object.fromEntries(PUBLIC_KEYS.map((key) => [key, document[key]]));
  return JSON.parse(JSON.stringify(picked)) as RuntimeConfig;
}

/** The server's part of the document. */
export const serverOnlyConfig = (document: ConfigDocument): ServerOnlyConfig => ({
  ...NO_SERVER_VALUES,
  ...document[SERVER_SECTION],
});
