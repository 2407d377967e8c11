import { Value } from '@sinclair/typebox/value';
import type { TSchema } from '@sinclair/typebox';
import type { RuntimeConfig } from './runtimeConfig';
import { publicConfig, SERVER_SECTION, serverOnlyConfig, type ConfigDocument } from './document';
import type { ServerOnlyConfig } from './serverOnly';
import { configProblems, serverProblems, type ConfigCheckOptions } from './problems';
import { ConfigDocumentSchema } from './schema';
import { secretProblems } from './secrets';

// A configuration document as read from a file, checked whole — what looks like a secret in the
// browser's part (DESIGN §13: any profile, any shape), its shape (the schema) and, once it has that shape,
// what production refuses (problems.ts). The server and the deploy check only: this file brings the schema
// library.

/** The schema's key path of a JSON pointer: /pay/providers/23 -> pay.providers.23. */
const keyPath = (pointer: string): string =>
  pointer
    .split('/')
    .slice(1)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .join('.') || '(the document)';

/** The values a union of literals allows, or undefined for any other schema. */
function choices(schema: TSchema): string | undefined {
  const options = schema.anyOf as TSchema[] | undefined;
  if (!options?.every((o) => 'const' in o)) return undefined;
  return options.map((o) => JSON.stringify(o.const)).join(', ');
}

/** Keys that left the browser's document, and where they are now. */
const MOVED: Readonly<Record<string, string>> = {
  // a write credential: whoever reads it can post into the channel (README "Configuration")
  'monitoring.teamChatWebhook': `${SERVER_SECTION}.teamChatWebhook: a webhook is a credential, never served to a browser`,
};

/** One line per place the value breaks the schema: the key, then what is wrong (the first error there). */
export function schemaProblems(value: unknown): string[] {
  const lines = new Map<string, string>();
  for (const error of Value.Errors(ConfigDocumentSchema, value)) {
    const key = keyPath(error.path);
    if (lines.has(key)) continue;
    const allowed = choices(error.schema);
    const what =
      error.message === 'Unexpected property'
        ? MOVED[key]
          ? `moved to ${MOVED[key]}`
          : 'not a key of the configuration (misspelt?)'
        : allowed
          ? `${JSON.stringify(error.value)} is not one of ${allowed}`
          : error.message.toLowerCase();
    lines.set(key, `${key}: ${what}`);
  }
  return [...lines.values()];
}

/** The key a problem line names (everything before its first ": "). */
const keyOf = (line: string): string => line.slice(0, line.indexOf(': '));

export interface CheckedConfig {
  /** The browser's document (the public keys alone), when the file has the schema's shape. */
  config?: RuntimeConfig;
  /** The server-only section (no webhook when the file names none), when the file has the shape. */
  server?: ServerOnlyConfig;
  problems: string[];
}

/**
 * The browser's part's secrets, the document's shape, then the profile's rules: the browser's document and
 * the server's part when it has the shape, every problem. A value named as a secret is named once: other
 * rules about the same key (which could show the value) are left out.
 */
export function checkConfig(value: unknown, opts: ConfigCheckOptions = {}): CheckedConfig {
  const secrets = secretProblems(value, new Set([SERVER_SECTION]));
  const secretKeys = new Set(secrets.map(keyOf));
  // a moved key's line shows no value, and says where the value belongs now
  const notSecret = (lines: string[]) =>
    lines.filter((line) => !secretKeys.has(keyOf(line)) || MOVED[keyOf(line)] !== undefined);
  const shape = schemaProblems(value);
  if (shape.length > 0) return { problems: [...secrets, ...notSecret(shape)] };
  const document = value as ConfigDocument;
  const config = publicConfig(document);
  const server = serverOnlyConfig(document);
  return {
    config,
    server,
    problems: [
      ...secrets,
      ...notSecret(configProblems(config, opts)),
      ...serverProblems(server, config.profile),
    ],
  };
}
