import fastifySwagger from '@fastify/swagger';
import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import type { HttpMethod } from '../http/route';
import { OPENAPI_INFO } from './info';
import { operationDoc } from './operations';
import { operationSchema } from './operationSchema';
import { stableJson } from './stableJson';

// The OpenAPI 3.1 document of the /api routes (DESIGN §12). @fastify/swagger collects every route; its
// transform builds each /api operation from the contract the route keeps in its config (http/route.ts
// RouteContract) and hides everything else: the path variant without the trailing slash, the test mode's
// /__test routes, the sandbox's pages, the site's files and this route itself.

export const OPENAPI_PATH = '/openapi.json';

const HIDDEN: FastifySchema = { hide: true };

function describe(url: string, route: RouteOptions): { schema: FastifySchema; url: string } {
  const contract = route.config?.contract;
  if (!url.startsWith('/api/')) return { schema: HIDDEN, url };
  if (!contract)
    throw new Error(`${url} has no contract: register it with addRoute or give it config.contract`);
  if (url !== contract.path) return { schema: HIDDEN, url };
  const method = String(route.method) as HttpMethod;
  return { schema: operationSchema(contract, method, operationDoc(contract.path)), url };
}

/**
 * Adds the document to `app`: call it before any route is registered (the plugin sees only the routes added
 * after it). GET /openapi.json serves it, always (not only in test mode), never cached by the browser.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: { openapi: '3.1.0', info: OPENAPI_INFO },
    // OpenAPI 3.1 schemas are JSON Schema 2020-12: `const` stays what TypeBox wrote
    convertConstToEnum: false,
    transform: ({ url, route }) => describe(url, route),
  });
  let text: string | undefined;
  app.get(OPENAPI_PATH, async (_request, reply) => {
    text ??= openApiText(app);
    return reply.header('Cache-Control', 'no-cache').type('application/json; charset=utf-8').send(text);
  });
}

/** The document as committed (server/openapi.json): stable bytes for the same routes. */
export const openApiText = (app: FastifyInstance): string => stableJson(app.swagger());
