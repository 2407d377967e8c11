import { normaliseFields } from '../../http/params';
import { requestCheck } from '../trafficSchemas';
import type { JsonSchema, Operation, Parameter } from '../trafficDocument';
import { longestOf, refusedOf, typicalOf, type Schema } from './sampleValues';

// The requests an operation of the API document describes, built from the document alone: its required
// fields, every field, every field at its limits (each with every documented header), and, one at a time,
// every field with a value its schema refuses, every required field left out, every header unreadable or
// missing. Each value is held to the document's own schema before it is sent, so a case says what the
// document says of it. `fixtures` may give a field a value of its own (a real session key, the seeded
// device): still one the document takes, so the call goes further into the server's work.

export interface RequestCase {
  name: string;
  /** The document takes the request (answered as it describes), or refuses it (a malformed call, 4xx). */
  expect: 'documented' | 'refused';
  method: 'GET' | 'POST';
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

export type Fixtures = (name: string, schema: Schema, path: string) => unknown;

const FORM = 'application/x-www-form-urlencoded';
const JSON_TYPE = 'application/json';
const MULTIPART = 'multipart/form-data';
const BOUNDARY = 'conformance-boundary';

/** A multipart body of the schema's fields: text fields typical, a field of bytes (octet-stream) one byte. */
function multipartCases(
  label: string,
  path: string,
  schema: Schema,
  headers: Record<string, string>,
): RequestCase[] {
  const properties = (schema.properties ?? {}) as Record<string, Schema>;
  const parts = Object.entries(properties).map(([name, field]) =>
    field.contentMediaType === 'application/octet-stream'
      ? `Content-Disposition: form-data; name="${name}"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\nx`
      : `Content-Disposition: form-data; name="${name}"\r\n\r\n${text(typicalOf(field))}`,
  );
  const payload = `${parts.map((p) => `--${BOUNDARY}\r\n${p}\r\n`).join('')}--${BOUNDARY}--\r\n`;
  const multipart = { ...headers, 'content-type': `${MULTIPART}; boundary=${BOUNDARY}` };
  return [
    {
      name: `${label} as multipart`,
      expect: 'documented',
      method: 'POST',
      url: path,
      headers: multipart,
      payload,
    },
    {
      name: `${label} as a form, not multipart`,
      expect: 'refused',
      method: 'POST',
      url: path,
      headers: { ...headers, 'content-type': FORM },
      payload: 'token=x',
    },
  ];
}

const text = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'object' ? JSON.stringify(value) : String(value);

function queryOf(fields: Record<string, unknown>): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) {
    for (const one of Array.isArray(value) ? value : [value]) query.append(name, text(one));
  }
  return query.toString();
}

const asSchema = (schema: JsonSchema | undefined): Schema => (typeof schema === 'object' ? schema : {});

/** The query parameters as one object schema, as the server checks them (trafficRequest.ts). */
function querySchema(params: readonly Parameter[]): Schema {
  const query = params.filter((p) => p.in === 'query');
  return {
    type: 'object',
    properties: Object.fromEntries(query.map((p) => [p.name, p.schema ?? {}])),
    required: query.filter((p) => p.required).map((p) => p.name),
  };
}

/** Whether the document takes these fields, read as the server reads them. */
const takes = (schema: Schema, fields: unknown): boolean =>
  requestCheck(schema, 'request')(structuredClone(fields)) === undefined;

interface Shape {
  fieldsSchema: Schema;
  mediaTypes: string[];
}

function shapeOf(method: 'GET' | 'POST', op: Operation): Shape {
  if (method === 'GET') return { fieldsSchema: querySchema(op.parameters ?? []), mediaTypes: [] };
  const content = op.requestBody?.content ?? {};
  const json = content[JSON_TYPE] ?? content[FORM] ?? content[MULTIPART];
  return { fieldsSchema: asSchema(json?.schema), mediaTypes: Object.keys(content) };
}

