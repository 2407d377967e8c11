import '../i18n';
import { useEffect } from 'react';
import { Link } from '@topup/router';
import { useDispatch, useSelector, useTranslation, type AppDispatch, type RootState } from '@topup/platform';
import { PageFrame } from '@topup/shared/ui';
import { ChannelSection } from '../home/ChannelSection';
import { PayBar } from '../home/PayBar';
import { RecipientSection } from '../home/RecipientSection';
import { TierSection } from '../home/TierSection';
import { useHomeChoices } from '../home/useHomeChoices';
import { loadInitBatch } from '../start/initBatch';
import { startPersistingPayState } from '../store/persist';
import { selectPay } from '../store/paySlice';
import styles from './PayPage.module.css';

export { buildInfo } from '../buildInfo';

/** /pay and /recharge (spec 01 §2): whom to pay, the tier and the channel, then pay. */
export default function PayPage() {
  const { t } = useTranslation('pay');
  const dispatch = useDispatch<AppDispatch>();
  const tiersListed = useSelector((s: RootState) => selectPay(s).chargeList !== null);
  const { highlights, channels } = useHomeChoices();

  useEffect(() => {
    startPersistingPayState();
    void dispatch(loadInitBatch());
  }, [dispatch]);

  return (
    // content-ready: the tiers listed (the account field is there from the first render)
    <PageFrame title={t('title')} testId="page-pay" contentReady={tiersListed}>
      <RecipientSection />
      <TierSection highlights={highlights} />
      <ChannelSection channels={channels} />
      <PayBar onPay={() => undefined} />
      <Link className={styles.link} to="/recharge-list">
        {t('rechargeList.title')}
      </Link>
    </PageFrame>
  );
}
