import { SANDBOX_SOCIAL_IDENTITIES, type SocialProvider } from '@topup/shared/contract';
import { CHOOSER_SOURCE } from './chooser';

// Stand-ins for the Facebook JavaScript SDK (window.FB: init, login, getLoginStatus) and Google Identity
// Services (google.accounts.id: initialize, prompt), with the same calls and answers the page uses, so the
// page's sign-in code is the one that runs against the real SDKs. They hand out the sandbox identity
// provider's test tokens (shared/contract SANDBOX_SOCIAL_IDENTITIES), the only ones the server accepts.

const label = (displayUid: number | null): string =>
  displayUid === null ? 'حساب غير مرتبط بأي حساب في التطبيق' : `حساب التجربة (${displayUid})`;

const identitiesOf = (provider: SocialProvider): string =>
  JSON.stringify(
    SANDBOX_SOCIAL_IDENTITIES.filter((i) => i.provider === provider).map((i) => ({
      label: label(i.display_uid),
      user_id: i.user_id,
      token: i.token,
    })),
  );

export const facebookSdkScript = (): string => `(function () {
'use strict';
${CHOOSER_SOURCE}
var identities = ${identitiesOf('facebook')};
var appId = null;
window.FB = {
  init: function (options) { appId = options && options.appId; },
  getLoginStatus: function (callback) { callback({ status: 'unknown', authResponse: null }); },
  login: function (callback) {
    choose('فيسبوك (تجريبي)', identities, function (identity) {
      callback(identity
        ? { status: 'connected', authResponse: { accessToken: identity.token, userID: identity.user_id, expiresIn: 3600 } }
        : { status: 'unknown', authResponse: null });
    });
  }
};
if (typeof window.fbAsyncInit === 'function') window.fbAsyncInit();
})();
`;

export const googleSdkScript = (): string => `(function () {
'use strict';
${CHOOSER_SOURCE}
var identities = ${identitiesOf('google')};
var config = null;
function moment(type, reason) {
  return {
    getMomentType: function () { return type; },
    isDisplayMoment: function () { return type === 'display'; },
    isDisplayed: function () { return type === 'display'; },
    isNotDisplayed: function () { return false; },
    getNotDisplayedReason: function () { return undefined; },
    isSkippedMoment: function () { return type === 'skipped'; },
    getSkippedReason: function () { return type === 'skipped' ? reason : undefined; },
    isDismissedMoment: function () { return type === 'dismissed'; },
    getDismissedReason: function () { return type === 'dismissed' ? reason : undefined; }
  };
}
window.google = window.google || {};
window.google.accounts = window.google.accounts || {};
window.google.accounts.id = {
  initialize: function (options) { config = options; },
  cancel: function () {},
  disableAutoSelect: function () {},
  prompt: function (listener) {
    var notify = typeof listener === 'function' ? listener : function () {};
    notify(moment('display'));
    choose('Google (تجريبي)', identities, function (identity) {
      if (identity && config && typeof config.callback === 'function') {
        config.callback({ credential: identity.token, select_by: 'user', clientId: config.client_id });
        notify(moment('dismissed', 'credential_returned'));
      } else {
        notify(moment('skipped', 'user_cancel'));
      }
    });
  }
};
})();
`;
