import { appContext, bridge } from '@topup/platform';
import type { SeatUser } from '@topup/shared/domain/room/seatUser';
import { tapContextOf, tapOnUser } from '@topup/shared/domain/tapOnUser';
import { roomSearch, userTapOutcome, type UserTapOutcome } from './userTap';

// The tap on a seat's user, decided (spec 02 §4): the rule in the page's context and what the share page
// does with its answer. Loaded with the first tap (useUserTap.ts): the page's first render needs none of it.

export function outcomeOfTap(user: SeatUser, shownRoomId: string): UserTapOutcome {
  return userTapOutcome(tapOnUser(user, tapContextOf(appContext)), user, {
    route: (target) => bridge.route(target),
    shownRoomId,
  });
}

export { roomSearch };
