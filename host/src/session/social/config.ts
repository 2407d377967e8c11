import { SANDBOX_SOCIAL_SDK } from '@topup/shared/contract/login';

// Where the Facebook and Google SDKs come from, and this site's ids with them: build configuration, like the
// card providers (webpack's DefinePlugin). Unset, the build uses the contract server's stand-ins for both, so
// the sandbox signs in offline with its test tokens (README "Signing in"). Live:
//   TOPUP_FACEBOOK_SDK_URL  e.g. https://connect.facebook.net/ar_AR/sdk.js   TOPUP_FACEBOOK_APP_ID
//   TOPUP_GOOGLE_GSI_URL    e.g. https://accounts.google.com/gsi/client      TOPUP_GOOGLE_CLIENT_ID
// and the server's Content-Security-Policy must allow their hosts (TOPUP_CSP_PROVIDERS=facebook,google).

export interface SocialConfig {
  facebook: { sdkUrl: string; appId: string };
  google: { sdkUrl: string; clientId: string };
}

export const socialConfig: SocialConfig = {
  facebook: {
    sdkUrl: process.env.TOPUP_FACEBOOK_SDK_URL || SANDBOX_SOCIAL_SDK.facebook,
    appId: process.env.TOPUP_FACEBOOK_APP_ID || 'sandbox',
  },
  google: {
    sdkUrl: process.env.TOPUP_GOOGLE_GSI_URL || SANDBOX_SOCIAL_SDK.google,
    clientId: process.env.TOPUP_GOOGLE_CLIENT_ID || 'sandbox',
  },
};
