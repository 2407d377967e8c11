import { RechargeListParams, ChargeListInfo, type Flag } from '@topup/shared/contract';
import { WEB_RECHARGE_UNAVAILABLE } from '@topup/shared/contract/codes';
import { readTiers } from '../../db/tiers';
import { deviceIdOf } from '../../context/caller';
import type { ApiContext } from '../../context/context';
import { MSG } from '../../http/messages';
import { fail, ok, type ApiRoute } from '../../http/route';

const flag = (value: boolean): Flag => (value ? 1 : 0);

/**
 * spec 01 §3, §7: get_recharge_list_v3, the tiers with their payment groups.
 * - `uid` (display id, or internal uid) is the recipient. It is "new" when it has never been
 *   topped up, or is unknown (check_uid reports the mismatch; the list still loads).
 * - The device is the x-cli-id header. A device with a paid order or a recharge record is no longer new
 *   (`is_new_h5device` 0); a device without one, or a call without a device id, is new.
 * - `is_new` follows the recipient when one is given, else the device; new users get the
 *   recommended amounts (`extra_recommend` 1).
 * - `pay_group` is the recipient's experiment group (A when there is none).
 * - An account with web recharge unavailable answers 32120, as check_uid does.
 */
export const rechargeListRoute = (ctx: ApiContext): ApiRoute<typeof RechargeListParams, ChargeListInfo> => ({
  methods: ['GET', 'POST'],
  path: '/api/third_party_pay/get_recharge_list_v3/',
  params: RechargeListParams,
  data: ChargeListInfo,
  invalidMessage: (field) => (field === 'uid' ? MSG.uidDigitsOnly : undefined),
  handle({ uid }, request) {
    const user = uid === undefined ? undefined : ctx.users.byDisplayOrInternalUid(uid);
    if (user?.web_recharge_unavailable === 1)
      return fail(WEB_RECHARGE_UNAVAILABLE, MSG.webRechargeUnavailable);
    const isNewUid = uid !== undefined && (user === undefined || user.recharge_count === 0);
    const deviceId = deviceIdOf(request);
    const isNewDevice = deviceId === undefined || !ctx.payments.orders.deviceHasPaid(deviceId);
    const isNew = uid !== undefined ? isNewUid : isNewDevice;
    const { tiers, recommended } = readTiers(ctx.db);
    return ok({
      is_new: flag(isNew),
      is_new_uid: flag(isNewUid),
      is_new_h5device: flag(isNewDevice),
      pay_group: user?.pay_group ?? 'A',
      extra_recommend: flag(isNew),
      recommends: recommended,
      list: tiers,
    });
  },
});
