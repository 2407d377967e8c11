import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Type } from '@sinclair/typebox';
import {
  SANDBOX_TOKENS_PATH,
  SandboxTokenParams,
  sandboxChallengePath,
  sandboxCheckoutPath,
  type SandboxToken,
  type SandboxTokenRefusal,
} from '@topup/shared/contract';
import { BAD_REQUEST, SERVER_ERROR } from '@topup/shared/contract/codes';
import { PAY_TYPE_SECOND_CARD } from '@topup/shared/domain/payTypes';
import type { OrderRow } from '../db/orders';
import type { ApiContext } from '../api/context';
import { installFormParser } from '../api/errors';
import { MSG } from '../api/messages';
import { addRoute, ok, type ApiRoute } from '../api/route';
import { deviceIdOf } from '../api/caller';
import { isPending } from '../orders/payments';
import { returnUrl } from '../orders/returnUrl';
import {
  cardFieldMessage,
  checkCheckoutForm,
  checkTokenInput,
  CHECKOUT_FIELDS,
  type CheckoutForm,
} from './cardInput';
import { challengeDonePage, challengePage, checkoutPage, messagePage, type PageOrder } from './pages';

// DESIGN §3, §4: the sandbox gateway's own paths. The token call answers the API's JSON envelope; the
// hosted pages answer HTML (with the CSP nonce of the request) and 303 redirects back to the site.

/** Every field may be missing from the body: the answer then names it (and says "please fill in"). */
const TokenBody = Type.Partial(SandboxTokenParams);

/**
 * POST /sandbox/v1/tokens (JSON): the page's own card fields become a single-use token, valid 15
 * minutes. A missing or wrong field is HTTP 400 with an Arabic message naming it and `data.field`.
 */
export const sandboxTokensRoute = (ctx: ApiContext): ApiRoute<typeof TokenBody, SandboxToken> => ({
  methods: ['POST'],
  // the API's trailing-slash form, so both spellings reach it (route.ts pathVariants)
  path: `${SANDBOX_TOKENS_PATH}/`,
  params: TokenBody,
  handle(body, request) {
    const input = {
      number: body.number ?? '',
      expiry_month: body.expiry_month ?? '',
      expiry_year: body.expiry_year ?? '',
      cvv: body.cvv ?? '',
      name: body.name ?? '',
    };
    const check = checkTokenInput(input, ctx.now());
    if (!check.ok) {
      const data: SandboxTokenRefusal = { field: check.field === 'expiry' ? 'expiry_month' : check.field };
      return {
        result: BAD_REQUEST,
        message: cardFieldMessage(check.field, check.empty),
        httpStatus: 400,
        data,
      };
    }
    return ok(ctx.payments.gateway.tokens.create(check.card, deviceIdOf(request)));
  },
});

/**
 * This request's CSP nonce (security/headers.ts); '' on an instance without the security headers, where
 * no policy blocks the inline elements either.
 */
const nonceOf = (request: FastifyRequest): string =>
  typeof request.cspNonce === 'string' ? request.cspNonce : '';

const isEmbedded = (request: FastifyRequest): boolean => {
  const query = request.query as Record<string, unknown> | undefined;
  return query?.embedded === '1';
};

const textField = (body: unknown, name: string): string => {
  if (typeof body !== 'object' || body === null) return '';
  const value = (body as Record<string, unknown>)[name];
  const first = Array.isArray(value) ? (value[0] as unknown) : value;
  return typeof first === 'string' ? first : '';
};

const pageOrder = (order: OrderRow): PageOrder => ({
  orderId: order.order_id,
  amountCents: order.amount_cents,
  cardBin: order.card_bin,
  cardLast4: order.card_last4,
});

function html(reply: FastifyReply, status: number, body: string): FastifyReply {
  return reply.code(status).header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(body);
}

