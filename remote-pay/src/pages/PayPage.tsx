import '../i18n';
import { useTranslation, useSelector, type RootState } from '@topup/platform';
import { Link } from '@topup/router';
import { Button, Card, Field, PageFrame } from '@topup/shared/ui';
import { TierList } from '../tiers/TierList';
import { selectChargeList } from '../tiers/paySlice';
import styles from './PayPage.module.css';

export { buildInfo } from '../buildInfo';

/** /pay and /recharge: the top-up page frame (spec 01 §2). The flow itself arrives with the top-up feature. */
export default function PayPage() {
  const { t } = useTranslation('pay');
  // usable once the tiers are listed (the account field takes input from the first render)
  const tiersListed = useSelector((s: RootState) => selectChargeList(s) !== null);
  return (
    <PageFrame title={t('title')} testId="page-pay" contentReady={tiersListed}>
      <Card>
        <Field
          label={t('account.label')}
          hint={t('account.hint')}
          name="uid"
          inputMode="numeric"
          autoComplete="off"
          dir="ltr"
          placeholder={t('account.placeholder')}
        />
      </Card>
      <Card>
        <h2 className={styles.sub}>{t('tiers.title')}</h2>
        <TierList />
      </Card>
      <Card>
        <h2 className={styles.sub}>{t('channel.title')}</h2>
        <div className={styles.channels}>
          <span className={styles.channel}>{t('channel.card')}</span>
          <span className={styles.channel}>{t('channel.applePay')}</span>
        </div>
      </Card>
      <Button disabled>{t('pay')}</Button>
      <Link className={styles.link} to="/recharge-list">
        {t('rechargeList.title')}
      </Link>
    </PageFrame>
  );
}
