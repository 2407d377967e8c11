import { CreateFineCardPayParams, FinePayOrder } from '@topup/shared/contract';
import { BAD_REQUEST, CARD_TOKEN_INVALID, FINE_SUBMIT_FAILED } from '@topup/shared/contract/codes';
import { FINE_APPLE_PAY_TYPE, PAY_TYPE_CKO_CARD } from '@topup/shared/domain/payTypes';
import type { ApiContext } from '../context/context';
import { MSG } from '../http/messages';
import { fail, type ApiRoute } from '../http/route';
import { chargeReference } from '../gateway/gateway';
import type { StoredToken } from '../gateway/tokenStore';
import { admitFine } from './admission';
import { fineAnswer } from './fineAnswer';
import { fineStore, type FineOrderRow } from './store';

/** A refusal found inside the order's transaction: rolls the order (and the spent token) back. */
class TokenRefused extends Error {}

/**
 * spec 02 §7: GET /api/order/create_fine_pay/ (the fine's params, pay_type, header X-CLI-RID): the card
 * channel (23, a new card tokenized by the card-checkout provider) and Apple Pay (its types, no card: the
 * order waits for the token, adyen_verify_pay). Admission as for the hosted channel (admission.ts); an
 * unfinished order of another channel waiting for its payer is cancelled and replaced in the transaction
 * that makes this one (and spends the card's token), so the ban never has two open orders. A card is then
 * charged by the gateway as for coins (the README's test cards: declines, 3-D Secure, the delayed card):
 * paid → back to /fines with the order, challenge → the 3-D Secure page, declined → the decline's code and
 * text. In test mode a held device's card order waits before the charge until released (/__test/hold).
 */
export const createFineCardPayRoute = (
  ctx: ApiContext,
): ApiRoute<typeof CreateFineCardPayParams, FinePayOrder> => {
  const store = fineStore(ctx.db, ctx.now);
  const answer = fineAnswer(ctx, store);
  const { gateway } = ctx.payments;

  return {
    methods: ['GET'],
    path: '/api/order/create_fine_pay/',
    params: CreateFineCardPayParams,
    data: FinePayOrder,
    invalidMessage: (field) => (field === 'uid' ? MSG.fineLinkInvalid : undefined),
    async handle(params, request) {
      const applePay = params.pay_type === FINE_APPLE_PAY_TYPE;
      if (!applePay && params.pay_type !== PAY_TYPE_CKO_CARD)
        return fail(BAD_REQUEST, MSG.payMethodUnavailable, 400);
      if (!applePay && !params.cko_token) return fail(BAD_REQUEST, MSG.cardFieldsMissing, 400);
      const channel = applePay ? 'apple_pay' : 'card';
      const admission = admitFine(ctx, store, params, request, channel);
      if (admission.kind === 'refused') return admission.outcome;
      if (admission.kind === 'existing') return answer(admission.order);
      let token: StoredToken | undefined;
      if (!applePay) {
        const found = gateway.tokens.peek(params.cko_token ?? '');
        if (!found.ok) return fail(CARD_TOKEN_INVALID, MSG.cardTokenInvalid);
        token = found.token;
      }
      let order: FineOrderRow;
      try {
        order = store.replaceAndCreate(
          {
            rid: admission.rid,
            deviceId: admission.deviceId,
            user: admission.user,
            pageViewId: params.page_view_id ?? null,
            channel,
            ...(token ? { cardLast4: token.last4 } : {}),
          },
          admission.replaces,
          (made) => {
            if (token && !gateway.tokens.spend(token.token, made.order_id))
              throw new TokenRefused('card token not usable');
          },
        );
      } catch (e) {
        if (e instanceof TokenRefused) return fail(CARD_TOKEN_INVALID, MSG.cardTokenInvalid);
        // another request (of this attempt, or another device's for this ban) made its order first
        const again = admitFine(ctx, store, params, request, channel);
        if (again.kind === 'refused') return again.outcome;
        if (again.kind === 'existing') return answer(again.order);
        request.log.error({ err: e }, 'fine order not created');
        return fail(FINE_SUBMIT_FAILED, MSG.fineSubmitFailed);
      }
      if (!token) return answer(order); // Apple Pay: the sheet goes on (merchant validation, the token)
      await ctx.holds.pass(admission.deviceId);
      const decision = await gateway.authorise(chargeReference('fine', order.order_id), {
        cardClass: token.cardClass,
        amountCents: order.amount_cents,
      });
      return answer(store.settle(order.order_id, decision) ?? order);
    },
  };
};
