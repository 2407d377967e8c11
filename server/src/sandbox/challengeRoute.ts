import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sandboxChallengePath } from '@topup/shared/contract';
import type { ApiContext } from '../api/context';
import { isPending } from '../orders/payments';
import { returnUrl } from '../orders/returnUrl';
import { challengeDonePage, challengePage, messagePage } from './pages';
import { html, isEmbedded, nonceOf, notFound, pageOrder, seeOther, textField } from './reply';

type OrderRequest = FastifyRequest<{ Params: { order_id: string } }>;

/**
 * The 3-D Secure challenge of an order (DESIGN §4): GET shows it, POST decides the order (pass → paid,
 * fail → failed, refusal 11). Embedded (pay type 27, `?embedded=1`), the POST answers a page that tells
 * the parent page; otherwise it sends the user back to the order's return URL. An order already decided
 * is not touched again.
 */
export function registerChallenge(scope: FastifyInstance, ctx: ApiContext): void {
  const { orders } = ctx.payments;

  const challenge = async (request: OrderRequest, reply: FastifyReply): Promise<FastifyReply> => {
    const order = orders.byId(request.params.order_id);
    if (!order) return notFound(request, reply);
    const embedded = isEmbedded(request);
    const action = `${sandboxChallengePath(order.order_id)}${embedded ? '?embedded=1' : ''}`;
    let after = order;
    if (request.method === 'POST' && order.status === 'challenge') {
      const outcome = textField(request.body, 'outcome');
      if (outcome !== 'pass' && outcome !== 'fail')
        return html(reply, 400, challengePage({ nonce: nonceOf(request), order: pageOrder(order), action }));
      after = ctx.payments.settle(
        order.order_id,
        outcome === 'pass' ? { kind: 'authorised' } : { kind: 'declined', decline: 'threeDsFailed' },
      );
    }
    if (after.status === 'challenge')
      return html(reply, 200, challengePage({ nonce: nonceOf(request), order: pageOrder(after), action }));
    if (isPending(after)) {
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
    if (embedded) {
      const outcome = after.status === 'paid' ? 'pass' : 'fail';
      return html(
        reply,
        200,
        challengeDonePage({ nonce: nonceOf(request), orderId: after.order_id, outcome }),
      );
    }
    return seeOther(reply, returnUrl(after));
  };
  scope.get('/sandbox/3ds/:order_id', challenge);
  scope.post('/sandbox/3ds/:order_id', challenge);
}
