import type { FastifyError, FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import {
  SANDBOX_TOKENS_PATH,
  SandboxTokenParams,
  type SandboxToken,
  type SandboxTokenRefusal,
} from '@topup/shared/contract';
import { BAD_REQUEST, SERVER_ERROR } from '@topup/shared/contract/codes';
import type { ApiContext } from '../context/context';
import { installFormParser } from '../http/errors';
import { MSG } from '../http/messages';
import { addRoute, ok, type ApiRoute } from '../http/route';
import { deviceIdOf } from '../context/caller';
import { cardFieldMessage, checkTokenInput } from '../gateway/cardInput';
import { registerChallenge } from './challengeRoute';
import { registerCheckout } from './checkoutRoute';
import { messagePage } from './pages';
import { html, nonceOf } from './reply';
import { registerSocialSandbox } from './social/routes';
import { registerFinePage } from './sandboxFinePage';

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
  // the API's trailing-slash form, so both spellings reach it (http/route.ts pathVariants)
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
 * The hosted pages. Registered in a scope of their own: forms (urlencoded) are read here, and a failure
 * answers an Arabic page instead of the API's JSON (the token call keeps its JSON envelope).
 */
export async function registerSandbox(app: FastifyInstance, ctx: ApiContext): Promise<void> {
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
    registerChallenge(scope, ctx);
    registerCheckout(scope, ctx);
    registerSocialSandbox(scope);
    registerFinePage(scope, ctx);
  });
}