export function requestCases(
  path: string,
  method: 'GET' | 'POST',
  op: Operation,
  fixtures: Fixtures,
): RequestCase[] {
  const { fieldsSchema: whole, mediaTypes } = shapeOf(method, op);
  const headerParams = (op.parameters ?? []).filter((p) => p.in === 'header');
  const label = `${method} ${path}`;
  const json = mediaTypes.includes(JSON_TYPE);
  /** The fields as the server reads them: through the query or form text, unless they go as JSON. */
  const read = (values: unknown, asJson = json): unknown =>
    method === 'POST' && asJson
      ? values
      : normaliseFields(new URLSearchParams(queryOf(values as Record<string, unknown>)));
  const wholeTakes = (values: unknown) => takes(whole, read(values));

  const pick = (name: string, schema: Schema, made: unknown): unknown => {
    const fixed = fixtures(name, schema, path);
    return fixed !== undefined && takes({ type: 'object', properties: { v: schema } }, { v: fixed })
      ? fixed
      : made;
  };
  const headers: Record<string, string> = Object.fromEntries(
    headerParams.map((h) => [h.name, text(pick(h.name, asSchema(h.schema), typicalOf(asSchema(h.schema))))]),
  );

  const send = (
    name: string,
    expect: RequestCase['expect'],
    values: unknown,
    withHeaders = headers,
    asJson = json,
  ): RequestCase => {
    const fields = values as Record<string, unknown>;
    if (method === 'GET')
      return {
        name: `${label} ${name}`,
        expect,
        method,
        url: `${path}?${queryOf(fields)}`,
        headers: withHeaders,
      };
    const mediaType = asJson ? JSON_TYPE : FORM;
    return {
      name: `${label} ${name} (${asJson ? 'JSON' : 'form'})`,
      expect,
      method,
      url: path,
      headers: { ...withHeaders, 'content-type': mediaType },
      payload: asJson ? JSON.stringify(values) : queryOf(fields),
    };
  };

  if (mediaTypes.includes(MULTIPART)) return multipartCases(label, path, whole, headers);
  const cases: RequestCase[] = [];
  // a body of several forms (add_event's: one event, a batch, the beacon's form): each in turn
  const forms = Array.isArray(whole.anyOf) ? whole.anyOf.map(asSchema) : [whole];
  const bases = forms.map((form, i) => {
    const which = forms.length > 1 ? ` in form ${i + 1} of the body` : '';
    const documented = (name: string, values: unknown) => {
      const problem = requestCheck(whole, 'request')(structuredClone(read(values)));
      if (problem !== undefined)
        throw new Error(
          `${label} ${name}${which}: the values made from the document are not what it takes: ${problem}`,
        );
      cases.push(send(`${name}${which}`, 'documented', values));
    };
    if (form.type !== 'object') {
      // a JSON body that is no object (a list of reports): the value whole
      documented('as its typical value', typicalOf(form));
      documented('at its limits', longestOf(form));
      for (const refused of refusedOf(form))
        if (!wholeTakes(refused.value)) cases.push(send(`${refused.why}${which}`, 'refused', refused.value));
      return undefined;
    }
    const properties = (form.properties ?? {}) as Record<string, Schema>;
    const required = (Array.isArray(form.required) ? form.required : []) as string[];
    const fields = (names: readonly string[], valueOf: (s: Schema) => unknown) =>
      Object.fromEntries(names.map((n) => [n, pick(n, properties[n]!, valueOf(properties[n]!))]));
    const base = fields(required, typicalOf);
    documented('with its required fields', base);
    documented('with every field', fields(Object.keys(properties), typicalOf));
    documented('with every field at its limits', fields(Object.keys(properties), longestOf));
    if (method === 'POST' && json && mediaTypes.includes(FORM) && takes(whole, read(base, false)))
      cases.push(send(`with its required fields${which}`, 'documented', base, headers, false));
    for (const [name, schema] of Object.entries(properties)) {
      for (const refused of refusedOf(schema)) {
        const values = { ...base, [name]: refused.value };
        if (!wholeTakes(values)) cases.push(send(`with ${name} ${refused.why}${which}`, 'refused', values));
      }
    }
    for (const name of required) {
      const { [name]: _left, ...rest } = base;
      if (!wholeTakes(rest)) cases.push(send(`without ${name}${which}`, 'refused', rest));
    }
    return base;
  });

  const base = bases.find((b) => b !== undefined) ?? {};
  for (const h of headerParams) {
    const { [h.name]: _kept, ...others } = headers;
    const schema = asSchema(h.schema);
    const max = typeof schema.maxLength === 'number' ? schema.maxLength : undefined;
    // a header is Latin-1 text: a value too long, or one a pattern refuses
    for (const value of ['not/readable', ...(max === undefined ? [] : ['x'.repeat(max + 1)])])
      if (!takes({ type: 'object', properties: { v: schema } }, { v: value })) {
        cases.push(send(`with ${h.name} unreadable`, 'refused', base, { ...others, [h.name]: value }));
        break;
      }
    if (h.required) cases.push(send(`without ${h.name}`, 'refused', base, others));
  }
  return cases;
}
