import { API } from '@topup/shared/contract/paths';
import * as C from '@topup/shared/contract/codes';
import { MSG } from '../../http/messages';
import { GENERIC, i18n, joined, server, shows, silent } from '../texts';
import { code, spec, type OperationDoc } from './types';

// Whom to pay (spec 01 §5, §6, §7): the account lookups, the verification code, the recharge records; and
// signing in (spec 02 §4, §7). The texts are the pages' (remote-pay's recipient and verification, the host's
// login page): a refusal of the lookup is said with pay:refusal.*, a failed call with its section's text.

const PAY = '/pay';
const LOGIN = '/login';
const verifyTooMany = shows(PAY, i18n('pay', 'verify.tooMany'));
const sendRefusal = (n: number, message: string) => code(n, shows(PAY, server(message)));
const recentFailed = (text: ReturnType<typeof server>) => [
  shows(PAY, i18n('pay', 'search.recentFailed')),
  shows('/recharge-list', joined(i18n('pay', 'search.recentFailed'), text)),
];
const socialCodes = [
  code(C.SOCIAL_TOKEN_INVALID, shows(LOGIN, server(MSG.socialTokenInvalid))),
  code(C.SOCIAL_ACCOUNT_NOT_FOUND, shows(LOGIN, i18n('login', 'login.socialNotFound'))),
];

