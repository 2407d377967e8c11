import { CheckUidParams, UserAccount } from '@topup/shared/contract';
import { USER_NOT_FOUND, WEB_RECHARGE_UNAVAILABLE } from '@topup/shared/contract/codes';
import type { UserRow } from '../../db/users';
import type { ApiContext } from '../../context/context';
import { MSG } from '../../http/messages';
import { fail, ok, type ApiRoute, type Outcome } from '../../http/route';
import { presenceOf } from './presence';

/**
 * The account behind a display id as the id lookups answer it (check_uid, check_display_id): 20100 when
 * there is none, 32120 when it cannot be recharged on the web, else its card with the status that
 * `statusOf` gives (its own unless the caller's source changes it), and its presence (spec 02 §3).
 */
export function lookUpAccount(
  ctx: ApiContext,
  displayUid: string,
  statusOf: (user: UserRow) => UserAccount['status'] = (user) => user.status,
): Outcome<UserAccount> {
  const user = ctx.users.byDisplayUid(displayUid);
  if (!user) return fail(USER_NOT_FOUND, MSG.userNotFound);
  if (user.web_recharge_unavailable === 1) return fail(WEB_RECHARGE_UNAVAILABLE, MSG.webRechargeUnavailable);
  return ok({
    uid: user.uid,
    display_uid: user.display_uid,
    nickname: user.nickname,
    icon: user.icon,
    is_guest: user.is_guest,
    source: user.source,
    status: statusOf(user),
    ...presenceOf(user),
  });
}

/**
 * spec 01 §7: check_uid, the account lookup behind the id search (POST in batches, GET for
 * recent targets). Banned, deleted and guest accounts are found, with their status and guest
 * flag, because the page decides what to refuse (spec 01 §5); only 32120 is refused here.
 */
export const checkUidRoute = (ctx: ApiContext): ApiRoute<typeof CheckUidParams, UserAccount> => ({
  methods: ['GET', 'POST'],
  path: '/api/user/check_uid/',
  params: CheckUidParams,
  data: UserAccount,
  // spec 02 §5: "user ID consists of digits only".
  invalidMessage: (field) => (field === 'uid' ? MSG.uidDigitsOnly : undefined),
  handle: ({ uid }) => lookUpAccount(ctx, uid),
});
