import { normaliseFields, parseForm } from '../http/params';
import { mediaTypeOf, type JsonSchema, type Operation, type Parameter } from './trafficDocument';
import { requestCheck } from './trafficSchemas';

// A request against its operation, read as the server reads it (http/route.ts collectParams): GET's query;
// POST's body, JSON or form, over the query's fields; repeated keys (and key[]) as lists. Then the headers
// the operation names.

export type HeaderValues = Readonly<Record<string, string | undefined>>;

export interface RequestSeen {
  method: string;
  /** The query's fields, already a plain object (normaliseFields). */
  query: Record<string, unknown>;
  headers: HeaderValues;
  body?: { text: string; contentType?: string };
}

const FORM = 'application/x-www-form-urlencoded';

/** The query parameters of the operation as one object schema, as the server checks them. */
function querySchema(params: readonly Parameter[]): JsonSchema {
  const query = params.filter((p) => p.in === 'query');
  return {
    type: 'object',
    properties: Object.fromEntries(query.map((p) => [p.name, p.schema ?? {}])),
    required: query.filter((p) => p.required).map((p) => p.name),
  };
}

function headerProblems(params: readonly Parameter[], headers: HeaderValues): string[] {
  const problems: string[] = [];
  const lower = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
  for (const p of params.filter((q) => q.in === 'header')) {
    const value = lower[p.name.toLowerCase()];
    if (value === undefined || value === '') {
      if (p.required) problems.push(`request: header ${p.name} is required`);
      continue;
    }
    const problem = requestCheck(p.schema ?? {}, `header ${p.name}`)(value);
    if (problem) problems.push(`request: ${problem}`);
  }
  return problems;
}

/** The body as a plain object, or why it cannot be read. */
function readBody(
  text: string,
  mediaType: string,
): { fields: Record<string, unknown> } | { problem: string } {
  if (mediaType === FORM) return { fields: parseForm(text) };
  try {
    const json: unknown = JSON.parse(text);
    if (typeof json !== 'object' || json === null || Array.isArray(json))
      return { problem: 'request: the JSON body is not an object' };
    return { fields: normaliseFields(Object.entries(json)) };
  } catch {
    return { problem: 'request: the body is not JSON' };
  }
}

function bodyProblems(op: Operation, seen: RequestSeen): string[] {
  const text = seen.body?.text ?? '';
  // an empty body: the server reads the query alone
  if (text === '')
    return paramsProblems(op.requestBody?.content['application/json']?.schema, seen.query, 'body');
  const mediaType = mediaTypeOf(seen.body?.contentType) || 'application/json';
  const media = op.requestBody?.content[mediaType];
  if (!media) return [`request: a ${mediaType} body is not described`];
  // multipart bodies (the uploads) are read by @fastify/multipart: only their type is checked
  if (mediaType.startsWith('multipart/')) return [];
  const read = readBody(text, mediaType);
  if ('problem' in read) return [read.problem];
  return paramsProblems(media.schema, { ...seen.query, ...read.fields }, 'body');
}

function paramsProblems(
  schema: JsonSchema | undefined,
  fields: Record<string, unknown>,
  label: string,
): string[] {
  if (schema === undefined) return [];
  const problem = requestCheck(schema, label)(structuredClone(fields));
  return problem ? [`request: ${problem}`] : [];
}

export function requestProblems(op: Operation, seen: RequestSeen): string[] {
  const params = op.parameters ?? [];
  const fields =
    seen.method.toUpperCase() === 'GET'
      ? paramsProblems(querySchema(params), seen.query, 'query')
      : bodyProblems(op, seen);
  return [...fields, ...headerProblems(params, seen.headers)];
}
