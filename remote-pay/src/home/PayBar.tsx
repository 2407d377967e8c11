import { useSelector, useTranslation, type RootState } from '@topup/platform';
import { formatAmount } from '@topup/shared/domain/format';
import { Button } from '@topup/shared/ui';
import { RecipientBadge } from '../recipient/RecipientBadge';
import { selectPay } from '../store/paySlice';
import styles from './PayBar.module.css';

/**
 * The pay button with the recipient named right beside it (wrong-recipient protection): avatar, nickname
 * and id of the account being topped up. Without a checked recipient, a tier and a channel there is
 * nothing to pay, and the button says what is missing.
 */
export function PayBar({ onPay, busy = false }: { onPay: () => void; busy?: boolean }) {
  const { t } = useTranslation('pay');
  const pay = useSelector((s: RootState) => selectPay(s));
  const ready = pay.recipient !== null && pay.currentAmount !== null && pay.payType !== null;
  return (
    <div className={styles.bar} data-testid="pay-bar">
      <div className={styles.to}>
        <span className={styles.label}>{t('payBar.to')}</span>
        {pay.recipient ? (
          <RecipientBadge account={pay.recipient} size="small" />
        ) : (
          <span className={styles.missing}>{t('payBar.noRecipient')}</span>
        )}
      </div>
      <Button className={styles.pay} disabled={!ready || busy} onClick={onPay} data-testid="pay-button">
        {t('payBar.pay')} {pay.currentAmount !== null && <bdi>{formatAmount(pay.currentAmount)}</bdi>}
      </Button>
    </div>
  );
}
