import { CreateFineCardPayParams, FinePayOrder, cardFaceOf } from '@topup/shared/contract';
import { BAD_REQUEST, CARD_TOKEN_INVALID, FINE_SUBMIT_FAILED } from '@topup/shared/contract/codes';
import { FINE_APPLE_PAY_TYPE, PAY_TYPE_CKO_CARD, PAY_TYPE_THIRD_CARD } from '@topup/shared/domain/payTypes';
import { isOutcome, readCardRequest } from '../orders/cardRequest';
import type { ApiContext } from '../context/context';
import type { OrderRow } from '../db/orders';
import type { StoredToken } from '../gateway/tokenStore';
import { MSG } from '../http/messages';
import { fail, type ApiRoute } from '../http/route';
import { admitFine } from './admission';
import { fineAnswer } from './fineAnswer';
import { fineOrders } from './fineOrders';

/** A refusal found inside the order's transaction: rolls the order (and the spent token) back. */
class TokenRefused extends Error {}

const CARD_TYPES: readonly number[] = [PAY_TYPE_CKO_CARD, PAY_TYPE_THIRD_CARD];

/**
 * spec 02 §7: GET /api/order/create_fine_pay/ (the fine's params, pay_type, header X-CLI-RID): the card
 * channel — 23, a new card tokenized by the card-checkout provider (cko_token), or 27, a new card of the
 * third provider (its state data in platform_data) — and Apple Pay (its types, no card: the order waits for
 * the token, adyen_verify_pay). Admission as for the hosted channel (admission.ts); an unfinished order of
 * another channel waiting for its payer is cancelled and replaced in the transaction that makes this one
 * (and spends the card's token), so the ban never has two open orders. A card is then charged by the
 * gateway as for coins (the README's test cards: declines, 3-D Secure, the delayed card): paid → back to
 * /fines with the order, challenge → the 3-D Secure page (27: in the page, through its action), declined →
 * the decline. In test mode a held device's card order waits before the charge until released (/__test/hold).
 */
export const createFineCardPayRoute = (
  ctx: ApiContext,
): ApiRoute<typeof CreateFineCardPayParams, FinePayOrder> => {
  const answer = fineAnswer(ctx);
  const fines = fineOrders(ctx.db, ctx.payments, ctx.now);
  const { gateway, orders } = ctx.payments;

  return {
    methods: ['GET'],
    path: '/api/order/create_fine_pay/',
    params: CreateFineCardPayParams,
    data: FinePayOrder,
    invalidMessage: (field) =>
      field === 'uid'
        ? MSG.fineLinkInvalid
        : field === 'platform_data'
          ? MSG.platformDataUnreadable
          : undefined,
    async handle(params, request) {
      const applePay = params.pay_type === FINE_APPLE_PAY_TYPE;
      if (!applePay && !CARD_TYPES.includes(params.pay_type))
        return fail(BAD_REQUEST, MSG.payMethodUnavailable, 400);
      let tokenText: string | undefined;
      if (!applePay) {
        // a fine is paid with a new card only: no saved card, no CVV-less repurchase
        const card = readCardRequest(params);
        if (isOutcome(card)) return card;
        if (card.kind !== 'token') return fail(BAD_REQUEST, MSG.cardFieldsMissing, 400);
        tokenText = card.token;
      }
      const channel = applePay ? 'apple_pay' : 'card';
      const admission = admitFine(ctx, params, request, channel);
      if (admission.kind === 'refused') return admission.outcome;
      if (admission.kind === 'existing') return answer(admission.order);
      let token: StoredToken | undefined;
      if (tokenText !== undefined) {
        const found = gateway.tokens.peek(tokenText);
        if (!found.ok) return fail(CARD_TOKEN_INVALID, MSG.cardTokenInvalid);
        token = found.token;
      }
      let order: OrderRow;
      try {
        order = fines.create(
          {
            rid: admission.rid,
            deviceId: admission.deviceId,
            user: admission.user,
            pageViewId: params.page_view_id ?? null,
            channel,
            payType: params.pay_type,
          },
          admission.replaces,
          (made) => {
            if (!token) return;
            if (!gateway.tokens.spend(token.token, made.order_id))
              throw new TokenRefused('card token not usable');
            const face = { ...cardFaceOf(token), newCard: false, sourceId: null, cardClass: token.cardClass };
            orders.setCard(made.order_id, face, Math.floor(ctx.now() / 1000));
          },
        );
      } catch (e) {
        if (e instanceof TokenRefused) return fail(CARD_TOKEN_INVALID, MSG.cardTokenInvalid);
        // another request (of this attempt, or another device's for this ban) made or took its order first
        const again = admitFine(ctx, params, request, channel);
        if (again.kind === 'refused') return again.outcome;
        if (again.kind === 'existing') return answer(again.order);
        request.log.error({ err: e }, 'fine order not created');
        return fail(FINE_SUBMIT_FAILED, MSG.fineSubmitFailed);
      }
      if (!token) return answer(order); // Apple Pay: the sheet goes on (merchant validation, the token)
      await ctx.holds.pass(admission.deviceId);
      return answer(await ctx.payments.charge(order.order_id));
    },
  };
};
