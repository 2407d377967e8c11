import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API } from '@topup/shared/contract/paths';
import { pathVariants } from '../../http/route';

// spec 02 §9: the page's remote-config client keeps the package info with its etag and asks again with
// If-None-Match. The package info's answer carries an ETag (a hash of the answer's bytes, so it changes
// with any setting and with the test mode's per-device version), readable across origins (a page on a
// backup domain or a CDN); a request whose If-None-Match names it is answered 304 with no body. That is
// what the remote-config service the spec describes answers its (POST) fetch; RFC 9110 would have 412 for
// a method other than GET and HEAD, which a client would read as a failure.

/** The strong ETag of an answer's bytes. */
export const etagOf = (body: string): string =>
  `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;

/** Whether If-None-Match names the answer (a list, weak or strong, or `*`): weak comparison, RFC 9110 §13.1.2. */
export function ifNoneMatchHolds(header: string | string[] | undefined, etag: string): boolean {
  if (header === undefined) return false;
  const tags = (Array.isArray(header) ? header.join(',') : header).split(',').map((t) => t.trim());
  const opaque = (tag: string) => tag.replace(/^W\//, '');
  return tags.some((tag) => tag === '*' || opaque(tag) === opaque(etag));
}

async function conditionalAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
): Promise<unknown> {
  // only the package info itself: refusals (400) and failures carry no etag
  if (reply.statusCode !== 200 || typeof payload !== 'string') return payload;
  const etag = etagOf(payload);
  void reply.header('ETag', etag).header('Access-Control-Expose-Headers', 'ETag');
  if (!ifNoneMatchHolds(request.headers['if-none-match'], etag)) return payload;
  void reply.code(304).removeHeader('content-type').removeHeader('content-length');
  return null;
}

/**
 * Gives the package info route (both path variants) its ETag and 304. Call it on the scope before the route
 * is added. Its hook runs before every other of the route's own (compression's): the ETag is of the JSON text.
 */
export function installConfigEtag(scope: FastifyInstance): void {
  const paths = pathVariants(API.config.path);
  scope.addHook('onRoute', (route) => {
    if (!paths.includes(route.url ?? route.path)) return;
    const own = route.onSend === undefined ? [] : Array.isArray(route.onSend) ? route.onSend : [route.onSend];
    route.onSend = [conditionalAnswer, ...own];
  });
}
