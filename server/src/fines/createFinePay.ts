import { CreateFinePayParams, FinePayOrder } from '@topup/shared/contract';
import { FINE_SUBMIT_FAILED } from '@topup/shared/contract/codes';
import type { ApiContext } from '../context/context';
import { MSG } from '../http/messages';
import { fail, type ApiRoute } from '../http/route';
import { admitFine } from './admission';
import { fineAnswer } from './fineAnswer';
import { fineOrders } from './fineOrders';

/**
 * spec 02 §7: GET /api/payer_max/create_fine_pay/ (uid, amount, page_view_id, source=1, uuid, mock; header
 * X-CLI-RID), the hosted-page channel. One order per (device, attempt id), the attempt bound to the
 * account, amount and channel (else ORDER_RID_REUSED); one open or paid order per ban: this device's second
 * attempt for a fine being paid gets that order back, a paid one FINE_ALREADY_PAID, one being charged on
 * another device ORDER_BEING_CHARGED; a fine that changed since the page showed it FINE_AMOUNT_CHANGED; an
 * account not banned, unknown (FINE_LINK_INVALID) or under maintenance says so (admission.ts, shared with
 * the card channel).
 */
export const createFinePayRoute = (ctx: ApiContext): ApiRoute<typeof CreateFinePayParams, FinePayOrder> => {
  const answer = fineAnswer(ctx);
  const fines = fineOrders(ctx.db, ctx.payments, ctx.now);
  return {
    methods: ['GET'],
    path: '/api/payer_max/create_fine_pay/',
    params: CreateFinePayParams,
    data: FinePayOrder,
    invalidMessage: (field) => (field === 'uid' ? MSG.fineLinkInvalid : undefined),
    async handle(params, request) {
      const admission = admitFine(ctx, params, request, 'hosted');
      if (admission.kind === 'refused') return admission.outcome;
      if (admission.kind === 'existing') return answer(admission.order);
      try {
        const order = fines.create(
          {
            rid: admission.rid,
            deviceId: admission.deviceId,
            user: admission.user,
            pageViewId: params.page_view_id ?? null,
            channel: 'hosted',
          },
          admission.replaces,
        );
        return answer(order);
      } catch (e) {
        // another request (of this attempt, or another device's for this ban) made or took its order first
        const again = admitFine(ctx, params, request, 'hosted');
        if (again.kind === 'refused') return again.outcome;
        if (again.kind === 'existing') return answer(again.order);
        request.log.error({ err: e }, 'fine order not created');
        return fail(FINE_SUBMIT_FAILED, MSG.fineSubmitFailed);
      }
    },
  };
};
