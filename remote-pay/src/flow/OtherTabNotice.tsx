import { useAppSelector, useTranslation } from '@topup/platform';
import { formatAmount } from '@topup/shared/domain/format';
import { LtrNumber } from '@topup/shared/ui';
import { selectOtherTabNotice } from '../checkout/selectors';
import styles from './FlowNotices.module.css';

/** Another tab of this browser is paying, or has just paid, what this page is about to pay. */
export function OtherTabNotice() {
  const { t } = useTranslation('pay');
  const other = useAppSelector(selectOtherTabNotice);
  if (!other) return null;
  return (
    <p className={styles.notice} role="status" data-testid="other-tab">
      {other.kind === 'paying' ? (
        t('otherTab.paying')
      ) : (
        <>
          {t('otherTab.paid', { amount: formatAmount(other.amount) })}{' '}
          <LtrNumber data-testid="other-tab-order">{other.orderId}</LtrNumber>
        </>
      )}
    </p>
  );
}
