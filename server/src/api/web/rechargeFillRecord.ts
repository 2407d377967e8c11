import {
  RECHARGE_RECORDS_MAX_PAGE,
  RechargeFillRecordParams,
  RechargeFillRecordList,
} from '@topup/shared/contract';
import { rechargeRecordStore } from '../../db/rechargeRecords';
import { loginRequired, resolveCaller } from '../../context/caller';
import type { ApiContext } from '../../context/context';
import { ok, type ApiRoute } from '../../http/route';

/**
 * spec 01 §6, §7: GET /api/web/recharge_fill_record/, the logged-in user's recharge target
 * records, latest top-up first, each with the recipient's current name, avatar and status
 * (status2). The page puts the user's own record first and removes duplicates (spec 01 §3).
 * `h5_deviceid` is required as the spec sends it, but the list is the account's, from any device.
 */
export const rechargeFillRecordRoute = (
  ctx: ApiContext,
): ApiRoute<typeof RechargeFillRecordParams, RechargeFillRecordList> => {
  const records = rechargeRecordStore(ctx.db);
  return {
    methods: ['GET'],
    path: '/api/web/recharge_fill_record/',
    params: RechargeFillRecordParams,
    data: RechargeFillRecordList,
    handle(params, request) {
      const caller = resolveCaller(ctx, request, params);
      if (caller.state !== 'user') return loginRequired();
      const { offset = 0, limit = RECHARGE_RECORDS_MAX_PAGE } = params;
      return ok({ list: records.list(caller.user.uid, offset, limit) });
    },
  };
};
