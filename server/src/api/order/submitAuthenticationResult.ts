import {
  SubmitAuthenticationResultParams,
  ThreeDsDetails,
  type ProviderResult,
  type ThreeDsOutcome,
} from '@topup/shared/contract';
import { BAD_REQUEST, ORDER_NOT_FOUND, ORDER_NOT_IN_CHALLENGE } from '@topup/shared/contract/codes';
import { providerResult } from '../../orders/answers';
import { CANCEL_DETAIL, isPending } from '../../orders/payments';
import type { ApiContext } from '../context';
import { MSG } from '../messages';
import { parseParams } from '../params';
import { fail, ok, type ApiRoute } from '../route';

/** What `{ threeDSResult }` or `{ details: { threeDSResult } }` says; undefined when unreadable. */
function threeDsOutcome(text: string): ThreeDsOutcome | undefined {
  try {
    const parsed = parseParams(ThreeDsDetails, JSON.parse(text));
    if (!parsed.ok) return undefined;
    return 'threeDSResult' in parsed.value ? parsed.value.threeDSResult : parsed.value.details.threeDSResult;
  } catch {
    return undefined;
  }
}

/**
 * spec 01 §4, §7: GET /api/order/submit_authentication_result/. The page passes on what the 3-D Secure
 * challenge told it (`platform_data`: `{ "threeDSResult": "pass" | "fail" | "cancelled" }`). An order
 * waiting in 'challenge' is decided by it: pass → paid (Authorised), fail → failed with refusal 11 and a
 * fail_detail naming the 3ds authentication failure, cancelled (the challenge's cancel link) → cancelled
 * like click_cancel, resultCode Cancelled without a refusal reason. An order already decided (by the
 * challenge page's own POST, or an earlier call) answers its decided result again and changes nothing.
 * `data.platform_data` is the JSON of `{ resultCode, refusalReasonCode?, refusalReason? }`.
 */
export const submitAuthenticationResultRoute = (
  ctx: ApiContext,
): ApiRoute<typeof SubmitAuthenticationResultParams, ProviderResult> => {
  const { orders } = ctx.payments;
  return {
    methods: ['GET'],
    path: '/api/order/submit_authentication_result/',
    params: SubmitAuthenticationResultParams,
    invalidMessage: (field) => (field === 'platform_data' ? MSG.platformDataUnreadable : undefined),
    handle({ order_id, platform_data }) {
      const outcome = threeDsOutcome(platform_data);
      if (outcome === undefined) return fail(BAD_REQUEST, MSG.platformDataUnreadable, 400);
      const order = orders.byId(order_id);
      if (!order) return fail(ORDER_NOT_FOUND, MSG.orderNotFound);
      if (order.status === 'challenge' && outcome === 'cancelled') {
        const after = ctx.payments.cancel(order_id, CANCEL_DETAIL.challenge) ?? order;
        return ok(providerResult(after));
      }
      if (order.status === 'challenge') {
        const after = ctx.payments.settle(
          order_id,
          outcome === 'pass' ? { kind: 'authorised' } : { kind: 'declined', decline: 'threeDsFailed' },
        );
        return ok(providerResult(after));
      }
      if (isPending(order)) return fail(ORDER_NOT_IN_CHALLENGE, MSG.orderNotInChallenge);
      return ok(providerResult(order));
    },
  };
};
