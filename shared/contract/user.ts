import { Type, type Static } from '@sinclair/typebox';
import { DigitString, DisplayIdParam, Flag, SessionKey, Source } from './envelope';

/** Account status codes (spec 01 §3). */
export const ACCOUNT_STATUS = {
  NORMAL: 0,
  DELETED: 1,
  BANNED: 2,
  NONEXISTENT: 3,
  DELETING: 4,
  SOURCE_MISMATCH: 5,
} as const;
export const AccountStatus = Type.Union([
  Type.Literal(0),
  Type.Literal(1),
  Type.Literal(2),
  Type.Literal(3),
  Type.Literal(4),
  Type.Literal(5),
]);
export type AccountStatus = Static<typeof AccountStatus>;

/** Params of /api/user/check_uid/: `uid` is the display id the user typed. */
export const CheckUidParams = Type.Object({ uid: DisplayIdParam });
export type CheckUidParams = Static<typeof CheckUidParams>;

/** User lookup result (spec 01 §3), plus the account status (the top-up's part of UserAccount below). */
export const UserLookup = Type.Object({
  /** Internal id, used by pay calls. */
  uid: Type.Integer(),
  /** The id users see and type. */
  display_uid: Type.Integer(),
  nickname: Type.String(),
  icon: Type.String(),
  is_guest: Flag,
  source: Source,
  status: AccountStatus,
});
export type UserLookup = Static<typeof UserLookup>;

/**
 * spec 02 §3 user/account: whether the account is a streamer, hides its presence, is live now, and in
 * which room — what a tap on a user decides by (spec 02 §4, shared/domain/tapOnUser.ts).
 */
export const UserPresence = Type.Object({
  is_streamer: Flag,
  /** A streamer who hides their presence. */
  is_invisibility: Flag,
  /** (ours) 0 for a streamer who hides their presence, whatever they are doing: the lookups need no session. */
  is_online: Flag,
  /** The live room an online streamer is in; (ours) 0 when none, or hidden as is_online is. */
  room_id: Type.Integer({ minimum: 0 }),
});
export type UserPresence = Static<typeof UserPresence>;

/**
 * What the id lookups (check_uid, check_display_id) answer: the lookup and the presence. UserLookup is
 * the part the top-up reads; the tap on a user reads the rest.
 */
export const UserAccount = Type.Composite([UserLookup, UserPresence]);
export type UserAccount = Static<typeof UserAccount>;

/** Params of /api/web/check_user_status/: display ids as a list or one comma-separated string. */
export const CheckUserStatusParams = Type.Object({
  source: Source,
  uids: Type.Union([
    Type.Array(DigitString, { minItems: 1, maxItems: 100 }),
    // 100 ids of at most 20 digits, with their commas
    Type.String({ pattern: '^[0-9]+(,[0-9]+){0,99}$', maxLength: 2099 }),
  ]),
});
export type CheckUserStatusParams = Static<typeof CheckUserStatusParams>;

/** Unknown display ids come back with status 3 (nonexistent). */
export const UserStatusMap = Type.Object({
  user_map: Type.Record(Type.String(), Type.Object({ status: AccountStatus, is_guest: Flag })),
});
export type UserStatusMap = Static<typeof UserStatusMap>;

/**
 * Params of /api/web/check_display_id/ (spec 01 §7): the display id the user typed and the app it
 * is searched in. The answer is a UserLookup; an account of the other app has status 5.
 */
export const CheckDisplayIdParams = Type.Object({ display_id: DigitString, source: Source });
export type CheckDisplayIdParams = Static<typeof CheckDisplayIdParams>;

/** Params of /api/coin/get_pay_user_info/ (spec 02 §7); the x-session-key header may carry the key instead. */
export const PayUserInfoParams = Type.Object({ session_key: Type.Optional(SessionKey) });
export type PayUserInfoParams = Static<typeof PayUserInfoParams>;

/** The logged-in user (spec 02 §3: login user). */
export const PayUserInfo = Type.Object({
  /** Internal id, used by pay calls. */
  uid: Type.Integer(),
  display_uid: Type.Integer(),
  nickname: Type.String(),
  icon: Type.String(),
});
export type PayUserInfo = Static<typeof PayUserInfo>;
