import {
  SubmitAuthenticationResultParams,
  ThreeDsDetails,
  ProviderResult,
  type ThreeDsOutcome,
} from '@topup/shared/contract';
import { BAD_REQUEST, ORDER_NOT_IN_CHALLENGE } from '@topup/shared/contract/codes';
import { providerResult } from '../../orders/answers';
import { CANCEL_DETAIL, isPending } from '../../orders/payments';
import { ownOrder } from '../../context/caller';
import type { ApiContext } from '../../context/context';
import { parseRequestJson } from '../../http/jsonDepth';
import { MSG } from '../../http/messages';
import { parseParams } from '../../http/params';
import { fail, ok, type ApiRoute } from '../../http/route';

/** What `{ threeDSResult }` or `{ details: { threeDSResult } }` says; undefined when unreadable. */
function threeDsOutcome(text: string): ThreeDsOutcome | undefined {
  try {
    const parsed = parseParams(ThreeDsDetails, parseRequestJson(text));
    if (!parsed.ok) return undefined;
    return 'threeDSResult' in parsed.value ? parsed.value.threeDSResult : parsed.value.details.threeDSResult;
  } catch {
    return undefined;
  }
}

/**
 * spec 01 §4, §7: GET /api/order/submit_authentication_result/. The page passes on what the 3-D Secure
 * challenge told it (`platform_data`: `{ "threeDSResult": "pass" | "fail" | "cancelled" }`), for an order
 * of its own device, a top-up's or a fine's (x-cli-id; none is 400, another device's order ORDER_NOT_FOUND).
 *
 * pass and fail never decide anything (a bare `pass` paid an order nobody authenticated): the
 * bank's challenge page decides the order when its button is pressed, and posts that decision before it
 * tells the page, so this call reports what the gateway decided — Authorised, or Refused with refusal 11.
 * An order still in the challenge (the bank has decided nothing) answers ChallengeShopper with the
 * challenge again as its action: the page shows the bank's page once more. cancelled (the challenge's
 * cancel link, which only tells the page) cancels an order still in the challenge like click_cancel,
 * resultCode Cancelled without a refusal reason. A decided order answers its result again and changes
 * nothing. `data.platform_data` is the JSON of `{ resultCode, refusalReasonCode?, refusalReason?, action? }`.
 */
export const submitAuthenticationResultRoute = (
  ctx: ApiContext,
): ApiRoute<typeof SubmitAuthenticationResultParams, ProviderResult> => {
  const { orders } = ctx.payments;
  return {
    methods: ['GET'],
    path: '/api/order/submit_authentication_result/',
    params: SubmitAuthenticationResultParams,
    data: ProviderResult,
    invalidMessage: (field) => (field === 'platform_data' ? MSG.platformDataUnreadable : undefined),
    async handle({ order_id, platform_data }, request) {
      const outcome = threeDsOutcome(platform_data);
      if (outcome === undefined) return fail(BAD_REQUEST, MSG.platformDataUnreadable, 400);
      const own = ownOrder(request, orders.byId(order_id));
      if (!own.ok) return own.outcome;
      let { order } = own;
      // the bank's page has handed the answer to the processor: its decision, once it is made
      if (order.status === 'processing')
        order = (await ctx.payments.waitFor(order_id, (o) => o.status !== 'processing')) ?? order;
      if (order.status === 'challenge' && outcome === 'cancelled') {
        const after = ctx.payments.cancel(order_id, CANCEL_DETAIL.challenge)?.order ?? order;
        return ok(providerResult(after));
      }
      if (order.status === 'challenge') return ok(providerResult(order, { withAction: true }));
      if (isPending(order)) return fail(ORDER_NOT_IN_CHALLENGE, MSG.orderNotInChallenge);
      return ok(providerResult(order));
    },
  };
};
