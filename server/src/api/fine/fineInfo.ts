import { ACCOUNT_STATUS, FineInfoParams, FineInfo } from '@topup/shared/contract';
import { ACCOUNT_NOT_BANNED, USER_NOT_FOUND } from '@topup/shared/contract/codes';
import type { ApiContext } from '../../context/context';
import { MSG } from '../../http/messages';
import { fail, ok, type ApiRoute } from '../../http/route';
import { unixSeconds } from '../sys/time';
import { fineLiftSeconds, liftIfDue } from '../../fines/liftDelay';

/**
 * spec 02 §4, §7: GET /api/fine/get_fine_info/ by display id. Only a banned account has a fine;
 * a ban whose end date has passed no longer counts, so it answers "not banned" too. By design anyone may
 * ask, without a device or a login: the fine page looks up the id a visitor types (spec 02 §4), and the
 * answer is the ban and its fine, never an order.
 */
export const fineInfoRoute = (ctx: ApiContext): ApiRoute<typeof FineInfoParams, FineInfo> => {
  const delayS = fineLiftSeconds();
  return {
    methods: ['GET', 'POST'],
    path: '/api/fine/get_fine_info/',
    params: FineInfoParams,
    data: FineInfo,
    invalidMessage: (field) => (field === 'id' ? MSG.uidDigitsOnly : undefined),
    handle({ id }) {
      let user = ctx.users.byDisplayUid(id);
      if (!user) return fail(USER_NOT_FOUND, MSG.userNotFound);
      // spec 02 §4: a paid fine's ban lifts by itself after the delay; until then it is pending
      if (liftIfDue(ctx.payments, user.uid, ctx.now(), delayS)) user = ctx.users.byDisplayUid(id) ?? user;
      const pending = ctx.payments.orders.fineToLift(user.uid) !== undefined;
      const banEnded = user.ban_until !== null && user.ban_until <= unixSeconds();
      if (
        user.status !== ACCOUNT_STATUS.BANNED ||
        banEnded ||
        user.fine_cents === null ||
        user.fine_cents <= 0
      ) {
        return fail(ACCOUNT_NOT_BANNED, MSG.accountNotBanned);
      }
      return ok({
        id: user.display_uid,
        uid: user.uid,
        amount: user.fine_cents / 100,
        status: ACCOUNT_STATUS.BANNED,
        ban_until: user.ban_until,
        permanent: user.ban_until === null,
        ...(pending ? { payment: 'pending' as const } : {}),
      });
    },
  };
};
