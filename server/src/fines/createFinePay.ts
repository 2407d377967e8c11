import { CLIENT_RID_HEADER, ClientRid, CreateFinePayParams, type FinePayOrder } from '@topup/shared/contract';
import {
  ACCOUNT_NOT_BANNED,
  BAD_REQUEST,
  FINE_ALREADY_PAID,
  FINE_AMOUNT_CHANGED,
  FINE_LINK_INVALID,
  FINE_MAINTENANCE,
  FINE_SUBMIT_FAILED,
} from '@topup/shared/contract/codes';
import { ACCOUNT_STATUS } from '@topup/shared/contract';
import { deviceIdOf, header } from '../api/caller';
import type { ApiContext } from '../api/context';
import { MSG } from '../api/messages';
import { parseParams } from '../api/params';
import { fail, ok, type ApiRoute } from '../api/route';
import { fineUnderMaintenance } from './liftDelay';
import { fineStore, type FineOrderRow } from './store';

/** The hosted page of the sandbox for a fine order (the provider's page, like the top-up's second card). */
export const sandboxFinePath = (orderId: string): string => `/sandbox/fine/${orderId}`;
const answer = (order: FineOrderRow): FinePayOrder => ({
  order_id: order.order_id,
  url: sandboxFinePath(order.order_id),
});

/**
 * spec 02 §7: GET /api/payer_max/create_fine_pay/ (uid, amount, page_view_id, source=1, uuid, mock; header
 * X-CLI-RID). One order per (device, attempt id); one open or paid order per ban: a second attempt for a
 * fine being paid gets that order back, a paid one FINE_ALREADY_PAID; a fine that changed since the page
 * showed it FINE_AMOUNT_CHANGED; an account not banned, unknown (FINE_LINK_INVALID) or under maintenance
 * says so.
 */
export const createFinePayRoute = (ctx: ApiContext): ApiRoute<typeof CreateFinePayParams, FinePayOrder> => {
  const store = fineStore(ctx.db, ctx.now);
  return {
    methods: ['GET'],
    path: '/api/payer_max/create_fine_pay/',
    params: CreateFinePayParams,
    invalidMessage: (field) => (field === 'uid' ? MSG.fineLinkInvalid : undefined),
    handle(params, request) {
      const deviceId = deviceIdOf(request);
      if (deviceId === undefined) return fail(BAD_REQUEST, MSG.deviceIdInvalid, 400);
      const rid = header(request, CLIENT_RID_HEADER);
      if (rid === undefined || !parseParams(ClientRid, rid).ok)
        return fail(BAD_REQUEST, MSG.clientRidMissing, 400);
      const retry = store.byRid(deviceId, rid);
      if (retry) return ok(answer(retry));
      const user = ctx.users.byDisplayUid(params.uid);
      if (!user) return fail(FINE_LINK_INVALID, MSG.fineLinkInvalid);
      if (fineUnderMaintenance(ctx.db, user.uid)) return fail(FINE_MAINTENANCE, MSG.fineMaintenance);
      const open = store.openFor(user);
      if (open?.status === 'paid') return fail(FINE_ALREADY_PAID, MSG.fineAlreadyPaid);
      if (open) return ok(answer(open));
      if (user.status !== ACCOUNT_STATUS.BANNED || !user.fine_cents)
        return fail(ACCOUNT_NOT_BANNED, MSG.accountNotBanned);
      if (Math.round(params.amount * 100) !== user.fine_cents)
        return fail(FINE_AMOUNT_CHANGED, MSG.fineAmountChanged);
      try {
        return ok(answer(store.create({ rid, deviceId, user, pageViewId: params.page_view_id ?? null })));
      } catch (e) {
        request.log.error({ err: e }, 'fine order not created');
        return fail(FINE_SUBMIT_FAILED, MSG.fineSubmitFailed);
      }
    },
  };
};
