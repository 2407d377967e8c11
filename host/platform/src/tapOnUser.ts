import { tapContextOf, tapOnUser, type TapAction, type TappedUser } from '@topup/shared/domain/tapOnUser';
import type { AppContext } from '@topup/shared/domain/appContext';
import { appContext } from './context';

/**
 * spec 02 §4: what a tap on this user does on this page (the shell it runs in, is_anchor, from). The one
 * function every page asks; the rule itself is shared/domain/tapOnUser.ts.
 */
export function userTapAction(user: TappedUser, context: AppContext = appContext): TapAction {
  return tapOnUser(user, tapContextOf(context));
}
