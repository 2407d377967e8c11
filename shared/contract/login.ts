import { Type, type Static } from '@sinclair/typebox';
import { DigitString, Flag } from './envelope';
import { PayUserInfo } from './user';

// spec 02 §4, §5, §7: signing in. The spec names the calls and their params; the answers are ours
// ("account/password/ticket response shapes: not shown"): the session key and the user it belongs to.

/** Params of GET /api/web/ticket_login/: the ticket the app put in the page's URL. */
export const TicketLoginParams = Type.Object({ ticket: Type.String({ minLength: 1, maxLength: 128 }) });
export type TicketLoginParams = Static<typeof TicketLoginParams>;

/** (ours) How long a ticket the app hands over signs in. */
export const LOGIN_TICKET_TTL_S = 24 * 60 * 60;

/** Params of GET /api/user/account_login/. */
export const AccountLoginParams = Type.Object({
  /** The account id the user typed (the id users see). */
  display_uid: DigitString,
  password: Type.String({ minLength: 1, maxLength: 128 }),
  /** The device id (x-cli-id) of the page. */
  device: Type.Optional(Type.String({ maxLength: 64 })),
  /** The page's device token. */
  uuid: Type.Optional(Type.String({ maxLength: 64 })),
  /** 1 when the account signs in with a phone number's password (its wrong password has its own text). */
  pass_phone_login: Type.Optional(Flag),
});
export type AccountLoginParams = Static<typeof AccountLoginParams>;

/** What every login call answers on success. */
export const LoginAnswer = Type.Object({
  session_key: Type.String({ minLength: 1, maxLength: 256 }),
  user_info: PayUserInfo,
});
export type LoginAnswer = Static<typeof LoginAnswer>;

/** `data` of LOGIN_LOCKED: seconds until the account may try a password again. */
export const LoginLockedData = Type.Object({ retry_after_s: Type.Integer({ minimum: 1 }) });
export type LoginLockedData = Static<typeof LoginLockedData>;

/** (ours) Wrong passwords an account may have within LOGIN_FAILURE_WINDOW_S before it is locked. */
export const LOGIN_MAX_FAILURES = 5;
/** (ours) The window the wrong passwords are counted in, and how long the lock lasts. */
export const LOGIN_FAILURE_WINDOW_S = 15 * 60;
