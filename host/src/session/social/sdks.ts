import { loadScript } from '@topup/shared/web/loadScript';

// The two sign-in SDKs, loaded from their own hosts only when their button is pressed, and asked for a
// credential with the calls their documentation gives: FB.login (Facebook JavaScript SDK) and
// google.accounts.id.initialize + prompt (Google Identity Services). Null: the user closed or cancelled.

/** The SDK could not be loaded (offline, blocked, or its host refused): the button says so. */
export class SocialSdkUnavailable extends Error {
  override name = 'SocialSdkUnavailable';
}

interface FbAuthResponse {
  accessToken?: string;
  userID?: string;
}
interface FacebookSdk {
  init(options: { appId: string; version: string; cookie: boolean; xfbml: boolean }): void;
  login(
    callback: (r: { status: string; authResponse?: FbAuthResponse | null }) => void,
    options?: { scope: string },
  ): void;
}
interface PromptMoment {
  isNotDisplayed?(): boolean;
  isSkippedMoment?(): boolean;
  isDismissedMoment?(): boolean;
  getDismissedReason?(): string | undefined;
}
interface GoogleIdSdk {
  initialize(options: {
    client_id: string;
    callback: (r: { credential?: string }) => void;
    cancel_on_tap_outside: boolean;
    use_fedcm_for_prompt: boolean;
  }): void;
  prompt(listener?: (m: PromptMoment) => void): void;
}
interface SdkWindow {
  FB?: FacebookSdk;
  google?: { accounts?: { id?: GoogleIdSdk } };
}

export type Load = typeof loadScript;
/** A stalled SDK download gives up after this long, so the other methods are offered instead of a spinner. */
export const SDK_TIMEOUT_MS = 15_000;

async function loaded<T>(load: Load, url: string, find: () => T | undefined): Promise<T> {
  try {
    await load(url, { isLoaded: () => find() !== undefined, timeoutMs: SDK_TIMEOUT_MS });
  } catch {
    throw new SocialSdkUnavailable(url);
  }
  const sdk = find();
  if (!sdk) throw new SocialSdkUnavailable(url);
  return sdk;
}

export async function facebookCredential(
  config: { sdkUrl: string; appId: string },
  win: SdkWindow = window as SdkWindow,
  load: Load = loadScript,
): Promise<{ userId: string; accessToken: string } | null> {
  const FB = await loaded(load, config.sdkUrl, () => win.FB);
  FB.init({ appId: config.appId, version: 'v19.0', cookie: false, xfbml: false });
  return new Promise((resolve) => {
    FB.login(
      ({ authResponse }) => {
        // spec 02 §5: both the access token and the user id, else the user cancelled
        const accessToken = authResponse?.accessToken;
        const userId = authResponse?.userID;
        resolve(accessToken && userId ? { accessToken, userId } : null);
      },
      { scope: 'public_profile' },
    );
  });
}

export async function googleCredential(
  config: { sdkUrl: string; clientId: string },
  win: SdkWindow = window as SdkWindow,
  load: Load = loadScript,
): Promise<{ idToken: string } | null> {
  const id = await loaded(load, config.sdkUrl, () => win.google?.accounts?.id);
  return new Promise((resolve) => {
    let settled = false;
    const settle = (v: { idToken: string } | null) => {
      if (settled) return;
      settled = true;
      resolve(v);
    };
    id.initialize({
      client_id: config.clientId,
      callback: (r) => settle(r.credential ? { idToken: r.credential } : null),
      cancel_on_tap_outside: true,
      use_fedcm_for_prompt: true,
    });
    id.prompt((m) => {
      const closed =
        m.isNotDisplayed?.() === true ||
        m.isSkippedMoment?.() === true ||
        (m.isDismissedMoment?.() === true && m.getDismissedReason?.() !== 'credential_returned');
      if (closed) settle(null);
    });
  });
}
