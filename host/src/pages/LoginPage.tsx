import { useTranslation } from 'react-i18next';
import { Button, Card, Field, PageFrame } from '@topup/shared/ui';
import styles from './LoginPage.module.css';

// The login frame (spec 02 §2: account ID and password). Signing in arrives with the login feature.
export default function LoginPage() {
  const { t } = useTranslation('common');
  return (
    <PageFrame title={t('login.title')} testId="page-login">
      <Card>
        <form className={styles.form} onSubmit={(e) => e.preventDefault()} noValidate>
          <Field
            label={t('login.account')}
            name="account"
            inputMode="numeric"
            autoComplete="username"
            dir="ltr"
            placeholder={t('login.accountPlaceholder')}
          />
          <Field
            label={t('login.password')}
            name="password"
            type="password"
            autoComplete="current-password"
            dir="ltr"
            placeholder={t('login.passwordPlaceholder')}
          />
          <p className={styles.hint}>{t('login.hint')}</p>
          <Button type="submit">{t('login.submit')}</Button>
        </form>
      </Card>
    </PageFrame>
  );
}
