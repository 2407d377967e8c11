import type { Static, TSchema } from '@sinclair/typebox';
import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020';
import { withSafeNumbers } from './safeNumbers';
import { fromText } from './textValues';

export type ParseResult<T> = { ok: true; value: T } | { ok: false; field: string };

// A call's params are checked as the API document states them (server/openapi.json: JSON Schema 2020-12),
// by the validator the document's readers use: a string's maxLength counts characters (code points), not
// UTF-16 units, and nothing is loosened on the way. Query strings and forms carry every value as text: a
// number is read from its plain decimal spelling only (textValues.ts), so "10024.9" is no integer and "1e1"
// is no number, as a JSON Schema reader of the document would have them.

// strict off: the contract's schemas carry annotations (descriptions, contentMediaType) that check nothing
const ajv = new Ajv2020({ strict: false, allErrors: false });
const compiled = new WeakMap<TSchema, ValidateFunction>();

/** The schema's validator, compiled once: with its numbers bounded as the document states them. */
function validatorOf(schema: TSchema): ValidateFunction {
  let validate = compiled.get(schema);
  if (!validate) {
    validate = ajv.compile(withSafeNumbers(schema));
    compiled.set(schema, validate);
  }
  return validate;
}

/** The top-level field an error is about: a property's path, or the required property that is missing. */
function fieldOf(error: ErrorObject | undefined): string {
  if (!error) return '';
  const top = error.instancePath.split('/')[1];
  if (top !== undefined && top !== '') return top.replace(/~1/g, '/').replace(/~0/g, '~');
  const missing: unknown = error.params.missingProperty;
  return typeof missing === 'string' ? missing : '';
}

/**
 * Checks call params against a contract schema. Text is read as the schema asks (numbers, flags, a single
 * value where a list is expected); on failure, names the first bad top-level field ('' when the value as a
 * whole is wrong).
 */
export function parseParams<S extends TSchema>(schema: S, raw: unknown): ParseResult<Static<S>> {
  const value = fromText(schema, raw, (member, read) => validatorOf(member as TSchema)(read));
  const validate = validatorOf(schema);
  if (validate(value)) return { ok: true, value: value as Static<S> };
  return { ok: false, field: fieldOf(validate.errors?.[0]) };
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
