import { useId, useRef } from 'react';
import { skipCall, useAppSelector, useCall, useTranslation } from '@topup/platform';
import type { UserLookup } from '@topup/shared/contract';
import { Button, Modal } from '@topup/shared/ui';
import { AccountSearch, type AccountSearchHandle } from './AccountSearch';
import { userStatusCall } from './calls';
import { recentTargetsCall } from './recentTargets';
import { selectRecipientState } from './recipientSlice';
import { RecentTargetList } from './RecentTargetList';
import styles from './AccountSearchDialog.module.css';

/**
 * spec 01 §2: the account switch/search popup: the id field with its tooltip, and the recent recharge
 * targets (picking one checks it again and chooses it).
 */
export function AccountSearchDialog({
  onClose,
  onChoose,
  onVerify,
}: {
  onClose: () => void;
  onChoose: (user: UserLookup) => Promise<void> | void;
  onVerify: (user: UserLookup) => void;
}) {
  const { t } = useTranslation('pay');
  const { history, statusUids } = useAppSelector(selectRecipientState);
  const search = useRef<AccountSearchHandle>(null);
  const recentId = useId();
  const recent = useCall(recentTargetsCall, { history });
  // the init batch asked these; this popup shows their failure and retries them
  const statuses = useCall(userStatusCall, statusUids.length ? { uids: statusUids } : skipCall, {
    ask: 'never',
  });

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
        onChoose={async (user) => {
          await onChoose(user);
          onClose();
        }}
        onVerify={onVerify}
      />
      <section className={styles.recent} aria-labelledby={recentId}>
        <h3 id={recentId} className={styles.recentTitle}>
          {t('search.recent')}
        </h3>
        {recent.isLoading && <p className={styles.muted}>{t('search.recentLoading')}</p>}
        {recent.isError && (
          <p className={styles.error} role="alert">
            {t('search.recentFailed')}{' '}
            <Button variant="link" onClick={() => void recent.refetch()}>
              {t('retry')}
            </Button>
          </p>
        )}
        {statuses.isError && (
          <p className={styles.error} role="alert">
            {t('search.statusFailed')}{' '}
            <Button variant="link" onClick={() => void statuses.refetch()}>
              {t('retry')}
            </Button>
          </p>
        )}
        {recent.status === 'ok' &&
          (recent.data?.length ? (
            <RecentTargetList
              records={recent.data}
              statuses={statuses.data?.user_map ?? {}}
              onPick={(r) => search.current?.searchAndChoose(String(r.to_display_uid))}
            />
          ) : (
            <p className={styles.muted}>{t('search.recentEmpty')}</p>
          ))}
      </section>
    </Modal>
  );
}
