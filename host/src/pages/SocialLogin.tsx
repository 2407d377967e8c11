import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@topup/router';
import { useAppDispatch, useErrorText, type AppThunk } from '@topup/platform';
import type { SocialProvider } from '@topup/shared/contract/login';
import { CLIENT_LOGIN_FAILED, SOCIAL_ACCOUNT_NOT_FOUND } from '@topup/shared/contract/codes';
import { Button } from '@topup/shared/ui';
import type { SocialOutcome } from '../session/social/socialLogin';
import styles from './LoginPage.module.css';

// spec 02 §4, §5, §8: the Facebook and Google buttons. Their SDKs (and this code's sign-in half) load only
// when one is pressed; a provider that cannot load says so on its own button, the other methods go on.

type ButtonState = 'idle' | 'busy' | 'unavailable';
const PROVIDERS: readonly SocialProvider[] = ['facebook', 'google'];

/** Signs in with `provider` through the store's API client (its extra argument). */
const run =
  (provider: SocialProvider): AppThunk<Promise<SocialOutcome>> =>
  (_dispatch, _getState, { api, session, device }) =>
    import(/* webpackChunkName: "page-login-social" */ '../session/social/socialLogin').then(
      ({ socialLogin }) => socialLogin({ api, session, device }, provider),
      () => ({ kind: 'unavailable' }) as const,
    );

export function SocialLogin({
  disabled,
  onSignedIn,
  onFailure,
}: {
  disabled: boolean;
  onSignedIn(): void;
  onFailure(message: ReactNode): void;
}) {
  const { t } = useTranslation(['login', 'common']);
  const errorText = useErrorText();
  const dispatch = useAppDispatch();
  const [states, setStates] = useState<Record<SocialProvider, ButtonState>>({
    facebook: 'idle',
    google: 'idle',
  });
  const set = (p: SocialProvider, s: ButtonState) => setStates((all) => ({ ...all, [p]: s }));
  const busy = PROVIDERS.some((p) => states[p] === 'busy');

  const press = async (provider: SocialProvider) => {
    if (busy || disabled) return;
    onFailure(null);
    set(provider, 'busy');
    const outcome = await dispatch(run(provider));
    set(provider, outcome.kind === 'unavailable' ? 'unavailable' : 'idle');
    if (outcome.kind === 'ok') onSignedIn();
    else if (outcome.kind === 'canceled') onFailure(t('login.canceled'));
    else if (outcome.kind === 'failed') onFailure(failureText(outcome.result, outcome.message));
  };

  const failureText = (result: number, message: string): ReactNode => {
    if (result === CLIENT_LOGIN_FAILED) return t('login.failed');
    if (result !== SOCIAL_ACCOUNT_NOT_FOUND) return errorText(result, message);
    return (
      <>
        {t('login.socialNotFound')}{' '}
        <Link to="/" className={styles.download}>
          {t('login.download')}
        </Link>
      </>
    );
  };

  return (
    <div className={styles.social} role="group" aria-label={t('login.socialGroup')}>
      <p className={styles.or}>{t('login.or')}</p>
      {PROVIDERS.map((p) => (
        <Button
          key={p}
          variant="secondary"
          data-testid={`login-${p}`}
          disabled={disabled || (busy && states[p] !== 'busy')}
          aria-busy={states[p] === 'busy'}
          onClick={() => void press(p)}
        >
          {t(`login.${p}.${states[p]}`)}
        </Button>
      ))}
    </div>
  );
}
