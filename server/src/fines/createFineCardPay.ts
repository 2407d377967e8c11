import { CreateFineCardPayParams, type FinePayOrder } from '@topup/shared/contract';
import { CARD_TOKEN_INVALID, FINE_SUBMIT_FAILED } from '@topup/shared/contract/codes';
import type { ApiContext } from '../api/context';
import { MSG } from '../api/messages';
import { fail, type ApiRoute } from '../api/route';
import { admitFine } from './admission';
import { fineAnswer } from './fineAnswer';
import { fineStore, type FineOrderRow } from './store';

/** A refusal found inside the order's transaction: rolls the order (and the spent token) back. */
class TokenRefused extends Error {}

/**
 * spec 02 §7: GET /api/order/create_fine_pay/, the card channel (the fine's params, a new card tokenized
 * by the card-checkout provider, header X-CLI-RID). Admission as for the hosted channel (admission.ts);
 * an unfinished hosted order of the ban is cancelled and replaced, in the same transaction that makes this
 * one and spends the token, so the ban never has two open orders. Then the gateway charges the card as for
 * coins (test cards of the README: declines, 3-D Secure, the delayed card): paid → back to /fines with the
 * order, challenge → the 3-D Secure page, declined → the decline's code and text. In test mode a held
 * device's order waits before the charge until released (/__test/hold), as for coins.
 */
export const createFineCardPayRoute = (
  ctx: ApiContext,
): ApiRoute<typeof CreateFineCardPayParams, FinePayOrder> => {
  const store = fineStore(ctx.db, ctx.now);
  const answer = fineAnswer(ctx, store);
  const { gateway } = ctx.payments;

  const createOrder = ctx.db.transaction(
    (input: Parameters<typeof store.create>[0], token: string, replaces?: FineOrderRow): FineOrderRow => {
      if (replaces) store.markCancelled(replaces.order_id);
      const order = store.create(input);
      if (!gateway.tokens.spend(token, order.order_id)) throw new TokenRefused('card token not usable');
      return order;
    },
  );

  return {
    methods: ['GET'],
    path: '/api/order/create_fine_pay/',
    params: CreateFineCardPayParams,
    invalidMessage: (field) => {
      if (field === 'uid') return MSG.fineLinkInvalid;
      return field === 'cko_token' ? MSG.cardFieldsMissing : undefined;
    },
    async handle(params, request) {
      const admission = admitFine(ctx, store, params, request, {
        takesOver: (open) => open.channel === 'hosted' && open.status === 'redirect',
      });
      if (admission.kind === 'refused') return admission.outcome;
      if (admission.kind === 'existing') return answer(admission.order);
      const found = gateway.tokens.peek(params.cko_token);
      if (!found.ok) return fail(CARD_TOKEN_INVALID, MSG.cardTokenInvalid);
      let order: FineOrderRow;
      try {
        order = createOrder.immediate(
          {
            rid: admission.rid,
            deviceId: admission.deviceId,
            user: admission.user,
            pageViewId: params.page_view_id ?? null,
            channel: 'card',
            cardLast4: found.token.last4,
          },
          params.cko_token,
          admission.replaces,
        );
      } catch (e) {
        if (e instanceof TokenRefused) return fail(CARD_TOKEN_INVALID, MSG.cardTokenInvalid);
        // a second request of this attempt, or another device paying this ban, made its order first
        const raced = store.byRid(admission.deviceId, admission.rid) ?? store.openFor(admission.user);
        if (raced) return answer(raced);
        request.log.error({ err: e }, 'fine order not created');
        return fail(FINE_SUBMIT_FAILED, MSG.fineSubmitFailed);
      }
      await ctx.holds.pass(admission.deviceId);
      const decision = await gateway.authorise({
        cardClass: found.token.cardClass,
        amountCents: order.amount_cents,
      });
      if (decision.kind === 'authorised') store.markPaid(order.order_id);
      else if (decision.kind === 'challenge') store.markChallenge(order.order_id);
      else store.markFailed(order.order_id, decision.decline);
      return answer(store.byId(order.order_id) ?? order);
    },
  };
};
