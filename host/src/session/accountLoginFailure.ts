import {
  CLIENT_LOGIN_FAILED,
  LOGIN_PHONE_WRONG_PASSWORD,
  LOGIN_WRONG_PASSWORD,
} from '@topup/shared/contract/codes';

// spec 02 §5, §8: the login page's own Arabic texts for the account login's refusals: "wrong account or
// password", "phone-account password wrong" and "login failed" (a thrown error). Any other answer (the
// lock with its wait, a failed call) is said as errorText says it.

const KEYS: Readonly<Record<number, 'login.failed' | 'login.wrongPassword' | 'login.phoneWrongPassword'>> = {
  [CLIENT_LOGIN_FAILED]: 'login.failed',
  [LOGIN_WRONG_PASSWORD]: 'login.wrongPassword',
  [LOGIN_PHONE_WRONG_PASSWORD]: 'login.phoneWrongPassword',
};

/** The login namespace's key of the page's text for `result`, or null for the answer's own. */
export const accountLoginFailureKey = (result: number): string | null => KEYS[result] ?? null;
