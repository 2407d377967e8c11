import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import { fromText } from '../http/textValues';
import type { JsonSchema } from './trafficDocument';

// The document's schemas as Ajv (JSON Schema 2020-12, what OpenAPI 3.1 uses) applies them. A request is
// checked as the server reads it: query and form values are text, read as the schema asks (numbers from
// their plain decimal spelling, flags, a single value where a list is expected: http/textValues.ts, what
// http/params.ts parseParams reads them with); an answer is checked as sent.

export interface Check {
  (value: unknown): string | undefined;
}

// strict off: the document's schemas carry annotations (descriptions, contentMediaType) Ajv need not check
const ajv = new Ajv2020({ strict: false });
const compiled = new WeakMap<object, ValidateFunction>();

function validatorOf(schema: Exclude<JsonSchema, boolean>): ValidateFunction {
  let validate = compiled.get(schema);
  if (!validate) {
    validate = ajv.compile(schema);
    compiled.set(schema, validate);
  }
  return validate;
}

function compiler(read: (schema: Exclude<JsonSchema, boolean>, value: unknown) => unknown) {
  return (schema: JsonSchema, label: string): Check => {
    if (typeof schema === 'boolean')
      return (value) => (schema || value === undefined ? undefined : `${label} is refused`);
    const run = validatorOf(schema);
    return (value) => (run(read(schema, value)) ? undefined : ajv.errorsText(run.errors, { dataVar: label }));
  };
}

/** Checks request params, text read as the server reads it. */
export const requestCheck = compiler((schema, value) =>
  fromText(schema, value, (member, read) => validatorOf(member)(read)),
);
/** Checks an answer as it came. */
export const answerCheck = compiler((_schema, value) => value);
