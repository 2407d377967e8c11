import type { LoginAnswer, SocialProvider } from '@topup/shared/contract/login';
import { CLIENT_LOGIN_FAILED } from '@topup/shared/contract/codes';
import { API } from '@topup/shared/contract/paths';
import type { AppContext } from '@topup/shared/domain/appContext';
import { appContext } from '@topup/platform';
import { signIn, type LoginDeps, type LoginOutcome } from '../signIn';
import { socialConfig, type SocialConfig } from './config';
import { socialDeviceFields } from './deviceFields';
import { facebookCredential, googleCredential, SocialSdkUnavailable, type Load } from './sdks';

// spec 02 §4, §5, §7, §8: Facebook (user id and access token, POST facebook_login as a form) and Google
// (ID token, POST google_login as a form), each with the device fields (deviceFields.ts). Loaded with the
// login page's social chunk, when a button is pressed. The spec's other variant of the Facebook sign-in,
// get_login_key, is not this site's (README "Signing in").

export type SocialOutcome =
  | LoginOutcome
  /** no token: the user closed the provider's window ("user canceled"), reported with reason sso */
  | { kind: 'canceled' }
  /** the provider's SDK could not be loaded */
  | { kind: 'unavailable' };

const PATHS = { facebook: API.facebookLogin.path, google: API.googleLogin.path } as const;

export interface SocialEnv {
  config?: SocialConfig;
  win?: Parameters<typeof facebookCredential>[1];
  load?: Load;
  /** The page's app context (its version code); the one read at start by default. */
  app?: Pick<AppContext, 'versionCode'>;
}

async function credentialOf(provider: SocialProvider, env: SocialEnv) {
  const config = env.config ?? socialConfig();
  return provider === 'facebook'
    ? facebookCredential(config.facebook, env.win, env.load)
    : googleCredential(config.google, env.win, env.load);
}

export async function socialLogin(
  deps: LoginDeps,
  provider: SocialProvider,
  env: SocialEnv = {},
): Promise<SocialOutcome> {
  const path = PATHS[provider];
  let credential: Awaited<ReturnType<typeof credentialOf>>;
  try {
    credential = await credentialOf(provider, env);
  } catch (e) {
    if (e instanceof SocialSdkUnavailable) return { kind: 'unavailable' };
    const message = e instanceof Error ? e.message : String(e);
    deps.api.report(path, { provider }, { result: CLIENT_LOGIN_FAILED, message, data: undefined });
    return { kind: 'failed', result: CLIENT_LOGIN_FAILED, message: '' };
  }
  if (!credential) {
    deps.api.report(
      path,
      { provider, reason: 'sso' },
      { result: CLIENT_LOGIN_FAILED, message: 'sso', data: undefined },
    );
    return { kind: 'canceled' };
  }
  const deviceFields = socialDeviceFields(env.app ?? appContext, {
    deviceId: deps.device.deviceId(),
    deviceToken: deps.device.deviceToken(),
  });
  const params =
    'idToken' in credential
      ? { id_token: credential.idToken, ...deviceFields }
      : { user_id: credential.userId, access_token: credential.accessToken, ...deviceFields };
  return signIn(deps, { loginType: provider, path, reported: { provider } }, () =>
    deps.api.postForm<LoginAnswer>(path, params),
  );
}
