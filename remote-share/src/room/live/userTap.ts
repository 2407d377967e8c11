import { appContextQuery } from '@topup/shared/domain/appContext';
import type { SeatUser } from '@topup/shared/domain/room/seatUser';
import type { TapAction } from '@topup/shared/domain/tapOnUser';

// What the share page does with the tap rule's answer (spec 02 §4) for a user on a seat:
//   nativeUserPage  the app's own user page, through the wrapper's router; with no bridge to ask (a sawa
//                   bundle id in a plain browser), the web's user dialog instead
//   banResult       the ban result (a dialog)
//   userDialog      the user dialog
//   livingResult    "living": the streamer is live, and the page does not switch rooms (a dialog)
//   openLiveRoom    in the app, its router opens the streamer's room; in a browser the web's view of a live
//                   room, the share page of that room. A streamer whose room is not named, or whose room is
//                   the one the page shows, has nowhere else to go: the user dialog (which says they are live)

export type UserDialogKind = 'user' | 'banned' | 'living';

export type UserTapOutcome =
  { kind: 'routed' } | { kind: 'dialog'; dialog: UserDialogKind } | { kind: 'room'; roomId: string };

export interface UserTapDeps {
  /** The wrapper's router (bridge.route): false when there is no bridge to ask. */
  route(target: { uid: string } | { room_id: string }): boolean;
  /** The room the page shows. */
  shownRoomId: string;
}

export function userTapOutcome(action: TapAction, user: SeatUser, deps: UserTapDeps): UserTapOutcome {
  const dialog = (d: UserDialogKind): UserTapOutcome => ({ kind: 'dialog', dialog: d });
  switch (action) {
    case 'nativeUserPage':
      return deps.route({ uid: String(user.uid) }) ? { kind: 'routed' } : dialog('user');
    case 'banResult':
      return dialog('banned');
    case 'livingResult':
      return dialog('living');
    case 'openLiveRoom':
      if (user.roomId === null) return dialog('user');
      if (deps.route({ room_id: user.roomId })) return { kind: 'routed' };
      return user.roomId === deps.shownRoomId ? dialog('user') : { kind: 'room', roomId: user.roomId };
    default:
      return dialog('user');
  }
}

/** The share page of another room: the page's app parameters kept (the rest of its query is this room's). */
export function roomSearch(search: string, roomId: string): string {
  const params = new URLSearchParams(appContextQuery(search));
  params.set('room_id', roomId);
  return `?${params.toString()}`;
}

/** A streamer live now (and not hiding it): what the user dialog may say. */
export const isLiveNow = (user: SeatUser): boolean => user.isStreamer && user.online && !user.invisible;
