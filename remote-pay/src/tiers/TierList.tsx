import { useTranslation, useSelector, useErrorText, useRequest, type RootState } from '@topup/platform';
import { ErrorState } from '@topup/shared/ui';
import { formatAmount, formatCoins } from '@topup/shared/domain/format';
import { loadChargeList } from './loadChargeList';
import { selectChargeList } from './paySlice';
import styles from './TierList.module.css';

/** The coin tiers of the recharge list, as plain data for now (the choice comes with the top-up flow). */
export function TierList() {
  const { t } = useTranslation('pay');
  const errorText = useErrorText();
  const { state, retry } = useRequest(loadChargeList, []);
  const list = useSelector((s: RootState) => selectChargeList(s));

  if (state.status === 'failed') {
    return (
      <ErrorState message={errorText(state.result, state.message)} retryLabel={t('retry')} onRetry={retry} />
    );
  }
  if (state.status === 'loading' || !list) {
    return (
      <p className={styles.loading} aria-busy="true">
        {t('tiers.loading')}
      </p>
    );
  }
  return (
    <ul className={styles.tiers} data-testid="tiers">
      {list.list.map((tier) => (
        <li key={tier.amount} className={styles.tier}>
          <span className={styles.coins}>
            <bdi>{formatCoins(tier.origin_coin)}</bdi> {t('tiers.coins')}
          </span>
          {tier.extra_coin > 0 && (
            <span className={styles.extra}>
              + <bdi>{formatCoins(tier.extra_coin)}</bdi> {t('tiers.bonus')}
            </span>
          )}
          <bdi className={styles.price}>{formatAmount(tier.amount)}</bdi>
        </li>
      ))}
    </ul>
  );
}
