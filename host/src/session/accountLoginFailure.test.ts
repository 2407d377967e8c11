import texts from '@topup/shared/i18n/ar/login.json';
import {
  CLIENT_LOGIN_FAILED,
  LOGIN_LOCKED,
  LOGIN_PHONE_WRONG_PASSWORD,
  LOGIN_WRONG_PASSWORD,
} from '@topup/shared/contract/codes';
import { accountLoginFailureKey } from './accountLoginFailure';

// spec 02 §5, §8: the page says the account login's refusals in its own Arabic.

const text = (key: string | null) =>
  key === null ? null : key.split('.').reduce<unknown>((n, k) => (n as Record<string, unknown>)[k], texts);

describe('the account login refusals the page words itself', () => {
  it('a phone account\'s wrong password (20125) has its own text, apart from "wrong account or password" (20120)', () => {
    expect(text(accountLoginFailureKey(LOGIN_PHONE_WRONG_PASSWORD))).toBe(texts.login.phoneWrongPassword);
    expect(text(accountLoginFailureKey(LOGIN_WRONG_PASSWORD))).toBe(texts.login.wrongPassword);
    expect(texts.login.phoneWrongPassword).not.toBe(texts.login.wrongPassword);
    expect(texts.login.phoneWrongPassword).toMatch(/[\u0600-\u06FF]/);
  });

  it('a thrown error is "login failed"; the lock keeps the answer\'s own text (it says how long)', () => {
    expect(accountLoginFailureKey(CLIENT_LOGIN_FAILED)).toBe('login.failed');
    expect(accountLoginFailureKey(LOGIN_LOCKED)).toBeNull();
    expect(accountLoginFailureKey(-2)).toBeNull();
  });
});
