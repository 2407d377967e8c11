import { Value } from '@sinclair/typebox/value';
import type { TSchema } from '@sinclair/typebox';
import type { RuntimeConfig } from './runtimeConfig';
import { configProblems, type ConfigCheckOptions } from './problems';
import { RuntimeConfigSchema } from './schema';

// Issue 34: a configuration document as read from a file, checked whole — its shape (the schema) and, once
// it has that shape, what production refuses (problems.ts). The server and the deploy check only: this
// file brings the schema library.

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

/** One line per place the value breaks the schema: the key, then what is wrong (the first error there). */
export function schemaProblems(value: unknown): string[] {
  const lines = new Map<string, string>();
  for (const error of Value.Errors(RuntimeConfigSchema, value)) {
    const key = keyPath(error.path);
    if (lines.has(key)) continue;
    const allowed = choices(error.schema);
    const what =
      error.message === 'Unexpected property'
        ? 'not a key of the configuration (misspelt?)'
        : allowed
          ? `${JSON.stringify(error.value)} is not one of ${allowed}`
          : error.message.toLowerCase();
    lines.set(key, `${key}: ${what}`);
  }
  return [...lines.values()];
}

/** The document's shape, then production's rules: the configuration when it has the shape, every problem. */
export function checkConfig(
  value: unknown,
  opts: ConfigCheckOptions = {},
): { config?: RuntimeConfig; problems: string[] } {
  const shape = schemaProblems(value);
  if (shape.length > 0) return { problems: shape };
  const config = value as RuntimeConfig;
  return { config, problems: configProblems(config, opts) };
}
