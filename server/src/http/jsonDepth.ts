import type { FastifyInstance } from 'fastify';

// JSON nested ~100,000 levels deep ("[[[[…]]]]") parsed fine, then overflowed the stack of the
// parameter check, which walks values recursively (HTTP 500). Every JSON text a request carries — a body,
// or a form or query field holding JSON (ext, platform_data, events, a token …) — is measured first, by a
// scan of its brackets, and refused as unreadable when it nests too deep.

/**
 * The deepest nesting of arrays and objects a JSON text from a request may have: the one limit of the
 * server. Generous: no call of the contract nests more than a few levels (a batch of sub-requests with
 * their params, an Adyen state, an Apple Pay token).
 */
export const MAX_JSON_DEPTH = 64;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPENERS = new Set([0x5b, 0x7b]); // [ {
const CLOSERS = new Set([0x5d, 0x7d]); // ] }

/** Whether JSON text opens more than `max` arrays or objects inside one another (brackets in strings do not count). */
export function nestsDeeperThan(text: string, max: number = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i += 1;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) inString = true;
    else if (OPENERS.has(c)) {
      depth += 1;
      if (depth > max) return true;
    } else if (CLOSERS.has(c)) depth -= 1;
  }
  return false;
}

/** Too deep to read: a 400 like any unreadable JSON (the error handlers answer `{ result: 400, message }`). */
export class JsonTooDeepError extends SyntaxError {
  readonly statusCode = 400;
  constructor() {
    super(`JSON nested deeper than ${MAX_JSON_DEPTH} levels`);
  }
}

/** JSON.parse for text a request carries: throws (as unreadable JSON does) when it nests too deep. */
export function parseRequestJson(text: string): unknown {
  if (nestsDeeperThan(text)) throw new JsonTooDeepError();
  return JSON.parse(text);
}

/**
 * The server's JSON body parser: Fastify's own (with its prototype-poisoning refusals), after the depth
 * check. Installed once on the instance registerApi is given, before any route, so every scope inherits it.
 */
export function installJsonParser(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (nestsDeeperThan(text)) {
      done(new JsonTooDeepError(), undefined);
      return;
    }
    parse(request, text, done);
  });
}
