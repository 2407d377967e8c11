import type { TSchema } from '@sinclair/typebox';

// A number the API reads is a safe integer's size at most: JSON numbers beyond 2^53 lose digits, and SQLite
// refuses integers beyond 2^63 (an offset of 10^20 was a server error). Every number of a request schema that
// states no bound of its own gets ±(2^53 − 1), so the check refuses what the code cannot hold and the API
// document says so (the routes' contracts go through here: http/route.ts).

const SAFE = Number.MAX_SAFE_INTEGER;
const done = new WeakMap<object, unknown>();

type Node = Record<string | symbol, unknown>;
const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function bounded(node: Node): Node {
  // a spread keeps TypeBox's own (symbol) keys: the copy is the same kind of schema
  const out: Node = { ...node };
  if ((node.type === 'integer' || node.type === 'number') && !('const' in node)) {
    if (node.maximum === undefined && node.exclusiveMaximum === undefined) out.maximum = SAFE;
    if (node.minimum === undefined && node.exclusiveMinimum === undefined) out.minimum = -SAFE;
  }
  for (const key of ['items', 'contentSchema', 'additionalProperties', 'not'] as const) {
    if (isNode(node[key])) out[key] = withSafeNumbers(node[key] as unknown as TSchema);
  }
  for (const key of ['anyOf', 'oneOf', 'allOf', 'prefixItems'] as const) {
    const list = node[key];
    if (Array.isArray(list))
      out[key] = list.map((m) => (isNode(m) ? withSafeNumbers(m as unknown as TSchema) : m));
  }
  for (const key of ['properties', 'patternProperties'] as const) {
    const map = node[key];
    if (isNode(map))
      out[key] = Object.fromEntries(
        Object.entries(map).map(([name, m]) => [
          name,
          isNode(m) ? withSafeNumbers(m as unknown as TSchema) : m,
        ]),
      );
  }
  return out;
}

/** The schema with every unbounded number bounded to a safe integer's size; the same object for the same input. */
export function withSafeNumbers<S extends TSchema>(schema: S): S {
  const known = done.get(schema);
  if (known) return known as S;
  const safe = bounded(schema as unknown as Node) as unknown as S;
  done.set(schema, safe);
  return safe;
}
