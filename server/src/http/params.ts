import type { Static, TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';

export type ParseResult<T> = { ok: true; value: T } | { ok: false; field: string };

/**
 * Checks call params against a contract schema. Query strings and forms carry every value as
 * text, so numeric and boolean strings are converted first (and a single value becomes a
 * one-item list where a list is expected). On failure, names the first bad top-level field.
 */
export function parseParams<S extends TSchema>(schema: S, raw: unknown): ParseResult<Static<S>> {
  const converted = Value.Convert(schema, Value.Clone(raw));
  if (Value.Check(schema, converted)) return { ok: true, value: converted };
  const first = Value.Errors(schema, converted).First();
  const field = first ? (first.path.split('/')[1] ?? '') : '';
  return { ok: false, field };
}

/** Form encoders write lists as `key[]`; the contract names them `key`. */
const plainKey = (key: string): string => (key.endsWith('[]') ? key.slice(0, -2) : key);

/** Turns a parsed query or form into a plain object, repeated keys as lists. */
export function normaliseFields(source: Iterable<[string, unknown]>): Record<string, unknown> {
  const fields = new Map<string, unknown>();
  for (const [rawKey, value] of source) {
    const key = plainKey(rawKey);
    const previous = fields.get(key);
    if (previous === undefined) fields.set(key, value);
    else
      fields.set(key, [
        ...(Array.isArray(previous) ? previous : [previous]),
        ...(Array.isArray(value) ? value : [value]),
      ]);
  }
  // fromEntries defines own properties, so a "__proto__" key cannot touch the prototype.
  return Object.fromEntries(fields);
}

/** Body parser output of `application/x-www-form-urlencoded`. */
export const parseForm = (text: string): Record<string, unknown> =>
  normaliseFields(new URLSearchParams(text));
