import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Static, TObject, TSchema } from '@sinclair/typebox';
import { BAD_REQUEST } from '@topup/shared/contract/codes';
import { unreadableHeader } from './apiHeaders';
import { MSG } from './messages';
import { normaliseFields, parseParams } from './params';

export type HttpMethod = 'GET' | 'POST';

/** What a handler decides: success with data, or a refusal with a code and an Arabic message. */
export type Outcome<D> =
  | { result: 0; data?: D }
  | {
      result: number;
      message: string;
      /** HTTP status, 200 unless the call itself is malformed. */ httpStatus?: number;
      /** What the client needs to act on the refusal (a wait time, …). */
      data?: unknown;
      /** A payment provider's own code ('20051', '200P1'): the client's error catalogue reads it (spec 01 §8). */
      code?: string;
    };

/** A schema whose static type is `D`: a route's `data` schema and its handler's data type cannot drift apart. */
export type DataSchema<D> = TSchema & { static: D };

/**
 * What the contract documents of a route where its `params` check less than the handler reads (a field
 * parsed further by the handler, or a body Fastify parses before the route sees it).
 */
export interface DocumentedRequest {
  query?: TObject;
  body?: TSchema;
  /** The body's media types when they are not JSON and form (the uploads' multipart). */
  bodyTypes?: readonly string[];
}

/**
 * A route's contract as Fastify keeps it in the route's `config` (never in its `schema`: Fastify neither
 * validates nor serialises with it, so documenting a route changes nothing of how it answers). The OpenAPI
 * document is generated from it (server/src/openapi).
 */
export interface RouteContract extends DocumentedRequest {
  path: string;
  methods: readonly HttpMethod[];
  params: TObject;
  data?: TSchema;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    contract?: RouteContract;
  }
}

export interface ApiRoute<S extends TObject, D> {
  methods: readonly HttpMethod[];
  /** The spec's path, with its trailing slash. */
  path: string;
  /** Contract schema of the query (GET) or body (POST). */
  params: S;
  /**
   * Contract schema of `data` in a success answer (`NoData` when it carries none). Every /api route has
   * one: the OpenAPI document refuses an /api route without it; test and sandbox routes may leave it out.
   */
  data?: DataSchema<D>;
  /** What the document shows instead of `params`, where `params` is looser than the call (add_event). */
  documented?: DocumentedRequest;
  /** A clearer message for a specific invalid field than the generic one. */
  invalidMessage?: (field: string) => string | undefined;
  /** The body the route reads, in bytes, where its documented maximum needs more than Fastify's 1 MiB. */
  bodyLimit?: number;
  handle(input: Static<S>, request: FastifyRequest): Outcome<D> | Promise<Outcome<D>>;
}

export const ok = <D>(data: D): Outcome<D> => ({ result: 0, data });
export const fail = (result: number, message: string, httpStatus?: number): Outcome<never> =>
  httpStatus === undefined ? { result, message } : { result, message, httpStatus };
/** A refusal that carries data, answered with HTTP 200. */
export const failWith = <E>(result: number, message: string, data: E): Outcome<never> => ({
  result,
  message,
  data,
});

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !Buffer.isBuffer(value);

/**
 * GET reads the query; POST reads the body (JSON or form), with query fields as a fallback
 * because some callers put ids in the URL of a POST. `undefined` means the body is not an object.
 */
function collectParams(request: FastifyRequest): Record<string, unknown> | undefined {
  const query = isPlainObject(request.query) ? normaliseFields(Object.entries(request.query)) : {};
  if (request.method === 'GET') return query;
  const body: unknown = request.body;
  if (body === undefined || body === null || body === '') return query;
  if (!isPlainObject(body)) return undefined;
  return { ...query, ...normaliseFields(Object.entries(body)) };
}

/** The spec's paths end in "/"; callers that drop it reach the same handler. */
export function pathVariants(path: string): string[] {
  const bare = path.replace(/\/+$/, '');
  return bare === path ? [path, `${path}/`] : [path, bare];
}

/** Registers the route under both path variants, skipping a variant the router already serves. */
export function addRoute<S extends TObject, D>(app: FastifyInstance, route: ApiRoute<S, D>): void {
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    // spec 02 §7: every call may carry the device id and the session key; unreadable, they are refused
    const header = unreadableHeader(request.headers);
    if (header !== undefined) return reply.code(400).send({ result: BAD_REQUEST, message: header });
    const raw = collectParams(request);
    const parsed = raw === undefined ? ({ ok: false, field: '' } as const) : parseParams(route.params, raw);
    if (!parsed.ok) {
      const message = route.invalidMessage?.(parsed.field) ?? MSG.invalidField(parsed.field);
      return reply.code(400).send({ result: BAD_REQUEST, message });
    }
    const outcome = await route.handle(parsed.value, request);
    if (outcome.result === 0) return reply.send(outcome);
    const { httpStatus, ...envelope } = outcome as Exclude<Outcome<D>, { result: 0 }>;
    return reply.code(httpStatus ?? 200).send(envelope);
  };
  const contract = contractOf(route);
  for (const url of pathVariants(route.path)) {
    for (const method of route.methods) {
      if (!app.hasRoute({ url, method }))
        app.route({
          method,
          url,
          handler,
          config: { contract },
          ...(route.bodyLimit ? { bodyLimit: route.bodyLimit } : {}),
        });
    }
  }
}

/** The route's contract for its Fastify config (what the OpenAPI document reads). */
function contractOf<S extends TObject, D>(route: ApiRoute<S, D>): RouteContract {
  const { path, methods, params, data, documented } = route;
  return { path, methods, params, ...(data ? { data } : {}), ...documented };
}
