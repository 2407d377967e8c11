import type { FastifyInstance } from 'fastify';
import type { IncomingHttpHeaders } from 'node:http';
import type { BatchSubRequest, HeaderMap } from '@topup/shared/contract';
import { BAD_REQUEST, CLIENT_NO_RESPONSE, CLIENT_TIMEOUT } from '@topup/shared/contract/codes';
import { MSG } from '../../http/messages';

export type HeaderValues = Record<string, string | string[]>;

// Headers that describe the batch's own body or connection, not the sub-request.
const NOT_FORWARDED = new Set([
  'content-length',
  'content-type',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'expect',
  'upgrade',
  'te',
  'trailer',
  // Entries must be plain JSON text, so no sub-response may come back compressed.
  'accept-encoding',
  // An entry is the answer's text alone, with no status and no headers: a 304 would be an empty string
  // the page cannot read, and its ETag would be lost. A sub-request is always answered in full (the package
  // info asked with its etag included); the conditional ask is the direct call's (spec 02 §9).
  'if-none-match',
  'if-modified-since',
]);

/** The batch call's HTTP headers, then its body `header`, then the sub-request's own `header`. */
export function mergeHeaders(
  incoming: IncomingHttpHeaders,
  ...layers: (HeaderMap | undefined)[]
): HeaderValues {
  const merged: HeaderValues = {};
  for (const [name, value] of Object.entries(incoming)) {
    if (value !== undefined && !NOT_FORWARDED.has(name)) merged[name] = value;
  }
  for (const layer of layers) {
    for (const [name, value] of Object.entries(layer ?? {})) {
      const key = name.toLowerCase();
      if (!NOT_FORWARDED.has(key)) merged[key] = String(value);
    }
  }
  return merged;
}

const entry = (result: number, message: string): string => JSON.stringify({ result, message });

/** The ResultMap entry of a sub-request that ran out of the batch's time. */
export const timeoutEntry = (): string => entry(CLIENT_TIMEOUT, MSG.timeout);
export const isTimeoutEntry = (text: string): boolean => text === timeoutEntry();

function paramText(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint')
    return String(value);
  return JSON.stringify(value);
}

/** spec 02 §7: GET sends query params with repeated keys for arrays; objects travel as JSON text. */
export function appendQuery(search: URLSearchParams, params: Record<string, unknown>): void {
  for (const [key, value] of Object.entries(params)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      const text = paramText(item);
      if (text !== undefined) search.append(key, text);
    }
  }
}

const isBatchPath = (pathname: string): boolean => pathname.replace(/\/+$/, '') === '/api/sys/batch_request';

/** An HTTP error keeps the body when it is already an envelope; otherwise result = status (spec 02 §8). */
function toEntry(statusCode: number, body: string): string {
  // A 2xx body passes through untouched, even when it is not JSON: the client must see what came.
  if (statusCode < 400) return body;
  try {
    const parsed: unknown = JSON.parse(body);
    if (
      typeof parsed === 'object' &&
      parsed !== null &&
      'result' in parsed &&
      typeof parsed.result === 'number'
    ) {
      return body;
    }
    const message =
      typeof parsed === 'object' && parsed !== null && 'message' in parsed ? parsed.message : undefined;
    return entry(statusCode, typeof message === 'string' && message !== '' ? message : MSG.badRequest);
  } catch {
    return entry(statusCode, statusCode >= 500 ? MSG.serverError : MSG.badRequest);
  }
}

/**
 * Runs one sub-request through the instance's own routes and returns its ResultMap entry.
 * It never throws: a failure, a dropped connection or the deadline becomes the entry's result.
 */
export async function runSubRequest(
  app: FastifyInstance,
  sub: BatchSubRequest,
  headers: HeaderValues,
  deadline: number,
  remoteAddress: string,
): Promise<string> {
  // Resolving against a dummy origin normalises "..", so the check below sees the real target.
  const target = new URL(sub.path, 'http://batch.invalid');
  if (!target.pathname.startsWith('/api/') || isBatchPath(target.pathname)) {
    return entry(BAD_REQUEST, MSG.batchPathNotAllowed);
  }
  if (sub.method === 'GET' && sub.params) appendQuery(target.searchParams, sub.params);
  const remaining = deadline - Date.now();
  if (remaining <= 0) return timeoutEntry();

  const response = app
    .inject({
      method: sub.method,
      url: target.pathname + target.search,
      headers,
      remoteAddress,
      ...(sub.method === 'POST' ? { payload: sub.params ?? {} } : {}),
    })
    .then(
      (res) => toEntry(res.statusCode, res.body),
      () => entry(CLIENT_NO_RESPONSE, MSG.noResponse),
    );
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<string>((resolve) => {
    timer = setTimeout(() => resolve(timeoutEntry()), remaining);
  });
  try {
    return await Promise.race([response, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
