import type { PayUserInfo } from '@topup/shared/contract/user';
import { SESSION_INVALID } from '@topup/shared/contract/codes';
import { API } from '@topup/shared/contract/paths';
import type { ApiClient } from '../api';
import type { Session } from './session';

/**
 * spec 02 §4, §7: a session key handed over by the app (or kept from an earlier visit) comes without the
 * user: GET /api/coin/get_pay_user_info/ names them. A key the server no longer knows (-10000) logs out.
 * Resolves the user, or null when there is no session or it could not be read now.
 */
export function createSessionUserLoader(client: Pick<ApiClient, 'get'>, session: Session) {
  let pending: Promise<PayUserInfo | null> | null = null;
  /** `refresh`: ask again even when the user is known (spec 01 §4: closing the success dialog refreshes the login). */
  return (options: { refresh?: boolean } = {}): Promise<PayUserInfo | null> => {
    const { sessionKey, user } = session.getSnapshot();
    if (!sessionKey) return Promise.resolve(null);
    if (user && !options.refresh) return Promise.resolve({ nickname: '', ...user });
    pending ??= client.get<PayUserInfo>(API.payUserInfo.path, { session_key: sessionKey }).then((r) => {
      pending = null;
      if (r.result === 0 && r.data) {
        const { uid, display_uid, icon, nickname } = r.data;
        session.setUser({ uid, display_uid, icon, nickname });
        return r.data;
      }
      if (r.result === SESSION_INVALID) session.logout();
      return null;
    });
    return pending;
  };
}
