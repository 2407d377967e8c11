import { patternShape, stringOf, WIDEST } from './regexShape';

// Values of a JSON Schema of the API document (2020-12, as server/openapi.json has them), made from the
// schema alone: a typical one, one at the schema's limits, and values it refuses, each with what is wrong.
// Strings at their limit are made of the widest character there is (outside the BMP): maxLength counts
// characters, and a URL carries each as 12 bytes. A text that holds JSON (contentMediaType) holds the JSON
// of its contentSchema. An integer with no maximum is tried at 10^20, as any caller may send it.

export type Schema = Readonly<Record<string, unknown>>;
export interface Refused {
  /** What is wrong with it, for the test's name. */
  why: string;
  value: unknown;
}

const isSchema = (value: unknown): value is Schema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const BEYOND_ANY_MAXIMUM = '100000000000000000000';

function membersOf(schema: Schema): Schema[] | undefined {
  const list = schema.anyOf ?? schema.oneOf;
  return Array.isArray(list) ? list.filter(isSchema) : undefined;
}

const num = (value: unknown): number | undefined => (typeof value === 'number' ? value : undefined);

function lowest(schema: Schema): number {
  const min = num(schema.minimum) ?? (num(schema.exclusiveMinimum) ?? -Infinity) + 1;
  return Number.isFinite(min) ? min : 0;
}

/** A text that holds JSON: its content's schema, when the document gives one. */
const jsonContent = (schema: Schema): Schema | undefined =>
  schema.contentMediaType === 'application/json' && isSchema(schema.contentSchema)
    ? schema.contentSchema
    : undefined;

/** A value the schema takes, as small and plain as it allows. */
export function typicalOf(schema: Schema): unknown {
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  const members = membersOf(schema);
  if (members) return typicalOf(members[0]!);
  switch (schema.type) {
    case 'integer':
    case 'number': {
      const max = num(schema.maximum) ?? Infinity;
      return Math.min(Math.max(1, lowest(schema)), max);
    }
    case 'boolean':
      return true;
    case 'null':
      return null;
    case 'array':
      return Array.from({ length: Math.max(1, num(schema.minItems) ?? 0) }, () =>
        typicalOf(isSchema(schema.items) ? schema.items : {}),
      );
    case 'object':
      return objectOf(schema, 'required', typicalOf);
    case 'string': {
      const content = jsonContent(schema);
      if (content) return JSON.stringify(typicalOf(content));
      const min = num(schema.minLength) ?? 0;
      if (typeof schema.pattern === 'string') return stringOf(patternShape(schema.pattern), min);
      return 'x'.repeat(Math.max(1, min));
    }
    default:
      return 'x';
  }
}

/** A value at the schema's limits: longest strings, largest numbers, fullest lists and objects. */
export function longestOf(schema: Schema): unknown {
  if ('const' in schema || Array.isArray(schema.enum)) return typicalOf(schema);
  const members = membersOf(schema);
  if (members) return longestOf(members[0]!);
  switch (schema.type) {
    case 'integer':
    case 'number':
      return num(schema.maximum) ?? BEYOND_ANY_MAXIMUM;
    case 'array': {
      const count = num(schema.maxItems) ?? Math.max(1, num(schema.minItems) ?? 0);
      const itemSchema = isSchema(schema.items) ? schema.items : {};
      const item = longestOf(itemSchema);
      // a full list of distinct items (a batch's request ids are unique)
      return Array.from({ length: count }, (_, i) => stamped(itemSchema, item, i));
    }
    case 'object':
      return objectOf(schema, 'all', longestOf);
    case 'string': {
      const max = num(schema.maxLength);
      const content = jsonContent(schema);
      if (content) {
        // JSON may end in blanks: the typical content, filled to the limit
        const text = JSON.stringify(typicalOf(content));
        return max === undefined || max < text.length ? text : text + ' '.repeat(max - text.length);
      }
      if (typeof schema.pattern === 'string') return stringOf(patternShape(schema.pattern), max ?? 64);
      return WIDEST.repeat(max ?? 64);
    }
    default:
      return typicalOf(schema);
  }
}

/** A text of the schema that may change: no const, no enum. */
const free = (schema: Schema): boolean =>
  schema.type === 'string' && !('const' in schema) && !Array.isArray(schema.enum);

