import { useEffect, useId, useRef } from 'react';
import { useDispatch, useSelector, useTranslation, type AppDispatch, type RootState } from '@topup/platform';
import type { UserLookup } from '@topup/shared/contract';
import { Button, Modal } from '@topup/shared/ui';
import { retryCall } from '../start/initBatch';
import { selectPay } from '../store/paySlice';
import { AccountSearch, type AccountSearchHandle } from './AccountSearch';
import { loadRecentTargets } from './recentTargets';
import { RecentTargetList } from './RecentTargetList';
import styles from './AccountSearchDialog.module.css';

/**
 * spec 01 §2: the account switch/search popup: the id field with its tooltip, and the recent recharge
 * targets (picking one checks it again and chooses it).
 */
export function AccountSearchDialog({
  onClose,
  onChosen,
  onVerify,
}: {
  onClose: () => void;
  onChosen?: () => void;
  onVerify: (user: UserLookup) => void;
}) {
  const { t } = useTranslation('pay');
  const dispatch = useDispatch<AppDispatch>();
  const pay = useSelector((s: RootState) => selectPay(s));
  const search = useRef<AccountSearchHandle>(null);
  const recentId = useId();
  const recent = pay.calls.recentTargets;

  useEffect(() => {
    void dispatch(loadRecentTargets());
  }, [dispatch]);

  return (
    <Modal
      title={t('search.title')}
      closeLabel={t('overlay.close', { ns: 'common' })}
      maskClosable
      showClose
      onCancel={onClose}
      testId="account-dialog"
    >
      <AccountSearch
        ref={search}
        onChosen={() => {
          onChosen?.();
          onClose();
        }}
        onVerify={onVerify}
      />
      <section className={styles.recent} aria-labelledby={recentId}>
        <h3 id={recentId} className={styles.recentTitle}>
          {t('search.recent')}
        </h3>
        {recent.status === 'loading' && <p className={styles.muted}>{t('search.recentLoading')}</p>}
        {recent.status === 'failed' && (
          <p className={styles.error} role="alert">
            {t('search.recentFailed')}{' '}
            <Button variant="link" onClick={() => void dispatch(loadRecentTargets())}>
              {t('retry')}
            </Button>
          </p>
        )}
        {pay.calls.statuses.status === 'failed' && (
          <p className={styles.error} role="alert">
            {t('search.statusFailed')}{' '}
            <Button variant="link" onClick={() => void dispatch(retryCall('statuses'))}>
              {t('retry')}
            </Button>
          </p>
        )}
        {recent.status === 'ok' &&
          (pay.recentTargets.length === 0 ? (
            <p className={styles.muted}>{t('search.recentEmpty')}</p>
          ) : (
            <RecentTargetList
              records={pay.recentTargets}
              statuses={pay.userStatuses}
              onPick={(r) => search.current?.searchAndChoose(String(r.to_display_uid))}
            />
          ))}
      </section>
    </Modal>
  );
}
