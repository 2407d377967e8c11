import type { FastifyReply, FastifyRequest } from 'fastify';
import type { OrderRow } from '../db/orders';
import { messagePage, type PageOrder } from './pages';

// What every hosted page answer shares: the request's CSP nonce, how the page was asked for, and the
// HTML, redirect and not-found answers (DESIGN §4).

/**
 * This request's CSP nonce (security/headers.ts); '' on an instance without the security headers, where
 * no policy blocks the inline elements either.
 */
export const nonceOf = (request: FastifyRequest): string =>
  typeof request.cspNonce === 'string' ? request.cspNonce : '';

/** Shown inside the page's challenge area (pay type 27), not as a page of its own. */
export const isEmbedded = (request: FastifyRequest): boolean => {
  const query = request.query as Record<string, unknown> | undefined;
  return query?.embedded === '1';
};

/** A form field as text; '' when absent. */
export const textField = (body: unknown, name: string): string => {
  if (typeof body !== 'object' || body === null) return '';
  const value = (body as Record<string, unknown>)[name];
  const first = Array.isArray(value) ? (value[0] as unknown) : value;
  return typeof first === 'string' ? first : '';
};

export const pageOrder = (order: OrderRow): PageOrder => ({
  orderId: order.order_id,
  amountCents: order.amount_cents,
  cardBin: order.card_bin,
  cardLast4: order.card_last4,
  cardScheme: order.card_scheme,
});

export function html(reply: FastifyReply, status: number, body: string): FastifyReply {
  return reply.code(status).header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(body);
}

export const seeOther = (reply: FastifyReply, url: string): FastifyReply =>
  reply.header('Cache-Control', 'no-store').redirect(url, 303);

export function notFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return html(
    reply,
    404,
    messagePage({
      nonce: nonceOf(request),
      title: 'الطلب غير موجود',
      text: 'لا يوجد طلب دفع بهذا الرقم.',
      link: '/pay',
    }),
  );
}
