import { PayUserInfoParams, PayUserInfo } from '@topup/shared/contract';
import { loginRequired, resolveCaller } from '../../context/caller';
import type { ApiContext } from '../../context/context';
import { ok, type ApiRoute } from '../../http/route';

/**
 * spec 02 §7: GET /api/coin/get_pay_user_info/, the logged-in user. The key comes as
 * `session_key` or in the x-session-key header; none, or one the server does not know, is -10000.
 */
export const payUserInfoRoute = (ctx: ApiContext): ApiRoute<typeof PayUserInfoParams, PayUserInfo> => ({
  methods: ['GET'],
  path: '/api/coin/get_pay_user_info/',
  params: PayUserInfoParams,
  data: PayUserInfo,
  handle(params, request) {
    const caller = resolveCaller(ctx, request, params);
    if (caller.state !== 'user') return loginRequired();
    const { uid, display_uid, nickname, icon } = caller.user;
    return ok({ uid, display_uid, nickname, icon });
  },
});
