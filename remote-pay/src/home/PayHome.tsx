import { memo } from 'react';
import { Link } from '@topup/router';
import { useTranslation } from '@topup/platform';
import { ChannelSection } from './ChannelSection';
import { PayBar } from './PayBar';
import { RecipientSection } from './RecipientSection';
import { TierSection } from './TierSection';
import styles from './PayHome.module.css';

/**
 * The home of /pay (spec 01 §2): whom, what, how, and the way to the recharge list. Each section reads the
 * store itself, so the flow around it rendering again (a checkout action at start, a dialog opening) does
 * not render the home again: only a section whose own data changed renders (the start's
 * re-renders, which React runs as one task each).
 */
export const PayHome = memo(function PayHome() {
  const { t } = useTranslation('pay');
  return (
    <>
      <RecipientSection />
      <TierSection />
      <ChannelSection />
      <PayBar />
      <Link className={styles.link} to="/recharge-list">
        {t('rechargeList.title')}
      </Link>
    </>
  );
});
