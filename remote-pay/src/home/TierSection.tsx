import {
  useDispatch,
  useErrorText,
  useSelector,
  useTranslation,
  type AppDispatch,
  type RootState,
} from '@topup/platform';
import { groupTiersByAmount, type TierHighlights } from '@topup/shared/domain/tiers';
import { Card, ErrorState } from '@topup/shared/ui';
import { retryCall } from '../start/initBatch';
import { payActions, selectPay } from '../store/paySlice';
import { TierPicker } from '../tiers/TierPicker';
import styles from './HomeSections.module.css';

/** The tiers of the recharge list: a skeleton while it loads, its own error and retry when it fails. */
export function TierSection({ highlights }: { highlights: TierHighlights }) {
  const { t } = useTranslation('pay');
  const errorText = useErrorText();
  const dispatch = useDispatch<AppDispatch>();
  const pay = useSelector((s: RootState) => selectPay(s));
  const call = pay.calls.rechargeList;
  const tiers = pay.chargeList ? groupTiersByAmount(pay.chargeList.list) : [];
  return (
    <Card>
      <h2 id="tiers-title" className={styles.sub}>
        {t('tiers.title')}
      </h2>
      {call.status === 'failed' && !pay.chargeList ? (
        <ErrorState
          message={`${t('tiers.failed')} ${errorText(call.result ?? -2, call.message)}`}
          retryLabel={t('retry')}
          onRetry={() => void dispatch(retryCall('rechargeList'))}
        />
      ) : !pay.chargeList ? (
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
          selected={pay.currentAmount}
          highlights={highlights}
          onSelect={(amount) => dispatch(payActions.amountChosen(amount))}
        />
      )}
    </Card>
  );
}
