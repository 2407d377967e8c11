import type { FastifyInstance } from 'fastify';

// The API is called across origins when the client fails over to a backup domain (spec 02 §7), and by
// static deployments whose pages live on a CDN. No cookies are involved (the session key travels in a
// header), so any origin may call it; preflights of the custom x-cli-* headers are answered here. The
// sandbox gateway's token call (/sandbox/v1/) goes with the API to whichever host serves it.
export const CORS_PREFIXES = ['/api/', '/sandbox/v1/'] as const;

export function registerCors(app: FastifyInstance): void {
  app.addHook('onRequest', async (req, reply) => {
    if (!CORS_PREFIXES.some((prefix) => req.url.startsWith(prefix))) return;
    const origin = req.headers.origin;
    if (!origin) return;
    void reply.header('Access-Control-Allow-Origin', origin).header('Vary', 'Origin');
    if (req.method === 'OPTIONS') {
      const asked = req.headers['access-control-request-headers'];
      await reply
        .header('Access-Control-Allow-Methods', 'GET, POST, OPTIONS')
        .header('Access-Control-Allow-Headers', typeof asked === 'string' ? asked : 'content-type')
        .header('Access-Control-Max-Age', '600')
        .code(204)
        .send();
    }
  });
}
