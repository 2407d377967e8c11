import type { FastifyRequest } from 'fastify';
import { APPLE_PAY_CODE, type AdyenVerifyPay, type ApplePayToken } from '@topup/shared/contract';
import { FINE_APPLE_PAY_TYPE } from '@topup/shared/domain/payTypes';
import { deviceIdOf } from '../api/caller';
import type { ApiContext } from '../api/context';
import { applePayOutcomeOf } from '../sandbox/applePayTestValues';
import { DECLINES, isDeclineKind, isDelayed } from '../sandbox/testCards';
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
    /** This device's Apple Pay fine order of that id (undefined: no such fine order here). */
    order(orderId: string, request: FastifyRequest): FineAwaitingToken | undefined {
      const order = store.byId(orderId);
      const deviceId = deviceIdOf(request);
      if (!order || order.channel !== 'apple_pay') return undefined;
      if (deviceId !== undefined && deviceId !== order.device_id) return undefined;
      return { order, payType: FINE_APPLE_PAY_TYPE, waiting: order.status === 'redirect' };
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
        const decision = await ctx.payments.gateway.authorise({
          cardClass: outcome.cardClass,
          amountCents: order.amount_cents,
          wallet: true,
        });
        if (decision.kind === 'declined') store.markFailed(order.order_id, decision.decline);
        else store.markPaid(order.order_id); // the wallet authenticated the payer: no challenge
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
