// Query strings and forms carry every value as text. Before a call's params are checked, text is read as
// the schema asks, on the schema's plain JSON Schema keywords (so the server and the traffic check of the API
// document read it alike): an integer from its decimal digits alone, a number from decimal digits with an
// optional fraction (40 characters at most), a flag from "true"/"false", a single value as a one-item list;
// and a JSON body's
// number where only text is taken (an id sent as 1000001) as its decimal text. Anything else stays as it
// came, and the check refuses it: "10024.9" is no integer, "1e1", " 12", "+5" and "0x10" are no numbers.

type Schema = Readonly<Record<string, unknown>>;

const INTEGER_TEXT = /^-?[0-9]+$/;
const NUMBER_TEXT = /^-?[0-9]+(\.[0-9]+)?$/;
/** The longest text read as a number: more digits than a double holds say nothing more. */
export const NUMBER_TEXT_MAX = 40;

const isSchema = (value: unknown): value is Schema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !Buffer.isBuffer(value);

/** The JSON types a schema admits ('string', 'integer', …), from `type`, `const` and `enum`. */
function typesOf(schema: Schema): Set<string> {
  const types = new Set<string>();
  const add = (value: unknown) => {
    if (typeof value === 'number') types.add(Number.isInteger(value) ? 'integer' : 'number');
    else if (value === null) types.add('null');
    else types.add(typeof value === 'object' ? (Array.isArray(value) ? 'array' : 'object') : typeof value);
  };
  if (typeof schema.type === 'string') types.add(schema.type);
  if (Array.isArray(schema.type)) for (const t of schema.type) if (typeof t === 'string') types.add(t);
  if ('const' in schema) add(schema.const);
  if (Array.isArray(schema.enum)) schema.enum.forEach(add);
  return types;
}

function scalarFromText(types: ReadonlySet<string>, text: string): unknown {
  if (types.has('string') || text.length > NUMBER_TEXT_MAX) return text;
  if (types.has('integer') && INTEGER_TEXT.test(text)) return Number(text);
  if (types.has('number') && NUMBER_TEXT.test(text)) return Number(text);
  if (types.has('boolean') && (text === 'true' || text === 'false')) return text === 'true';
  return text;
}

/** Whether a value is one the schema takes (the caller's validator). */
export type Fits = (schema: Schema, value: unknown) => boolean;

/**
 * `value` with its text read as `schema` asks (a new value; the one given is left as it was). In a union
 * the first member that takes the value once read decides how it is read; `fits` says which does.
 */
export function fromText(schema: unknown, value: unknown, fits?: Fits): unknown {
  if (!isSchema(schema)) return value;
  const members = schema.anyOf ?? schema.oneOf;
  if (Array.isArray(members)) {
    for (const member of members) {
      if (!isSchema(member)) continue;
      const read = fromText(member, value, fits);
      if (fits ? fits(member, read) : read !== value) return read;
    }
    return value;
  }
  const types = typesOf(schema);
  if (types.has('array') && !types.has('object')) {
    const list = Array.isArray(value) ? value : value === undefined ? value : [value];
    return Array.isArray(list) ? list.map((item) => fromText(schema.items, item, fits)) : list;
  }
  if (isRecord(value) && isSchema(schema.properties)) {
    const properties = schema.properties;
    return Object.fromEntries(
      Object.entries(value).map(([key, v]) => [
        key,
        Object.hasOwn(properties, key) ? fromText(properties[key], v, fits) : v,
      ]),
    );
  }
  if (typeof value === 'number' && types.has('string') && !types.has('number') && !types.has('integer'))
    return String(value);
  return typeof value === 'string' ? scalarFromText(types, value) : value;
}
