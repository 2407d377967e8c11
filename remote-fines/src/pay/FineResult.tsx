import { useAppSelector, useTranslation } from '@topup/platform';
import { formatAmount } from '@topup/shared/domain/format';
import { formatDate, KSA_OFFSET_HOURS } from '@topup/shared/domain/formatDate';
import { LtrInText, ltrPart } from '@topup/shared/ui';
import { fineAnswerNotice } from '../checkout/notice';
import { selectFineStatus } from '../checkout/selectors';
import { FineChannels } from './FineChannels';
import styles from './FineResult.module.css';
import { useNoticeText } from './useNoticeText';

/** What the page says of the fine, and its pay channels while it is unpaid. */
export function FineResult() {
  const { t } = useTranslation('fines');
  const noticeText = useNoticeText();
  const state = useAppSelector(selectFineStatus);
  return (
    <div aria-live="polite" data-testid="fine-result" className={styles.result}>
      {(state.status === 'banned' || state.status === 'pending') && (
        <p className={styles.found}>
          {t('fine.amount')} <bdi className={styles.amount}>{formatAmount(state.fine.amount)}</bdi>
          <br />
          {state.fine.permanent || state.fine.ban_until === null ? (
            t('fine.permanent')
          ) : (
            // the date is one left-to-right piece inside the Arabic sentence (DESIGN §10)
            <LtrInText
              text={t('fine.until', { date: ltrPart(formatDate(state.fine.ban_until, KSA_OFFSET_HOURS)) })}
            />
          )}
        </p>
      )}
      {state.status === 'banned' && <FineChannels />}
      {state.status === 'pending' && (
        <p className={styles.pending} role="status" data-testid="fine-pending">
          {t('pay.pending')}
        </p>
      )}
      {state.status === 'lifted' && (
        <p className={styles.lifted} role="status" data-testid="fine-lifted">
          {t('pay.lifted')}
        </p>
      )}
      {state.status === 'notBanned' && <p className={styles.found}>{state.message}</p>}
      {state.status === 'failed' && (
        <p className={styles.failed} role="alert">
          {noticeText(fineAnswerNotice(state.result, state.message))}
        </p>
      )}
    </div>
  );
}
