import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import type { JsonSchema } from './trafficDocument';

// The document's schemas as Ajv (JSON Schema 2020-12, what OpenAPI 3.1 uses) applies them. A request is
// checked as the server reads it: query and form values are text, converted as the schema asks (numbers,
// flags, a single value where a list is expected: http/params.ts parseParams); an answer is checked as sent.

export interface Check {
  (value: unknown): string | undefined;
}

function compiler(ajv: Ajv2020): (schema: JsonSchema, label: string) => Check {
  const compiled = new WeakMap<object, ValidateFunction>();
  return (schema, label) => {
    if (typeof schema === 'boolean')
      return (value) => (schema || value === undefined ? undefined : `${label} is refused`);
    let validate = compiled.get(schema);
    if (!validate) {
      validate = ajv.compile(schema);
      compiled.set(schema, validate);
    }
    const run = validate;
    return (value) => (run(value) ? undefined : ajv.errorsText(run.errors, { dataVar: label }));
  };
}

// strict off: the document's schemas carry annotations (descriptions, contentMediaType) Ajv need not check
const requestAjv = new Ajv2020({ strict: false, coerceTypes: 'array' });
const answerAjv = new Ajv2020({ strict: false });

/** Checks request params, converting text as the server does (the value is converted in place). */
export const requestCheck = compiler(requestAjv);
/** Checks an answer as it came. */
export const answerCheck = compiler(answerAjv);