/** The value made distinct by `n`: the end of each of its free texts becomes n's digits (its length kept). */
function stamped(schema: Schema, value: unknown, n: number): unknown {
  if (typeof value === 'string' && free(schema)) {
    const chars = Array.from(value);
    const digits = String(n);
    if (chars.length < digits.length) return value;
    return [...chars.slice(0, chars.length - digits.length), digits].join('');
  }
  const properties = isSchema(schema.properties) ? schema.properties : {};
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    const record = value as Record<string, unknown>;
    return Object.fromEntries(
      Object.entries(record).map(([k, v]) => {
        const p = properties[k];
        return [k, isSchema(p) && free(p) ? stamped(p, v, n) : v];
      }),
    );
  }
  return value;
}

function objectOf(schema: Schema, which: 'required' | 'all', valueOf: (s: Schema) => unknown) {
  const properties = isSchema(schema.properties) ? schema.properties : {};
  const required = Array.isArray(schema.required) ? schema.required : [];
  const out: Record<string, unknown> = {};
  for (const [name, property] of Object.entries(properties)) {
    // a property the schema forbids (`not: {}`) is left out
    if (!isSchema(property) || isSchema(property.not)) continue;
    if (which === 'all' || required.includes(name)) out[name] = valueOf(property);
  }
  return out;
}

/** Values the schema refuses (the caller checks each against the schema itself and keeps the refused). */
export function refusedOf(schema: Schema): Refused[] {
  if ('const' in schema)
    return [{ why: 'another value', value: typeof schema.const === 'number' ? schema.const + 1 : 'x~' }];
  if (Array.isArray(schema.enum)) return [{ why: 'a value outside the enum', value: 'x~' }];
  const members = membersOf(schema);
  if (members) return members.flatMap(refusedOf);
  switch (schema.type) {
    case 'integer':
    case 'number': {
      const out: Refused[] = [
        { why: 'text', value: 'abc' },
        { why: 'an exponent', value: '1e1' },
        { why: 'spaces', value: ' 1' },
      ];
      if (schema.type === 'integer') out.push({ why: 'a fraction', value: '10024.9' });
      const max = num(schema.maximum);
      if (max !== undefined) out.push({ why: 'above the maximum', value: String(BigInt(max) + 1n) });
      const min = num(schema.minimum);
      if (min !== undefined) out.push({ why: 'below the minimum', value: String(BigInt(min) - 1n) });
      return out;
    }
    case 'boolean':
      return [{ why: 'not a flag', value: 'maybe' }];
    case 'array': {
      const item = isSchema(schema.items) ? schema.items : {};
      const out: Refused[] = refusedOf(item).map((r) => ({ why: `an item: ${r.why}`, value: [r.value] }));
      const min = num(schema.minItems) ?? 0;
      if (min > 0) out.push({ why: 'too few items', value: [] });
      const max = num(schema.maxItems);
      if (max !== undefined)
        out.push({ why: 'too many items', value: Array.from({ length: max + 1 }, () => typicalOf(item)) });
      return out;
    }
    case 'object':
      return refusedObjects(schema);
    case 'string':
      return refusedStrings(schema);
    default:
      return [];
  }
}

function refusedObjects(schema: Schema): Refused[] {
  const typical = objectOf(schema, 'required', typicalOf);
  const properties = isSchema(schema.properties) ? schema.properties : {};
  const out: Refused[] = [{ why: 'not an object', value: 'x' }];
  for (const name of Array.isArray(schema.required) ? schema.required : []) {
    const { [String(name)]: _left, ...rest } = typical;
    out.push({ why: `without ${String(name)}`, value: rest });
  }
  for (const [name, property] of Object.entries(properties)) {
    if (!isSchema(property)) continue;
    for (const r of refusedOf(property))
      out.push({ why: `${name}: ${r.why}`, value: { ...typical, [name]: r.value } });
  }
  return out;
}

function refusedStrings(schema: Schema): Refused[] {
  const out: Refused[] = [];
  const max = num(schema.maxLength);
  const min = num(schema.minLength) ?? 0;
  const pattern = typeof schema.pattern === 'string' ? schema.pattern : undefined;
  if (max !== undefined)
    out.push({
      why: `${max + 1} characters`,
      value: pattern ? stringOf(patternShape(pattern), max + 1) : WIDEST.repeat(max + 1),
    });
  if (min > 0) out.push({ why: 'empty', value: '' });
  if (pattern) {
    const typical = stringOf(patternShape(pattern), min);
    for (const value of [`${typical}!`, `!${typical}`, '!'])
      if (!new RegExp(pattern, 'u').test(value)) {
        out.push({ why: `not ${pattern}`, value });
        break;
      }
  }
  const content = jsonContent(schema);
  if (content) {
    out.push({ why: 'not JSON', value: 'not json' });
    for (const r of refusedOf(content).slice(0, 3))
      out.push({ why: `JSON ${r.why}`, value: JSON.stringify(r.value) });
  }
  return out;
}
