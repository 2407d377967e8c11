import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { buildCsp, reportingEndpoints } from './csp';
import type { SecurityConfig } from './securityConfig';

// Security headers of every answer. HTML answers get the Content-Security-Policy with
// a nonce made for that request; whatever writes HTML reads the same nonce from `request.cspNonce`.

declare module 'fastify' {
  interface FastifyRequest {
    /** This request's CSP nonce (base64 of 16 random bytes). */
    cspNonce: string;
  }
}

export const PERMISSIONS_POLICY = 'payment=(self), camera=(), microphone=(), geolocation=(), usb=()';
export const HSTS = 'max-age=31536000; includeSubDomains';

const isLocalHost = (host: string): boolean =>
  /^(localhost|127\.\d+\.\d+\.\d+|\[::1\])(:\d+)?$/i.test(host) || host === '::1';

/** HSTS only over https, and never for a local host name (it would pin every local dev server to https). */
export function wantsHsts(request: Pick<FastifyRequest, 'protocol' | 'host'>): boolean {
  return request.protocol === 'https' && !isLocalHost(request.host);
}

export const newNonce = (): string => randomBytes(16).toString('base64');

export interface SecurityHeaderOptions {
  config: SecurityConfig;
  /** Origins of the current remote map, re-read per answer (a remote may move to a CDN without a restart). */
  remoteOrigins?: () => readonly string[];
}

/** The headers every answer carries (HSTS aside, which depends on how the request came). */
export const EVERY_ANSWER: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': PERMISSIONS_POLICY,
  'cross-origin-opener-policy': 'same-origin-allow-popups',
};

/**
 * The security headers of a page (HTML) answer: those of every answer, its Content-Security-Policy with
 * this answer's nonce, and where the policy reports. What `npm run integrity:check` expects of a live page.
 */
export function pageHeaders(
  config: SecurityConfig,
  options: { nonce: string; remoteOrigins?: readonly string[] },
): Record<string, string> {
  const endpoints = reportingEndpoints(config);
  return {
    ...EVERY_ANSWER,
    'content-security-policy': buildCsp(config, options),
    ...(endpoints ? { 'reporting-endpoints': endpoints } : {}),
  };
}

export function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeaderOptions): void {
  app.decorateRequest('cspNonce', '');
  app.addHook('onRequest', async (request) => {
    request.cspNonce = newNonce();
  });
  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload) => {
    void reply.headers(EVERY_ANSWER).removeHeader('X-Powered-By');
    if (wantsHsts(request)) void reply.header('Strict-Transport-Security', HSTS);
    const type = String(reply.getHeader('content-type') ?? '');
    if (type.startsWith('text/html')) {
      const remoteOrigins = options.remoteOrigins?.();
      void reply.headers(
        pageHeaders(options.config, { nonce: request.cspNonce, ...(remoteOrigins ? { remoteOrigins } : {}) }),
      );
    }
    // API answers are per user and per moment: never stored by a browser or a proxy
    if (request.url.startsWith('/api/') || request.url === '/api') {
      void reply.header('Cache-Control', 'no-store');
    }
    return payload;
  });
}
