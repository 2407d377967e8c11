import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sandboxChallengePath, sandboxCheckoutPath } from '@topup/shared/contract';
import { PAY_TYPE_SECOND_CARD } from '@topup/shared/domain/payTypes';
import type { ApiContext } from '../context/context';
import { MSG } from '../http/messages';
import { CANCEL_DETAIL, isPending } from '../orders/payments';
import { returnUrl } from '../orders/returnUrl';
import { checkCheckoutForm, CHECKOUT_FIELDS, type CheckoutForm } from '../gateway/cardInput';
import { checkoutPage, messagePage } from './pages';
import { html, nonceOf, notFound, pageOrder, seeOther, textField } from './reply';

type OrderRequest = FastifyRequest<{ Params: { order_id: string } }>;

/** Where the hosted checkout's cancel link leads. */
export const checkoutCancelPath = (orderId: string): string => `${sandboxCheckoutPath(orderId)}/cancel`;

/**
 * The second provider's hosted checkout (pay type 24, DESIGN §4): GET shows the card form, POST charges
 * the card once, then sends the user on (3-D Secure) or back to the order's return URL. Its cancel link
 * (GET …/cancel) is the way back.
 */
export function registerCheckout(scope: FastifyInstance, ctx: ApiContext): void {
  const { orders } = ctx.payments;

  const checkout = async (request: OrderRequest, reply: FastifyReply): Promise<FastifyReply> => {
    let order = orders.byId(request.params.order_id);
    if (!order || order.pay_type !== PAY_TYPE_SECOND_CARD) return notFound(request, reply);
    const action = sandboxCheckoutPath(order.order_id);
    const cancelHref = checkoutCancelPath(order.order_id);
    if (request.method === 'POST' && order.status === 'redirect') {
      const form = Object.fromEntries(
        CHECKOUT_FIELDS.map((f) => [f, textField(request.body, f)]),
      ) as CheckoutForm;
      const check = checkCheckoutForm(form, ctx.now());
      if (!check.ok) {
        return html(
          reply,
          200,
          checkoutPage({
            nonce: nonceOf(request),
            order: pageOrder(order),
            action,
            cancelHref,
            values: form,
            errors: check.errors,
          }),
        );
      }
      const atS = Math.floor(ctx.now() / 1000);
      // One submit charges; a second one meanwhile waits for it below.
      if (ctx.payments.submit(order.order_id)) {
        const { card } = check;
        orders.setCard(
          order.order_id,
          {
            ...ctx.payments.gateway.tokens.faceOf(card),
            newCard: true,
            sourceId: null,
            cardClass: card.cardClass,
          },
          atS,
        );
        order = await ctx.payments.charge(order.order_id);
      }
    }
    if (order.status === 'processing') {
      order = (await ctx.payments.waitFor(order.order_id, (o) => o.status !== 'processing')) ?? order;
    }
    switch (order.status) {
      case 'redirect':
        return html(
          reply,
          200,
          checkoutPage({ nonce: nonceOf(request), order: pageOrder(order), action, cancelHref }),
        );
      case 'challenge':
        return seeOther(reply, sandboxChallengePath(order.order_id));
      case 'processing':
        return html(
          reply,
          409,
          messagePage({ nonce: nonceOf(request), title: 'جارٍ الدفع', text: MSG.orderInProgress }),
        );
      default:
        return seeOther(reply, returnUrl(order));
    }
  };
  /**
   * The cancel link: an order still waiting for the card is cancelled as click_cancel does, and the user
   * returns to the site like after a finished payment. One being charged or decided is not touched.
   */
  const cancel = async (request: OrderRequest, reply: FastifyReply): Promise<FastifyReply> => {
    const order = orders.byId(request.params.order_id);
    if (!order || order.pay_type !== PAY_TYPE_SECOND_CARD) return notFound(request, reply);
    const after =
      order.status === 'redirect'
        ? (ctx.payments.cancel(order.order_id, CANCEL_DETAIL.paymentPage)?.order ?? order)
        : order;
    return seeOther(reply, isPending(after) ? sandboxCheckoutPath(after.order_id) : returnUrl(after));
  };

  scope.get('/sandbox/checkout/:order_id', checkout);
  scope.post('/sandbox/checkout/:order_id', checkout);
  scope.get('/sandbox/checkout/:order_id/cancel', cancel);
}
