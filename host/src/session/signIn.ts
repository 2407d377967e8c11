import type { LoginAnswer } from '@topup/shared/contract/login';
import type { ApiResult } from '@topup/shared/domain/apiResult';
import { CLIENT_LOGIN_FAILED, SESSION_INVALID } from '@topup/shared/contract/codes';
import type { api, device, LoginType } from '@topup/platform';
import type { session } from '@topup/platform/src/hostSide';

// spec 02 §4, §8: what every sign-in method does with the server's answer. Success keeps the session key,
// the user and the login type; -10000 logs out; a thrown error is "login failed", reported as -9999.

export type LoginOutcome =
  | { kind: 'ok' }
  /** the server's word (wrong password, locked, 21266…) or a call failure: `result` and its message */
  | { kind: 'failed'; result: number; message: string };

export interface LoginDeps {
  api: Pick<typeof api, 'get' | 'postForm' | 'report'>;
  session: typeof session;
  device: Pick<typeof device, 'deviceId' | 'deviceToken'>;
}

export async function signIn(
  { api, session }: LoginDeps,
  how: { loginType: LoginType; path: string; reported: unknown },
  call: () => Promise<ApiResult<LoginAnswer>>,
): Promise<LoginOutcome> {
  try {
    const r = await call();
    if (r.result === 0 && r.data) {
      const { uid, display_uid, icon, nickname } = r.data.user_info;
      session.login({
        sessionKey: r.data.session_key,
        loginType: how.loginType,
        user: { uid, display_uid, icon, nickname },
      });
      return { kind: 'ok' };
    }
    if (r.result === SESSION_INVALID) session.logout();
    return { kind: 'failed', result: r.result, message: r.message };
  } catch (e) {
    const message = e instanceof Error ? e.message : String(e);
    api.report(how.path, how.reported, { result: CLIENT_LOGIN_FAILED, message, data: undefined });
    return { kind: 'failed', result: CLIENT_LOGIN_FAILED, message: '' };
  }
}
