import { Type, type Static } from '@sinclair/typebox';
import { DigitString, Flag, Source } from './envelope';

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
export const CheckUidParams = Type.Object({ uid: DigitString });
export type CheckUidParams = Static<typeof CheckUidParams>;

/** User lookup result (spec 01 §3), plus the account status. */
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

/** Params of /api/web/check_user_status/: display ids as a list or one comma-separated string. */
export const CheckUserStatusParams = Type.Object({
  source: Source,
  uids: Type.Union([
    Type.Array(DigitString, { minItems: 1, maxItems: 100 }),
    Type.String({ pattern: '^[0-9]+(,[0-9]+){0,99}$' }),
  ]),
});
export type CheckUserStatusParams = Static<typeof CheckUserStatusParams>;

/** Unknown display ids come back with status 3 (nonexistent). */
export const UserStatusMap = Type.Object({
  user_map: Type.Record(Type.String(), Type.Object({ status: AccountStatus, is_guest: Flag })),
});
export type UserStatusMap = Static<typeof UserStatusMap>;
