import type { LoginAnswer } from '@topup/shared/contract/login';
import { CLIENT_LOGIN_FAILED, SESSION_INVALID } from '@topup/shared/contract/codes';
import { API } from '@topup/shared/contract/paths';
import type { api, device, session } from '@topup/platform';

// spec 02 §4, §5, §7, §8: signing in with the account id and its password.

export type LoginOutcome =
  | { kind: 'ok' }
  /** the server's word (wrong password, locked…) or a call failure: `result` and its message */
  | { kind: 'failed'; result: number; message: string };

export interface LoginDeps {
  api: Pick<typeof api, 'get' | 'report'>;
  session: typeof session;
  device: Pick<typeof device, 'deviceId' | 'deviceToken'>;
}

/**
 * GET account_login (display_uid, password, device, uuid, pass_phone_login). Success keeps the session
 * key, the user and the login type `account`; -10000 logs out; a thrown error is "login failed" (-9999),
 * reported like a failed call.
 */
export async function accountLogin(
  { api, session, device }: LoginDeps,
  { displayUid, password, phone = false }: { displayUid: string; password: string; phone?: boolean },
): Promise<LoginOutcome> {
  const params = {
    display_uid: displayUid,
    password,
    device: device.deviceId(),
    uuid: device.deviceToken(),
    pass_phone_login: phone ? 1 : 0,
  };
  try {
    const r = await api.get<LoginAnswer>(API.accountLogin.path, params);
    if (r.result === 0 && r.data) {
      const { uid, display_uid, icon, nickname } = r.data.user_info;
      session.login({
        sessionKey: r.data.session_key,
        loginType: 'account',
        user: { uid, display_uid, icon, nickname },
      });
      return { kind: 'ok' };
    }
    if (r.result === SESSION_INVALID) session.logout();
    return { kind: 'failed', result: r.result, message: r.message };
  } catch (e) {
    const message = e instanceof Error ? e.message : String(e);
    api.report(
      API.accountLogin.path,
      { display_uid: displayUid },
      { result: CLIENT_LOGIN_FAILED, message, data: undefined },
    );
    return { kind: 'failed', result: CLIENT_LOGIN_FAILED, message: '' };
  }
}
