import type { LoginAnswer } from '@topup/shared/contract/login';
import { API } from '@topup/shared/contract/paths';
import { signIn, type LoginDeps, type LoginOutcome } from './signIn';

// spec 02 §4, §5, §7, §8: signing in with the account id and its password.

export type { LoginDeps, LoginOutcome } from './signIn';

/** GET account_login (display_uid, password, device, uuid, pass_phone_login). */
export function accountLogin(
  deps: LoginDeps,
  { displayUid, password, phone = false }: { displayUid: string; password: string; phone?: boolean },
): Promise<LoginOutcome> {
  const params = {
    display_uid: displayUid,
    password,
    device: deps.device.deviceId(),
    uuid: deps.device.deviceToken(),
    pass_phone_login: phone ? 1 : 0,
  };
  return signIn(
    deps,
    { loginType: 'account', path: API.accountLogin.path, reported: { display_uid: displayUid } },
    () => deps.api.get<LoginAnswer>(API.accountLogin.path, params),
  );
}
