import type { FastifyRequest } from 'fastify';
import { APPLE_PAY_CODE, type AdyenVerifyPay, type ApplePayToken } from '@topup/shared/contract';
import { FINE_APPLE_PAY_TYPE } from '@topup/shared/domain/payTypes';
import { ownOrder, type OwnOrder } from '../context/caller';
import type { ApiContext } from '../context/context';
import { applePayOutcomeOf } from '../gateway/applePayTestValues';
import { chargeReference } from '../gateway/gateway';
import { DECLINES, isDeclineKind, isDelayed } from '../gateway/testCards';
import { fineStore, type FineOrderRow } from './store';

// spec 02 §4: the ban fine paid with Apple Pay. Its order (create_fine_pay, an Apple Pay type) waits for
// the sheet's token as a coin order does; the merchant validation and adyen_verify_pay serve it too, the
// token's test value deciding as for coins (README "Apple Pay"): 0 paid, 1 failed, -1 not decided yet.

export interface FineAwaitingToken {
  order: FineOrderRow;
  payType: number;
  waiting: boolean;
}

export function fineApplePay(ctx: ApiContext) {
  const store = fineStore(ctx.db, ctx.now);

  const verdictOf = (order: FineOrderRow): AdyenVerifyPay => {
    if (order.status === 'paid') return { code: APPLE_PAY_CODE.paid };
    if (order.status === 'redirect' || order.status === 'processing') return { code: APPLE_PAY_CODE.pending };
    const reason = isDeclineKind(order.decline) ? DECLINES[order.decline].failReason : 'cancel';
    return { code: APPLE_PAY_CODE.failed, fail_reason: reason };
  };

  return {
    /** This device's Apple Pay fine order of that id; else the refusal (ownOrder: no device id, another's). */
    order(orderId: string, request: FastifyRequest): OwnOrder<FineAwaitingToken> {
      const found = store.byId(orderId);
      const own = ownOrder(request, found?.channel === 'apple_pay' ? found : undefined);
      if (!own.ok) return own;
      const { order } = own;
      return {
        ok: true,
        order: { order, payType: FINE_APPLE_PAY_TYPE, waiting: order.status === 'redirect' },
      };
    },

    /** Pays the fine order with the token; a slow processor decides later (the page asks again). */
    async verify(
      order: FineOrderRow,
      token: ApplePayToken,
      onError: (e: unknown) => void,
    ): Promise<AdyenVerifyPay> {
      if (order.status !== 'redirect') return verdictOf(order);
      const outcome = applePayOutcomeOf(token);
      if (outcome.kind === 'never') return verdictOf(order);
      if (outcome.kind === 'declined') {
        store.markFailed(order.order_id, outcome.decline);
        return verdictOf(store.byId(order.order_id) ?? order);
      }
      const charge = async () => {
        // the wallet authenticated the payer: the decision is never a challenge
        const decision = await ctx.payments.gateway.authorise(chargeReference('fine', order.order_id), {
          cardClass: outcome.cardClass,
          amountCents: order.amount_cents,
          wallet: true,
        });
        store.settle(order.order_id, decision);
      };
      if (isDelayed(outcome.cardClass)) {
        charge().catch(onError);
        return verdictOf(order);
      }
      await charge();
      return verdictOf(store.byId(order.order_id) ?? order);
    },
  };
}
