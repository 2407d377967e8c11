import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { formatAmount } from '@topup/shared/domain/format';
import type { ApiContext } from '../context/context';
import { escapeHtml, page } from './html';
import { challengePage } from './pages';
import { html, nonceOf, notFound, seeOther, textField } from './reply';
import { fineReturnPath } from '@topup/shared/domain/fineReturn';
import { fineChallengePath, sandboxFinePath } from '../fines/paths';
import { fineStore, type FineOrderRow } from '../fines/store';

// The fine's provider pages in the sandbox. The hosted-page channel (payer_max): the page shows the fine,
// pays it (POST) or cancels it (its way back). The card channel's 3-D Secure: pass, fail or cancel. Both
// then send the user back to /fines with the account and the order; an order already decided is not
// touched again, only sent back.

type OrderRequest = FastifyRequest<{ Params: { order_id: string } }>;
type Handler = (request: OrderRequest, reply: FastifyReply, order: FineOrderRow) => Promise<FastifyReply>;

export function registerFinePage(scope: FastifyInstance, ctx: ApiContext): void {
  const store = fineStore(ctx.db, ctx.now);
  const backTo = (order: FineOrderRow): string =>
    fineReturnPath(ctx.users.byUid(order.uid)?.display_uid ?? '', order.order_id);
  /** The order of the address, in the state the page expects (else back to the site). */
  const route =
    (channel: FineOrderRow['channel'], status: FineOrderRow['status'], handle: Handler) =>
    async (request: OrderRequest, reply: FastifyReply): Promise<FastifyReply> => {
      const order = store.byId(request.params.order_id);
      if (!order || order.channel !== channel) return notFound(request, reply);
      if (order.status !== status) return seeOther(reply, backTo(order));
      return handle(request, reply, order);
    };
  const back = (reply: FastifyReply, order: FineOrderRow) => seeOther(reply, backTo(order));

  scope.get(
    '/sandbox/fine/:order_id',
    route('hosted', 'redirect', async (request, reply, order) => {
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
    route('hosted', 'redirect', async (_request, reply, order) => {
      store.markPaid(order.order_id);
      return back(reply, order);
    }),
  );
  scope.get(
    '/sandbox/fine/:order_id/cancel',
    route('hosted', 'redirect', async (_request, reply, order) => {
      store.markCancelled(order.order_id);
      return back(reply, order);
    }),
  );

  const challengeHtml = (request: OrderRequest, order: FineOrderRow): string =>
    challengePage({
      nonce: nonceOf(request),
      order: {
        orderId: order.order_id,
        amountCents: order.amount_cents,
        cardBin: null,
        cardLast4: order.card_last4,
        cardScheme: null,
      },
      action: fineChallengePath(order.order_id),
      cancelHref: `${fineChallengePath(order.order_id)}/cancel`,
    });
  scope.get(
    '/sandbox/fine/:order_id/3ds',
    route('card', 'challenge', async (request, reply, order) =>
      html(reply, 200, challengeHtml(request, order)),
    ),
  );
  scope.post(
    '/sandbox/fine/:order_id/3ds',
    route('card', 'challenge', async (request, reply, order) => {
      const outcome = textField(request.body, 'outcome');
      if (outcome === 'pass') store.markPaid(order.order_id);
      else if (outcome === 'fail') store.markFailed(order.order_id, 'threeDsFailed');
      else return html(reply, 400, challengeHtml(request, order));
      return back(reply, order);
    }),
  );
  scope.get(
    '/sandbox/fine/:order_id/3ds/cancel',
    route('card', 'challenge', async (_request, reply, order) => {
      store.markCancelled(order.order_id);
      return back(reply, order);
    }),
  );
}
