import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { formatAmount } from '@topup/shared/domain/format';
import type { ApiContext } from '../context/context';
import type { OrderRow } from '../db/orders';
import { CANCEL_DETAIL } from '../orders/payments';
import { sandboxFinePath } from '../fines/paths';
import { escapeHtml, page } from './html';
import { html, nonceOf, notFound, seeOther } from './reply';

// The payment page of the fine's hosted channel (payer_max, spec 02 §7), played by the sandbox: "pay now"
// hands the order to the processor, which charges it as the hosted provider's page would (authorised, the
// ban lifts after its delay); «إلغاء الدفع والعودة» cancels it. Both go back to /fines with the order. The
// fine's card has no page of its own here: its 3-D Secure is the one challenge page of every order
// (challengeRoute.ts).

type OrderRequest = FastifyRequest<{ Params: { order_id: string } }>;
type Handler = (request: OrderRequest, reply: FastifyReply, order: OrderRow) => Promise<FastifyReply>;

export function registerFinePage(scope: FastifyInstance, ctx: ApiContext): void {
  const { orders } = ctx.payments;
  const back = (reply: FastifyReply, orderId: string) =>
    seeOther(reply, orders.byId(orderId)?.return_path ?? '/fines');
  /** The hosted fine order of the address while it waits for its payer (else back to the site). */
  const route =
    (handle: Handler) =>
    async (request: OrderRequest, reply: FastifyReply): Promise<FastifyReply> => {
      const order = orders.byId(request.params.order_id);
      if (!order || order.payable !== 'fine' || order.channel !== 'hosted') return notFound(request, reply);
      if (order.status !== 'redirect') return back(reply, order.order_id);
      return handle(request, reply, order);
    };

  scope.get(
    '/sandbox/fine/:order_id',
    route(async (request, reply, order) => {
      const action = sandboxFinePath(order.order_id);
      const body =
        `<h1>دفع الغرامة</h1><p class="note">بوابة الدفع التجريبية: لا تُخصم أي مبالغ حقيقية.</p>` +
        `<dl><div><dt>المبلغ</dt><dd dir="ltr">${escapeHtml(formatAmount(order.amount_cents / 100))}</dd></div></dl>` +
        `<form method="post" action="${escapeHtml(action)}"><button type="submit">ادفع الآن</button></form>` +
        `<p class="back"><a class="cancel" href="${escapeHtml(`${action}/cancel`)}">إلغاء الدفع والعودة</a></p>`;
      return html(reply, 200, page({ nonce: nonceOf(request), title: 'دفع الغرامة', body }));
    }),
  );
  scope.post(
    '/sandbox/fine/:order_id',
    route(async (_request, reply, order) => {
      // the hosted page's own card, which its provider charges: authorised
      if (ctx.payments.submit(order.order_id))
        await ctx.payments.charge(order.order_id, { cardClass: 'success' });
      return back(reply, order.order_id);
    }),
  );
  scope.get(
    '/sandbox/fine/:order_id/cancel',
    route(async (_request, reply, order) => {
      ctx.payments.cancel(order.order_id, CANCEL_DETAIL.paymentPage);
      return back(reply, order.order_id);
    }),
  );
}
