// The part of an OpenAPI 3.1 document the traffic check reads (server/openapi.json is one): operations by
// path and method, their parameters, request bodies and responses, with JSON Schema 2020-12 schemas.

/** One API call as the browser made it and got its answer. */
export interface Exchange {
  method: string;
  /** The path with its query (an absolute URL is read for its path and query). */
  url: string;
  requestHeaders: Readonly<Record<string, string | undefined>>;
  /** The raw body and its Content-Type (none for GET). */
  requestBody?: { text: string; contentType?: string };
  status: number;
  responseBody: string;
}

export type JsonSchema = { [keyword: string]: unknown } | boolean;

export interface Parameter {
  in: 'query' | 'header' | 'path' | 'cookie';
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}

export interface MediaType {
  schema?: JsonSchema;
}

export interface Operation {
  operationId?: string;
  parameters?: readonly Parameter[];
  requestBody?: { required?: boolean; content: Readonly<Record<string, MediaType>> };
  responses: Readonly<Record<string, { content?: Readonly<Record<string, MediaType>> }>>;
}

export type HttpVerb = 'get' | 'post';

export interface OpenApiDocument {
  openapi: string;
  paths: Readonly<Record<string, Partial<Record<HttpVerb, Operation>>>>;
}

/**
 * The operation of a call. The server answers a path with and without its trailing slash (http/route.ts
 * pathVariants), so the document's path (with it) describes both.
 */
export function findOperation(doc: OpenApiDocument, method: string, path: string): Operation | undefined {
  const verb = method.toLowerCase();
  if (verb !== 'get' && verb !== 'post') return undefined;
  const item = doc.paths[path] ?? doc.paths[path.endsWith('/') ? path.replace(/\/+$/, '') : `${path}/`];
  return item?.[verb];
}

/** The response a status answers with: its own, else its class (4XX), else the default. */
export function responseFor(op: Operation, status: number): MediaType | undefined {
  const response =
    op.responses[String(status)] ?? op.responses[`${Math.floor(status / 100)}XX`] ?? op.responses.default;
  return response?.content?.['application/json'];
}

/** The operation describes this status as an answer with no body (a 304). */
export const describesNoBody = (op: Operation, status: number): boolean => {
  const response = op.responses[String(status)];
  return response !== undefined && response.content === undefined;
};

/** The media type a Content-Type header names (no parameters, lower case). */
export const mediaTypeOf = (contentType: string | undefined): string =>
  (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
