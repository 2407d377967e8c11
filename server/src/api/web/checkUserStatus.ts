import { ACCOUNT_STATUS, CheckUserStatusParams, UserStatusMap } from '@topup/shared/contract';
import type { ApiContext } from '../../context/context';
import { MSG } from '../../http/messages';
import { ok, type ApiRoute } from '../../http/route';

/**
 * spec 01 §7 (init batch): POST /api/web/check_user_status/ with `source` and `uids` (display
 * ids, as a list or one comma-separated string). An unknown id is reported as status 3
 * (nonexistent) rather than failing the call, so one stale id cannot hide the others.
 */
export const checkUserStatusRoute = (
  ctx: ApiContext,
): ApiRoute<typeof CheckUserStatusParams, UserStatusMap> => ({
  methods: ['GET', 'POST'],
  path: '/api/web/check_user_status/',
  params: CheckUserStatusParams,
  data: UserStatusMap,
  invalidMessage: (field) => (field === 'uids' ? MSG.uidDigitsOnly : undefined),
  handle({ uids }) {
    const ids = typeof uids === 'string' ? uids.split(',') : uids;
    const user_map: UserStatusMap['user_map'] = {};
    for (const id of new Set(ids)) {
      const user = ctx.users.byDisplayUid(id);
      user_map[id] = user
        ? { status: user.status, is_guest: user.is_guest }
        : { status: ACCOUNT_STATUS.NONEXISTENT, is_guest: 0 };
    }
    return ok({ user_map });
  },
});
