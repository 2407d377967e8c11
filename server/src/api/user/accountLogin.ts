import { AccountLoginParams, LoginAnswer, type LoginLockedData } from '@topup/shared/contract';
import { LOGIN_LOCKED, LOGIN_PHONE_WRONG_PASSWORD, LOGIN_WRONG_PASSWORD } from '@topup/shared/contract/codes';
import { loginAccountKey, loginFailureStore } from '../../db/loginFailures';
import { checkPassword } from '../../db/password';
import type { ApiContext } from '../../context/context';
import { MSG } from '../../http/messages';
import { fail, failWith, ok, type ApiRoute } from '../../http/route';

/**
 * spec 02 §4, §7: GET /api/user/account_login/ (display_uid, password, device, uuid, pass_phone_login).
 * Passwords are kept as scrypt hashes (db/password.ts). An unknown account and a wrong password answer
 * the same (nothing tells which ids exist, not even the time taken: every attempt runs scrypt once, off the event loop).
 * pass_phone_login=1 says the password typed is a phone account's (registered in the app with a phone
 * number): it signs in to a phone account only, and an account password only without it; the other way
 * round is a wrong password. Which text a refusal gets depends on the flag alone, never on the account
 * (20125 with it, 20120 without), so the answer does not tell which ids are phone accounts either. Five
 * wrong passwords within 15 minutes lock the password login of the id typed until the oldest leaves the
 * window — an unknown id's as an account's, so the lock tells nothing either.
 */
export const accountLoginRoute = (ctx: ApiContext): ApiRoute<typeof AccountLoginParams, LoginAnswer> => {
  const failures = loginFailureStore(ctx.db, ctx.now);
  return {
    methods: ['GET'],
    path: '/api/user/account_login/',
    params: AccountLoginParams,
    data: LoginAnswer,
    invalidMessage: (field) => (field === 'display_uid' ? MSG.uidDigitsOnly : undefined),
    async handle({ display_uid, password, pass_phone_login }) {
      const wrong = () =>
        pass_phone_login === 1
          ? fail(LOGIN_PHONE_WRONG_PASSWORD, MSG.loginPhoneWrongPassword)
          : fail(LOGIN_WRONG_PASSWORD, MSG.loginWrongPassword);
      // before anything else is decided, whatever the account: the same cost for every attempt. It runs off
      // the event loop (db/password.ts), so a sign-in flood does not hold the server's other calls.
      const user = ctx.users.byDisplayUid(display_uid);
      const matches = await checkPassword(password, user?.password_hash);
      // From here on no wait: the lock, the answer and the count are one step, so attempts whose hashes
      // finish together cannot slip past the lock.
      const account = loginAccountKey(display_uid);
      const lockedFor = failures.lockedForS(account);
      if (lockedFor > 0) {
        const data: LoginLockedData = { retry_after_s: lockedFor };
        return failWith(LOGIN_LOCKED, MSG.loginLocked, data);
      }
      if (!user?.password_hash || !matches || user.phone_login !== (pass_phone_login ?? 0)) {
        failures.failed(account);
        return wrong();
      }
      failures.cleared(account);
      const { uid, nickname, icon } = user;
      return ok({
        session_key: ctx.sessions.create(uid),
        user_info: { uid, display_uid: user.display_uid, nickname, icon },
      });
    },
  };
};
