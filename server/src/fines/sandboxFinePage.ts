import type { FastifyInstance, FastifyRequest } from 'fastify';
import { formatAmount } from '@topup/shared/domain/format';
import type { ApiContext } from '../api/context';
import { escapeHtml, page } from '../sandbox/html';
import { html, nonceOf, notFound, seeOther } from '../sandbox/reply';
import { sandboxFinePath } from './createFinePay';
import { fineStore, type FineOrderRow } from './store';

// The hosted-page channel of the fine (payer_max) in the sandbox: the provider's page shows the fine, pays it
// (POST) or cancels it (its way back), then sends the user back to /fines with the account and the order.

type OrderRequest = FastifyRequest<{ Params: { order_id: string } }>;

const backTo = (ctx: ApiContext, order: FineOrderRow): string => {
  const user = ctx.users.byUid(order.uid);
  return `/fines?uid=${user?.display_uid ?? ''}&fine_order=${order.order_id}`;
};

export function registerFinePage(scope: FastifyInstance, ctx: ApiContext): void {
  const store = fineStore(ctx.db, ctx.now);
  const orderOf = (request: OrderRequest) => store.byId(request.params.order_id);

  scope.get<{ Params: { order_id: string } }>('/sandbox/fine/:order_id', async (request, reply) => {
    const order = orderOf(request);
    if (!order) return notFound(request, reply);
    if (order.status !== 'redirect') return seeOther(reply, backTo(ctx, order));
    const action = sandboxFinePath(order.order_id);
    const body =
      `<h1>دفع الغرامة</h1><p class="note">بوابة الدفع التجريبية: لا تُخصم أي مبالغ حقيقية.</p>` +
      `<dl><div><dt>المبلغ</dt><dd dir="ltr">${escapeHtml(formatAmount(order.amount_cents / 100))}</dd></div></dl>` +
      `<form method="post" action="${escapeHtml(action)}"><button type="submit">ادفع الآن</button></form>` +
      `<p class="back"><a class="cancel" href="${escapeHtml(`${action}/cancel`)}">إلغاء الدفع والعودة</a></p>`;
    return html(reply, 200, page({ nonce: nonceOf(request), title: 'دفع الغرامة', body }));
  });
  scope.post<{ Params: { order_id: string } }>('/sandbox/fine/:order_id', async (request, reply) => {
    const order = orderOf(request);
    if (!order) return notFound(request, reply);
    store.markPaid(order.order_id);
    return seeOther(reply, backTo(ctx, order));
  });
  scope.get<{ Params: { order_id: string } }>('/sandbox/fine/:order_id/cancel', async (request, reply) => {
    const order = orderOf(request);
    if (!order) return notFound(request, reply);
    store.markCancelled(order.order_id);
    return seeOther(reply, backTo(ctx, order));
  });
}
