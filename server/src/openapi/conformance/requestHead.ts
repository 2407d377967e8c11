import type { JsonSchema, Operation } from '../trafficDocument';
import { maxQueryBytes, patternShape, queryBytesOf, widestChar, WIDEST } from './regexShape';

// The longest request head an operation of the API document allows: its request line with every query
// field at its documented maximum, each character at its widest percent-encoding (12 bytes for one outside
// the BMP, which maxLength counts as one character), its documented headers at theirs (a header is Latin-1,
// a byte a character), and room for what a browser adds of its own (user agent, language, cookies, referrer).
// The server must read a head that long (http/clientError.ts REQUEST_HEAD_BYTES).

/** A browser's own headers, beyond those the document names. */
export const BROWSER_HEADERS_BYTES = 8 * 1024;
/** The longest text of a number (http/textValues.ts NUMBER_TEXT_MAX). */
const NUMBER_TEXT_BYTES = 40;

type Schema = Readonly<Record<string, unknown>>;
const asSchema = (s: unknown): Schema => (typeof s === 'object' && s !== null ? (s as Schema) : {});
const textBytes = (value: unknown): number =>
  Array.from(String(value)).reduce((sum, c) => sum + queryBytesOf(c), 0);

/** The most bytes one value of the schema takes in a query (Infinity when the document bounds nothing). */
export function valueBytes(schema: Schema, perChar: (c: string) => number = queryBytesOf): number {
  if ('const' in schema) return textBytes(schema.const);
  if (Array.isArray(schema.enum)) return Math.max(...schema.enum.map(textBytes));
  const members = schema.anyOf ?? schema.oneOf;
  if (Array.isArray(members)) return Math.max(...members.map((m) => valueBytes(asSchema(m), perChar)));
  if (schema.type === 'integer' || schema.type === 'number') return NUMBER_TEXT_BYTES;
  if (schema.type === 'boolean') return 5;
  if (schema.type !== 'string') return Infinity;
  const max = typeof schema.maxLength === 'number' ? schema.maxLength : Infinity;
  if (typeof schema.pattern !== 'string') return max * perChar(WIDEST);
  const shape = patternShape(schema.pattern);
  return Math.min(max * perChar(widestChar(shape)), maxQueryBytes(shape, perChar));
}

/** A query parameter: `name=value&`, each item of a list a pair of its own. */
function queryParamBytes(name: string, schema: Schema): number {
  const items = schema.type === 'array' ? asSchema(schema.items) : undefined;
  if (items) {
    const count = typeof schema.maxItems === 'number' ? schema.maxItems : Infinity;
    return count * (name.length + 2 + valueBytes(items));
  }
  const list = (schema.anyOf ?? schema.oneOf) as unknown[] | undefined;
  if (Array.isArray(list)) return Math.max(...list.map((m) => queryParamBytes(name, asSchema(m))));
  return name.length + 2 + valueBytes(schema);
}

export interface HeadBytes {
  bytes: number;
  /** Parameters the document gives no bound (their bytes count as Infinity). */
  unbounded: string[];
}

/** The longest head of a GET (or of a POST, whose fields travel in its body). */
export function longestHead(method: 'GET' | 'POST', path: string, op: Operation): HeadBytes {
  const unbounded: string[] = [];
  let line = `${method} ${path}? HTTP/1.1\r\n`.length;
  let headers = 0;
  for (const p of op.parameters ?? []) {
    const schema = asSchema(p.schema as JsonSchema);
    const bytes =
      p.in === 'header'
        ? p.name.length + 4 + valueBytes(schema, () => 1)
        : p.in === 'query' && method === 'GET'
          ? queryParamBytes(p.name, schema)
          : 0;
    if (!Number.isFinite(bytes)) unbounded.push(p.name);
    else if (p.in === 'header') headers += bytes;
    else line += bytes;
  }
  return { bytes: line + headers + BROWSER_HEADERS_BYTES + 2, unbounded };
}
