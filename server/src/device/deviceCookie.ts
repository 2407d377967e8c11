import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

// Safari erases storage a script wrote after 7 days without a visit, and
// with it the device id (x-cli-id) — a returning user would be asked for the inbox code again and lose
// the cards saved on this device. The server keeps the id in a first-party cookie it sets itself
// (HttpOnly, SameSite=Lax, Secure on https, one year, renewed on each visit), which Safari does not cap,
// and hands it to the page in index.html, where it restores the stored id when the storage lost it.

export const DEVICE_COOKIE = 'topup_device';
/** A year, renewed on every page load and every call that names the device. */
export const DEVICE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;
const DEVICE_ID = /^[0-9a-f]{32}$/;

export const isDeviceId = (v: unknown): v is string => typeof v === 'string' && DEVICE_ID.test(v);
export const mintDeviceId = (): string => randomBytes(16).toString('hex');

/** The device id in the request's Cookie header, when there is a valid one. */
export function deviceIdFromCookie(cookieHeader: string | undefined): string | null {
  for (const part of (cookieHeader ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== DEVICE_COOKIE) continue;
    const value = part.slice(eq + 1).trim();
    if (isDeviceId(value)) return value;
  }
  return null;
}

/** The Set-Cookie value keeping this device id for a year. */
export function deviceCookie(id: string, secure: boolean): string {
  return [
    `${DEVICE_COOKIE}=${id}`,
    'Path=/',
    `Max-Age=${DEVICE_COOKIE_MAX_AGE_S}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

const isHttps = (request: FastifyRequest) => request.protocol === 'https';

/** For index.html: the device id the cookie keeps (a new one when none), set again for another year. */
export function keepDeviceCookie(request: FastifyRequest, reply: FastifyReply): string {
  const id = deviceIdFromCookie(request.headers.cookie) ?? mintDeviceId();
  void reply.header('Set-Cookie', deviceCookie(id, isHttps(request)));
  return id;
}

/**
 * The page's calls name the device it uses in x-cli-id: when the cookie keeps another id (or none), it
 * follows the page — a stored id from before the cookie existed stays the device's id.
 */
export function registerDeviceCookieSync(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api/')) return;
    const header = request.headers['x-cli-id'];
    if (!isDeviceId(header)) return;
    if (deviceIdFromCookie(request.headers.cookie) === header) return;
    void reply.header('Set-Cookie', deviceCookie(header, isHttps(request)));
  });
}
