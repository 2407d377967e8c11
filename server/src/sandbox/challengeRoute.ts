import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sandboxChallengePath, type ThreeDsOutcome } from '@topup/shared/contract';
import type { ApiContext } from '../context/context';
import type { OrderRow } from '../db/orders';
import { CANCEL_DETAIL, isPending } from '../orders/payments';
import { returnUrl } from '../orders/returnUrl';
import { challengeDonePage, challengePage, messagePage } from './pages';
import { html, isEmbedded, nonceOf, notFound, pageOrder, seeOther, textField } from './reply';

type OrderRequest = FastifyRequest<{ Params: { order_id: string } }>;

/** Where the challenge page's cancel link leads. */
export const challengeCancelPath = (orderId: string): string => `${sandboxChallengePath(orderId)}/cancel`;

/** What the embedded page tells the parent about a decided order. */
const outcomeOf = (order: OrderRow): ThreeDsOutcome => {
  if (order.status === 'paid') return 'pass';
  return order.status === 'cancelled' ? 'cancelled' : 'fail';
};

/**
 * The 3-D Secure challenge of an order, a top-up's or a fine's (DESIGN §4): GET shows it, POST gives the
 * cardholder's answer to the processor, which decides the order (pass → paid, fail → failed, refusal 11). Embedded (pay type 27, `?embedded=1`), the POST answers a page that tells
 * the parent page; otherwise it sends the user back to the order's return URL. An order already decided
 * is not touched again. Its cancel link (GET …/cancel) is the way back. By design it asks for no device id:
 * it stands in for the bank's own page, reached by the address the order's answer gave its payer, and its
 * buttons are the cardholder's authentication (the only way a 3-D Secure order is decided).
 */
export function registerChallenge(scope: FastifyInstance, ctx: ApiContext): void {
  const { orders } = ctx.payments;
  const challengeHtml = (request: OrderRequest, order: OrderRow): string => {
    const suffix = isEmbedded(request) ? '?embedded=1' : '';
    return challengePage({
      nonce: nonceOf(request),
      order: pageOrder(order),
      action: `${sandboxChallengePath(order.order_id)}${suffix}`,
      cancelHref: `${challengeCancelPath(order.order_id)}${suffix}`,
    });
  };

  /** The page for an order as it is now: the challenge, the embedded last page, or back to the site. */
  function answer(request: OrderRequest, reply: FastifyReply, order: OrderRow): FastifyReply {
    if (order.status === 'challenge') return html(reply, 200, challengeHtml(request, order));
    if (isPending(order)) {
      return html(
        reply,
        409,
        messagePage({
          nonce: nonceOf(request),
          title: 'لا يوجد تحقق مطلوب',
          text: 'هذا الطلب لا ينتظر التحقق من البطاقة.',
        }),
      );
    }
    if (isEmbedded(request)) {
      const page = challengeDonePage({
        nonce: nonceOf(request),
        orderId: order.order_id,
        outcome: outcomeOf(order),
      });
      return html(reply, 200, page);
    }
    return seeOther(reply, returnUrl(order));
  }

  const challenge = async (request: OrderRequest, reply: FastifyReply): Promise<FastifyReply> => {
    const order = orders.byId(request.params.order_id);
    if (!order) return notFound(request, reply);
    let after = order;
    if (request.method === 'POST' && order.status === 'challenge') {
      const outcome = textField(request.body, 'outcome');
      if (outcome !== 'pass' && outcome !== 'fail') return html(reply, 400, challengeHtml(request, order));
      after = await ctx.payments.authenticate(order.order_id, outcome === 'pass' ? 'passed' : 'failed');
      // another request is deciding it (a second tap): its decision
      if (after.status === 'processing')
        after = (await ctx.payments.waitFor(order.order_id, (o) => o.status !== 'processing')) ?? after;
    }
    return answer(request, reply, after);
  };

  /**
   * The cancel link. On its own page (pay type 23, or 24 sent on to 3-D Secure) it cancels the order as
   * click_cancel does and returns to the site like a finished payment. Embedded (27) it only tells the
   * parent page ('cancelled'), which passes it on: submit_authentication_result cancels the order, as
   * the provider's own details call would.
   */
  const cancel = async (request: OrderRequest, reply: FastifyReply): Promise<FastifyReply> => {
    const order = orders.byId(request.params.order_id);
    if (!order) return notFound(request, reply);
    if (order.status !== 'challenge') return answer(request, reply, order);
    if (isEmbedded(request)) {
      const page = challengeDonePage({
        nonce: nonceOf(request),
        orderId: order.order_id,
        outcome: 'cancelled',
      });
      return html(reply, 200, page);
    }
    return answer(
      request,
      reply,
      ctx.payments.cancel(order.order_id, CANCEL_DETAIL.challenge)?.order ?? order,
    );
  };

  scope.get('/sandbox/3ds/:order_id', challenge);
  scope.post('/sandbox/3ds/:order_id', challenge);
  scope.get('/sandbox/3ds/:order_id/cancel', cancel);
}