export const ACCOUNT_OPERATIONS: Readonly<Record<string, OperationDoc>> = {
  [API.checkUid.path]: {
    summary:
      'The account behind a display id, with its status, guest flag and presence (the page decides refusals)',
    origin: spec('spec 01 §7'),
    codes: [
      code(C.USER_NOT_FOUND, shows(PAY, i18n('pay', 'refusal.notFound'))),
      code(C.WEB_RECHARGE_UNAVAILABLE, shows(PAY, i18n('pay', 'refusal.webUnavailable'))),
    ],
    transport: [shows(PAY, joined(i18n('pay', 'recipient.failed'), GENERIC))],
  },
  [API.checkDisplayId.path]: {
    summary: 'The account behind the id the user typed, in the app `source` names',
    origin: spec('spec 01 §7'),
    codes: [
      code(
        C.USER_NOT_FOUND,
        shows(PAY, i18n('pay', 'refusal.notFound')),
        shows('/recharge-list', i18n('pay', 'refusal.notFound')),
      ),
      code(
        C.WEB_RECHARGE_UNAVAILABLE,
        shows(PAY, i18n('pay', 'refusal.webUnavailable')),
        shows('/recharge-list', i18n('pay', 'refusal.webUnavailable')),
      ),
    ],
    transport: [shows(PAY, GENERIC), shows('/recharge-list', GENERIC)],
  },
  [API.checkUserStatus.path]: {
    summary: 'The status of several accounts (unknown ids as status 3)',
    origin: spec('spec 01 §7'),
    codes: [],
    transport: [shows(PAY, i18n('pay', 'search.statusFailed'))],
  },
  [API.rechargeList.path]: {
    summary: 'The tiers with their payment groups, and whether the recipient and device are new',
    origin: spec('spec 01 §7'),
    headers: { device: 'optional' },
    codes: [
      code(
        C.WEB_RECHARGE_UNAVAILABLE,
        shows(PAY, joined(i18n('pay', 'tiers.failed'), server(MSG.webRechargeUnavailable))),
      ),
    ],
    transport: [shows(PAY, joined(i18n('pay', 'tiers.failed'), GENERIC))],
  },
  [API.sendVerifyCode.path]: {
    summary: "Sends a 4-digit code to the account's in-app inbox, for this device (at most once a minute)",
    origin: spec('spec 01 §7'),
    headers: { device: 'required' },
    codes: [
      sendRefusal(C.USER_NOT_FOUND, MSG.userNotFound),
      code(C.WEB_RECHARGE_UNAVAILABLE, shows(PAY, i18n('pay', 'refusal.webUnavailable'))),
      sendRefusal(C.ACCOUNT_BANNED, MSG.accountBanned),
      sendRefusal(C.ACCOUNT_DELETED, MSG.accountDeleted),
      sendRefusal(C.ACCOUNT_DELETING, MSG.accountDeleting),
      sendRefusal(C.ACCOUNT_OTHER_APP, MSG.accountOtherApp),
      sendRefusal(C.GUEST_NOT_RECHARGEABLE, MSG.guestNotRechargeable),
      code(
        C.VERIFY_RESEND_TOO_SOON,
        silent(PAY, "the popup's resend countdown starts from data.retry_after_s (pay:verify.resendIn)"),
      ),
      code(C.VERIFY_ACCOUNT_LIMITED, verifyTooMany),
    ],
    transport: [shows(PAY, GENERIC)],
  },
  [API.checkVerifyCode.path]: {
    summary: 'Checks the code: a right one verifies this device for the account',
    origin: spec('spec 01 §7'),
    headers: { device: 'required' },
    codes: [
      code(C.VERIFY_WRONG_CODE, shows(PAY, i18n('pay', 'verify.wrong'))),
      code(C.VERIFY_TOO_MANY_ATTEMPTS, verifyTooMany),
      code(C.VERIFY_CODE_MISSING, verifyTooMany),
      code(C.VERIFY_ACCOUNT_LIMITED, verifyTooMany),
      code(C.USER_NOT_FOUND, verifyTooMany),
    ],
    // spec 01 §8: every verify error but 32122 and 32120 is "too many attempts"
    transport: [verifyTooMany],
  },
  [API.payUserInfo.path]: {
    summary: 'The logged-in user',
    origin: spec('spec 02 §7'),
    headers: { session: true },
    codes: [code(C.SESSION_INVALID, silent('every page', 'the page logs out'))],
    transport: [silent('every page', 'the user kept in the browser stays shown')],
  },
  [API.accountLogin.path]: {
    summary: 'Signs in with the account id and its password',
    origin: spec('spec 02 §7'),
    codes: [
      code(C.LOGIN_WRONG_PASSWORD, shows(LOGIN, i18n('login', 'login.wrongPassword'))),
      // pass_phone_login=1, the form's phone-account box
      code(C.LOGIN_PHONE_WRONG_PASSWORD, shows(LOGIN, i18n('login', 'login.phoneWrongPassword'))),
      code(C.LOGIN_LOCKED, shows(LOGIN, server(MSG.loginLocked))),
    ],
    transport: [shows(LOGIN, GENERIC)],
  },
  [API.ticketLogin.path]: {
    summary: "Signs in with the login ticket the app put in the page's URL",
    origin: spec('spec 02 §7'),
    // the host shows the answer's own message, whatever it is
    codes: [
      code(C.LOGIN_TICKET_INVALID, shows('every page', server(MSG.loginTicketInvalid))),
      code(C.BAD_REQUEST, shows('every page', server(MSG.invalidField('ticket')))),
      code(C.SERVER_ERROR, shows('every page', server(MSG.serverError))),
    ],
    transport: [],
  },
  [API.facebookLogin.path]: {
    summary: "Signs in with a Facebook user id and access token (the sandbox's test tokens only)",
    origin: spec('spec 02 §7'),
    codes: socialCodes,
    transport: [shows(LOGIN, GENERIC)],
  },
  [API.googleLogin.path]: {
    summary: "Signs in with a Google Identity Services ID token (the sandbox's test tokens only)",
    origin: spec('spec 02 §7'),
    codes: socialCodes,
    transport: [shows(LOGIN, GENERIC)],
  },
  [API.getLoginKey.path]: {
    summary: 'The other variant of the Facebook sign-in: the session key inside user_info',
    origin: spec('spec 02 §7'),
    codes: [
      code(
        C.SOCIAL_TOKEN_INVALID,
        silent(
          'none',
          "no page of this site calls it: another variant's (README Signing in); ours is facebook_login",
        ),
      ),
      code(C.SOCIAL_ACCOUNT_NOT_FOUND, silent('none', 'no page of this site calls it')),
    ],
    transport: [silent('none', 'no page of this site calls it')],
  },
  [API.rechargeFillRecord.path]: {
    summary: "The logged-in user's recharge target records, latest first",
    origin: spec('spec 01 §7'),
    headers: { session: true },
    codes: [code(C.SESSION_INVALID, ...recentFailed(server(MSG.sessionInvalid)))],
    transport: recentFailed(GENERIC),
  },
  [API.uploadRechargeFillRecord.path]: {
    summary: "Merges the browser's recharge records into the logged-in user's",
    origin: spec('spec 01 §7'),
    headers: { session: true },
    codes: [code(C.SESSION_INVALID, silent(PAY, 'not awaited: tried again on the next visit'))],
    transport: [silent(PAY, 'not awaited: tried again on the next visit')],
  },
};
