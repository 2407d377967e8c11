import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Static, TObject } from '@sinclair/typebox';
import { BAD_REQUEST } from '@topup/shared/contract/codes';
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

export interface ApiRoute<S extends TObject, D> {
  methods: readonly HttpMethod[];
  /** The spec's path, with its trailing slash. */
  path: string;
  /** Contract schema of the query (GET) or body (POST). */
  params: S;
  /** A clearer message for a specific invalid field than the generic one. */
  invalidMessage?: (field: string) => string | undefined;
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
  for (const url of pathVariants(route.path)) {
    for (const method of route.methods) {
      if (!app.hasRoute({ url, method })) app.route({ method, url, handler });
    }
  }
}
