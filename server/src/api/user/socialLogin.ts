import {
  FacebookLoginParams,
  GetLoginKeyParams,
  GoogleLoginParams,
  SANDBOX_SOCIAL_IDENTITIES,
  LoginAnswer,
  LoginKeyAnswer,
  type SocialProvider,
} from '@topup/shared/contract';
import { SOCIAL_ACCOUNT_NOT_FOUND, SOCIAL_TOKEN_INVALID } from '@topup/shared/contract/codes';
import type { ApiContext } from '../../context/context';
import { MSG } from '../../http/messages';
import { fail, ok, type Outcome, type ApiRoute } from '../../http/route';

// spec 02 §4, §7, §8: signing in with Facebook or Google. The contract server has no way to ask Facebook or
// Google whether a token is theirs (it runs offline), so it is its own sandbox identity provider: it accepts
// exactly the test tokens of SANDBOX_SOCIAL_IDENTITIES, which its SDK stand-ins (sandbox/social) hand out.
// A deployment in front of the real API verifies tokens there; the page's code is the same.

type Found = { kind: 'user'; uid: number } | { kind: 'no-account' } | { kind: 'invalid' };

/** The account a provider's token signs in to. A token is valid only for the user id it was issued to. */
export function identityOf(ctx: ApiContext, provider: SocialProvider, token: string, userId?: string): Found {
  const identity = SANDBOX_SOCIAL_IDENTITIES.find(
    (i) => i.provider === provider && i.token === token && (userId === undefined || i.user_id === userId),
  );
  if (!identity) return { kind: 'invalid' };
  if (identity.display_uid === null) return { kind: 'no-account' };
  const user = ctx.users.byDisplayUid(String(identity.display_uid));
  return user ? { kind: 'user', uid: user.uid } : { kind: 'no-account' };
}

/** The session the identity opens, or the refusal to answer. */
function signIn(ctx: ApiContext, found: Found): LoginAnswer | Outcome<never> {
  if (found.kind === 'invalid') return fail(SOCIAL_TOKEN_INVALID, MSG.socialTokenInvalid);
  const user = found.kind === 'user' ? ctx.users.byUid(found.uid) : undefined;
  if (!user) return fail(SOCIAL_ACCOUNT_NOT_FOUND, MSG.socialAccountNotFound);
  const { uid, display_uid, nickname, icon } = user;
  return { session_key: ctx.sessions.create(uid), user_info: { uid, display_uid, nickname, icon } };
}

const answer = (a: LoginAnswer | Outcome<never>): Outcome<LoginAnswer> => ('result' in a ? a : ok(a));

/** POST /api/user/facebook_login/ (form): user_id and access_token, plus the device fields. */
export const facebookLoginRoute = (ctx: ApiContext): ApiRoute<typeof FacebookLoginParams, LoginAnswer> => ({
  methods: ['POST'],
  path: '/api/user/facebook_login/',
  params: FacebookLoginParams,
  data: LoginAnswer,
  handle: ({ user_id, access_token }) =>
    answer(signIn(ctx, identityOf(ctx, 'facebook', access_token, user_id))),
});

/** POST /api/user/google_login/ (form): the ID token of Google Identity Services. */
export const googleLoginRoute = (ctx: ApiContext): ApiRoute<typeof GoogleLoginParams, LoginAnswer> => ({
  methods: ['POST'],
  path: '/api/user/google_login/',
  params: GoogleLoginParams,
  data: LoginAnswer,
  handle: ({ id_token }) => answer(signIn(ctx, identityOf(ctx, 'google', id_token))),
});

/**
 * POST /api/user_mode/get_login_key/ (form): the other variant of the Facebook sign-in, answering the
 * session key inside user_info. auto_create is accepted, but the sandbox creates no account: registering
 * happens in the app, so an unlinked identity is 21266 either way (README "Signing in").
 */
export const getLoginKeyRoute = (ctx: ApiContext): ApiRoute<typeof GetLoginKeyParams, LoginKeyAnswer> => ({
  methods: ['POST'],
  path: '/api/user_mode/get_login_key/',
  params: GetLoginKeyParams,
  data: LoginKeyAnswer,
  handle({ user_id, access_token }) {
    const a = signIn(ctx, identityOf(ctx, 'facebook', access_token, user_id));
    if ('result' in a) return a;
    return ok({ user_info: { ...a.user_info, session_key: a.session_key } });
  },
});
