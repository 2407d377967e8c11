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
  /**
   * 1: the password is a phone account's (an account registered in the app with a phone number, signing in
   * with its phone login's password). Each kind of password signs in only with its own flag; a refusal's
   * text follows the flag (20125 with it, 20120 without), never the account. Absent is 0.
   */
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

// spec 02 §7: the social sign-ins. Device fields as the app's own calls send them; all optional, and the
// web page sends every one, empty where a browser has no value (README "Signing in").
const DeviceFields = {
  version_code: Type.Optional(Type.String({ maxLength: 32 })),
  device: Type.Optional(Type.String({ maxLength: 64 })),
  device_uuid: Type.Optional(Type.String({ maxLength: 64 })),
  sdcard_uuid: Type.Optional(Type.String({ maxLength: 64 })),
  uuid: Type.Optional(Type.String({ maxLength: 64 })),
  mac: Type.Optional(Type.String({ maxLength: 64 })),
  phone: Type.Optional(Type.String({ maxLength: 64 })),
};
const SocialToken = Type.String({ minLength: 1, maxLength: 4096 });
const SocialUserId = Type.String({ minLength: 1, maxLength: 128 });

/** Form body of POST /api/user/facebook_login/. */
export const FacebookLoginParams = Type.Object({
  user_id: SocialUserId,
  access_token: SocialToken,
  ...DeviceFields,
});
export type FacebookLoginParams = Static<typeof FacebookLoginParams>;

/** Form body of POST /api/user/google_login/: the ID token Google Identity Services hands the page. */
export const GoogleLoginParams = Type.Object({ id_token: SocialToken, ...DeviceFields });
export type GoogleLoginParams = Static<typeof GoogleLoginParams>;

/** Form body of POST /api/user_mode/get_login_key/ (the other variant of the Facebook sign-in). */
export const GetLoginKeyParams = Type.Object({
  login_type: Type.Literal('facebook'),
  user_id: SocialUserId,
  access_token: SocialToken,
  auto_create: Type.Optional(Flag),
  ...DeviceFields,
});
export type GetLoginKeyParams = Static<typeof GetLoginKeyParams>;

/** Answer of get_login_key: the session key sits inside user_info (spec 02 §7). */
export const LoginKeyAnswer = Type.Object({
  user_info: Type.Intersect([PayUserInfo, Type.Object({ session_key: Type.String({ minLength: 1 }) })]),
});
export type LoginKeyAnswer = Static<typeof LoginKeyAnswer>;

export type SocialProvider = 'facebook' | 'google';

/**
 * (ours) The sandbox identity provider's test identities: what its Facebook and Google SDK stand-ins hand
 * the page, and the only tokens the contract server accepts (README "Signing in"). `display_uid` null is
 * an identity no account is linked to (21266).
 */
export const SANDBOX_SOCIAL_IDENTITIES = [
  { provider: 'facebook', user_id: 'fb-1000100', token: 'fb-sandbox-token-1000100', display_uid: 1000100 },
  { provider: 'facebook', user_id: 'fb-new-user', token: 'fb-sandbox-token-new', display_uid: null },
  { provider: 'google', user_id: 'g-1000100', token: 'google-sandbox-token-1000100', display_uid: 1000100 },
  { provider: 'google', user_id: 'g-new-user', token: 'google-sandbox-token-new', display_uid: null },
] as const satisfies readonly {
  provider: SocialProvider;
  user_id: string;
  token: string;
  display_uid: number | null;
}[];

/** Where the contract server serves its stand-ins for the Facebook and Google SDKs (the default build's). */
export const SANDBOX_SOCIAL_SDK = {
  facebook: '/sandbox/social/facebook-sdk.js',
  google: '/sandbox/social/gsi-client.js',
} as const satisfies Record<SocialProvider, string>;
