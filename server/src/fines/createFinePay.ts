import { CreateFinePayParams, type FinePayOrder } from '@topup/shared/contract';
import { FINE_SUBMIT_FAILED } from '@topup/shared/contract/codes';
import type { ApiContext } from '../api/context';
import { MSG } from '../api/messages';
import { fail, type ApiRoute } from '../api/route';
import { admitFine, replacesWaiting } from './admission';
import { fineAnswer } from './fineAnswer';
import { fineStore } from './store';

/**
 * spec 02 §7: GET /api/payer_max/create_fine_pay/ (uid, amount, page_view_id, source=1, uuid, mock; header
 * X-CLI-RID), the hosted-page channel. One order per (device, attempt id); one open or paid order per ban:
 * a second attempt for a fine being paid gets that order back, a paid one FINE_ALREADY_PAID; a fine that
 * changed since the page showed it FINE_AMOUNT_CHANGED; an account not banned, unknown (FINE_LINK_INVALID)
 * or under maintenance says so (admission.ts, shared with the card channel).
 */
export const createFinePayRoute = (ctx: ApiContext): ApiRoute<typeof CreateFinePayParams, FinePayOrder> => {
  const store = fineStore(ctx.db, ctx.now);
  const answer = fineAnswer(ctx, store);
  return {
    methods: ['GET'],
    path: '/api/payer_max/create_fine_pay/',
    params: CreateFinePayParams,
    invalidMessage: (field) => (field === 'uid' ? MSG.fineLinkInvalid : undefined),
    async handle(params, request) {
      const admission = admitFine(ctx, store, params, request, { takesOver: replacesWaiting('hosted') });
      if (admission.kind === 'refused') return admission.outcome;
      if (admission.kind === 'existing') return answer(admission.order);
      try {
        const order = store.replaceAndCreate(
          {
            rid: admission.rid,
            deviceId: admission.deviceId,
            user: admission.user,
            pageViewId: params.page_view_id ?? null,
          },
          admission.replaces,
        );
        return answer(order);
      } catch (e) {
        request.log.error({ err: e }, 'fine order not created');
        return fail(FINE_SUBMIT_FAILED, MSG.fineSubmitFailed);
      }
    },
  };
};