const seeOther = (reply: FastifyReply, url: string): FastifyReply =>
  reply.header('Cache-Control', 'no-store').redirect(url, 303);

function notFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
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

/**
 * The hosted pages. Registered in a scope of their own: forms (urlencoded) are read here, and a failure
 * answers an Arabic page instead of the API's JSON (the token call keeps its JSON envelope).
 */
export async function registerSandbox(app: FastifyInstance, ctx: ApiContext): Promise<void> {
  const { orders } = ctx.payments;
  await app.register(async (scope) => {
    installFormParser(scope);
    // tokens and pages of one payment: never kept by a browser or a proxy
    scope.addHook('onRequest', async (_request, reply) => {
      void reply.header('Cache-Control', 'no-store');
    });
    scope.setErrorHandler((error: FastifyError, request, reply) => {
      const status =
        error.statusCode !== undefined && error.statusCode >= 400 ? error.statusCode : SERVER_ERROR;
      if (status >= 500) request.log.error({ err: error }, 'sandbox page failed');
      if (request.url.startsWith('/sandbox/v1/'))
        return reply
          .code(status)
          .send({ result: status, message: status >= 500 ? MSG.serverError : MSG.badRequest });
      return html(
        reply,
        status,
        messagePage({
          nonce: nonceOf(request),
          title: 'تعذّر عرض الصفحة',
          text: status >= 500 ? MSG.serverError : MSG.badRequest,
          link: '/pay',
        }),
      );
    });
    addRoute(scope, sandboxTokensRoute(ctx));

    // 3-D Secure challenge: GET shows it, POST decides the order (pass → paid, fail → failed, refusal
    // 11). Embedded, the POST answers a page that tells the parent page; otherwise it sends the user
    // back to the order's return URL. An order already decided is not touched again.
    const challenge = async (
      request: FastifyRequest<{ Params: { order_id: string } }>,
      reply: FastifyReply,
    ): Promise<FastifyReply> => {
      const order = orders.byId(request.params.order_id);
      if (!order) return notFound(request, reply);
      const embedded = isEmbedded(request);
      let after = order;
      if (request.method === 'POST' && order.status === 'challenge') {
        const outcome = textField(request.body, 'outcome');
        if (outcome !== 'pass' && outcome !== 'fail') {
          const action = `${sandboxChallengePath(order.order_id)}${embedded ? '?embedded=1' : ''}`;
          return html(
            reply,
            400,
            challengePage({ nonce: nonceOf(request), order: pageOrder(order), action }),
          );
        }
        after = ctx.payments.settle(
          order.order_id,
          outcome === 'pass' ? { kind: 'authorised' } : { kind: 'declined', decline: 'threeDsFailed' },
        );
      }
      if (after.status === 'challenge') {
        const action = `${sandboxChallengePath(order.order_id)}${embedded ? '?embedded=1' : ''}`;
        return html(reply, 200, challengePage({ nonce: nonceOf(request), order: pageOrder(after), action }));
      }
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

    // Hosted checkout of the second provider (pay type 24).
    const checkout = async (
      request: FastifyRequest<{ Params: { order_id: string } }>,
      reply: FastifyReply,
    ): Promise<FastifyReply> => {
      let order = orders.byId(request.params.order_id);
      if (!order || order.pay_type !== PAY_TYPE_SECOND_CARD) return notFound(request, reply);
      const action = sandboxCheckoutPath(order.order_id);
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
              values: form,
              errors: check.errors,
            }),
          );
        }
        const atS = Math.floor(ctx.now() / 1000);
        // One submit charges; a second one meanwhile waits for it below.
        if (orders.moveTo(order.order_id, 'processing', atS, 'redirect')) {
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
          return html(reply, 200, checkoutPage({ nonce: nonceOf(request), order: pageOrder(order), action }));
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
    scope.get('/sandbox/checkout/:order_id', checkout);
    scope.post('/sandbox/checkout/:order_id', checkout);
  });
}
