import { useTranslation } from 'react-i18next';
import { AccountIdField, Button, Card, Field, PageFrame, useAccountId } from '@topup/shared/ui';
import styles from './LoginPage.module.css';

// The login frame (spec 02 §2: account ID and password). Signing in arrives with the login feature.
export default function LoginPage() {
  const { t } = useTranslation('common');
  // spec 02 §5: the account id is digits only, with the same rule as the pay and fine pages
  const account = useAccountId({ digitsOnly: t('login.accountDigitsOnly') });
  return (
    <PageFrame title={t('login.title')} testId="page-login">
      <Card>
        <form className={styles.form} onSubmit={(e) => e.preventDefault()} noValidate>
          <AccountIdField
            label={t('login.account')}
            name="account"
            autoComplete="username"
            placeholder={t('login.accountPlaceholder')}
            state={account}
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
