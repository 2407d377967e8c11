import type { AppContext } from './appContext';

// spec 02 §4 "Tapping a user (in app)": what a tap on a user's avatar or name does, in five cases.

/** The user tapped, as the room or list knows them. */
export interface TappedUser {
  /** A streamer (anchor); a normal user otherwise. */
  isStreamer: boolean;
  /** Banned (status 2). Only a normal user's ban changes the tap. */
  banned: boolean;
  /** A streamer who hides their presence. */
  invisible: boolean;
  /** A streamer live now. */
  online: boolean;
}

export type TapAction =
  /** the sawa shell: its own native user page */
  | 'nativeUserPage'
  /** a banned normal user: the ban result */
  | 'banResult'
  /** the user dialog */
  | 'userDialog'
  /** an online streamer: their live room */
  | 'openLiveRoom'
  /** an online streamer seen from a streamer's own context: "living" (they are live), no room switch */
  | 'livingResult';

/** The page's side of the rule: which shell it runs in and where it was opened from. */
export interface TapContext {
  /** The sawa flavour of the app shell (its bundle id names it). */
  sawaShell: boolean;
  /** The page runs for a streamer (`is_anchor=1`). */
  anchorMode: boolean;
  /** The page was opened from a streamer's context (`from=anchor` or `from=live`). */
  fromStreamer: boolean;
}

export function tapContextOf(ctx: Pick<AppContext, 'bundleId' | 'isAnchor' | 'from'>): TapContext {
  return {
    sawaShell: /sawa/i.test(ctx.bundleId ?? ''),
    anchorMode: ctx.isAnchor,
    fromStreamer: ctx.from === 'anchor' || ctx.from === 'live',
  };
}

export function tapOnUser(user: TappedUser, ctx: TapContext): TapAction {
  if (ctx.sawaShell) return 'nativeUserPage';
  if (!user.isStreamer) return user.banned ? 'banResult' : 'userDialog';
  if (user.invisible || !user.online) return 'userDialog';
  return ctx.anchorMode || ctx.fromStreamer ? 'livingResult' : 'openLiveRoom';
}
