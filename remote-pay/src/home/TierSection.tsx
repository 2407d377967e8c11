import { useAppDispatch, useAppSelector, useErrorText, useTranslation } from '@topup/platform';
import { Card, ErrorState } from '@topup/shared/ui';
import { retryChargeList } from '../checkout/initBatch';
import { TierPicker } from '../tiers/TierPicker';
import {
  selectChargeListCall,
  selectCurrentAmount,
  selectHighlights,
  selectTiers,
  tiersActions,
} from '../tiers/tiersSlice';
import styles from './HomeSections.module.css';

/** The tiers of the recharge list: a skeleton while it loads, its own error and retry when it fails. */
export function TierSection() {
  const { t } = useTranslation('pay');
  const errorText = useErrorText();
  const dispatch = useAppDispatch();
  const call = useAppSelector(selectChargeListCall);
  const tiers = useAppSelector(selectTiers);
  const amount = useAppSelector(selectCurrentAmount);
  const highlights = useAppSelector(selectHighlights);
  const list = call?.data ?? null;
  return (
    <Card>
      <h2 id="tiers-title" className={styles.sub}>
        {t('tiers.title')}
      </h2>
      {call?.status === 'failed' && !list ? (
        <ErrorState
          message={`${t('tiers.failed')} ${errorText(call.result ?? -2, call.message)}`}
          retryLabel={t('retry')}
          onRetry={() => void dispatch(retryChargeList())}
        />
      ) : !list ? (
        <div className={styles.skeletonGrid} role="status" aria-busy="true" data-testid="tiers-skeleton">
          <span className={styles.visuallyHidden}>{t('tiers.loading')}</span>
          {Array.from({ length: 6 }, (_, i) => (
            <div key={i} className={styles.skeletonTier} aria-hidden="true" />
          ))}
        </div>
      ) : tiers.length === 0 ? (
        <p className={styles.muted}>{t('tiers.empty')}</p>
      ) : (
        <TierPicker
          tiers={tiers}
          selected={amount}
          highlights={highlights}
          onSelect={(a) => dispatch(tiersActions.amountChosen(a))}
        />
      )}
    </Card>
  );
}
