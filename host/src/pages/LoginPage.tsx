import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from '@topup/router';
import { addTranslations, useAppDispatch, useErrorText } from '@topup/platform';
import login from '@topup/shared/i18n/ar/login.json';
import { AccountIdField, Button, Card, CheckField, Field, PageFrame, useAccountId } from '@topup/shared/ui';
import { accountLogin } from '../session/accountLogin';
import { accountLoginFailureKey } from '../session/accountLoginFailure';
import { SocialLogin } from './SocialLogin';
import styles from './LoginPage.module.css';

// the sign-in page's texts come with its chunk, not with every page's start-up
addTranslations('login', login);

/**
 * spec 02 §2, §4, §5: signing in with the account id and its password. Both are required, each with its
 * own message; the server's refusals (wrong password, phone-account password, too many tries) are said
 * under the form; success goes to the pay route with this page's query string and hash. spec 02 §7: an
 * account registered in the app with a phone number signs in with its phone login's password, and the
 * user says so with the box (pass_phone_login=1): a page that asked the server which kind an id is would
 * let anyone find out which ids are phone accounts.
 */
export default function LoginPage() {
  const { t } = useTranslation(['login', 'common']);
  const errorText = useErrorText();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  // spec 02 §5: the account id is digits only, with the same rule as the pay and fine pages
  const account = useAccountId({
    digitsOnly: t('login.accountDigitsOnly'),
    required: t('login.accountRequired'),
  });
  const [password, setPassword] = useState('');
  const [phone, setPhone] = useState(false);
  const [passwordError, setPasswordError] = useState<string>();
  const [failure, setFailure] = useState<ReactNode>(null);
  const [busy, setBusy] = useState(false);

  // spec 02 §2: after any successful login, the pay route with this page's query string and hash
  const toPay = () => navigate({ pathname: '/pay', search: location.search, hash: location.hash });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    setFailure(null);
    const idOk = account.confirm();
    setPasswordError(password === '' ? t('login.passwordRequired') : undefined);
    if (!idOk || password === '') return;
    setBusy(true);
    // through the store's API client and services (its extra argument)
    const outcome = await dispatch((_dispatch, _getState, { api, session, device }) =>
      accountLogin({ api, session, device }, { displayUid: account.value, password, phone }),
    );
    setBusy(false);
    if (outcome.kind === 'ok') {
      toPay();
      return;
    }
    const key = accountLoginFailureKey(outcome.result);
    setFailure(key ? t(key) : errorText(outcome.result, outcome.message));
  };

  return (
    <PageFrame title={t('login.title')} testId="page-login">
      <Card>
        <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate aria-busy={busy}>
          <AccountIdField label={t('login.account')} name="account" autoComplete="username" state={account} />
          <Field
            label={t('login.password')}
            name="password"
            type="password"
            autoComplete="current-password"
            dir="ltr"
            value={password}
            error={passwordError}
            onChange={(e) => {
              setPassword(e.target.value);
              setPasswordError(undefined);
            }}
          />
          <CheckField
            label={t('login.phoneAccount')}
            name="phone_account"
            checked={phone}
            onChange={(e) => setPhone(e.target.checked)}
          />
          {failure && (
            <p className={styles.failure} role="alert" data-testid="login-failure">
              {failure}
            </p>
          )}
          <p className={styles.hint}>{t('login.hint')}</p>
          <Button type="submit" disabled={busy} aria-disabled={busy}>
            {busy ? t('login.submitting') : t('login.submit')}
          </Button>
        </form>
        <SocialLogin disabled={busy} onSignedIn={toPay} onFailure={setFailure} />
      </Card>
    </PageFrame>
  );
}
