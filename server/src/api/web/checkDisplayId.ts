import { ACCOUNT_STATUS, CheckDisplayIdParams, UserAccount } from '@topup/shared/contract';
import type { UserRow } from '../../db/users';
import type { ApiContext } from '../../context/context';
import { MSG } from '../../http/messages';
import type { ApiRoute } from '../../http/route';
import { lookUpAccount } from '../user/checkUid';

/**
 * The account's status as seen from the app `source` names. Status 5 is stored for accounts of the
 * sister app because it is relative to the main app, where pay calls come from (source 1); asked
 * from the account's own app such an account is normal, and any account asked from the other app
 * is a source mismatch.
 */
export function statusForSource(
  user: Pick<UserRow, 'status' | 'source'>,
  source: number,
): UserAccount['status'] {
  if (user.source !== source) return ACCOUNT_STATUS.SOURCE_MISMATCH;
  return user.status === ACCOUNT_STATUS.SOURCE_MISMATCH ? ACCOUNT_STATUS.NORMAL : user.status;
}

/**
 * spec 01 §7: GET /api/web/check_display_id/, the account behind the id the user typed, in the app
 * `source` names. Like check_uid it reports banned, deleted, deleting and guest accounts with their
 * status and flag, for the page to refuse (spec 01 §5), and the account's presence (spec 02 §3);
 * unknown ids are 20100, and accounts without web recharge 32120.
 */
export const checkDisplayIdRoute = (ctx: ApiContext): ApiRoute<typeof CheckDisplayIdParams, UserAccount> => ({
  methods: ['GET'],
  path: '/api/web/check_display_id/',
  params: CheckDisplayIdParams,
  data: UserAccount,
  // spec 02 §5: "user ID consists of digits only".
  invalidMessage: (field) => (field === 'display_id' ? MSG.uidDigitsOnly : undefined),
  handle: ({ display_id, source }) => lookUpAccount(ctx, display_id, (user) => statusForSource(user, source)),
});
