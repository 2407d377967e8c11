import { ACCOUNT_STATUS } from '@topup/shared/contract';
import {
  ACCOUNT_BANNED,
  ACCOUNT_DELETED,
  ACCOUNT_DELETING,
  ACCOUNT_OTHER_APP,
  GUEST_NOT_RECHARGEABLE,
  WEB_RECHARGE_UNAVAILABLE,
} from '@topup/shared/contract/codes';
import type { UserRow } from '../db/users';
import { MSG } from '../http/messages';
import { fail, type Outcome } from '../http/route';

/**
 * Why an account cannot be topped up on the web, or undefined when it can. Lookups (check_uid,
 * check_display_id) report status and flags and let the page refuse (spec 01 §5); calls that act
 * for a recipient (sending a code, and the orders later) refuse here with the spec's codes.
 */
export function recipientRefusal(user: UserRow): Outcome<never> | undefined {
  if (user.web_recharge_unavailable === 1) return fail(WEB_RECHARGE_UNAVAILABLE, MSG.webRechargeUnavailable);
  switch (user.status) {
    case ACCOUNT_STATUS.BANNED:
      return fail(ACCOUNT_BANNED, MSG.accountBanned);
    case ACCOUNT_STATUS.DELETED:
      return fail(ACCOUNT_DELETED, MSG.accountDeleted);
    case ACCOUNT_STATUS.DELETING:
      return fail(ACCOUNT_DELETING, MSG.accountDeleting);
    case ACCOUNT_STATUS.SOURCE_MISMATCH:
      return fail(ACCOUNT_OTHER_APP, MSG.accountOtherApp);
  }
  if (user.is_guest === 1) return fail(GUEST_NOT_RECHARGEABLE, MSG.guestNotRechargeable);
  return undefined;
}
