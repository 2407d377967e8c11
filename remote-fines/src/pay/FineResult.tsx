import { useState } from 'react';
import { useErrorText, useTranslation } from '@topup/platform';
import { formatAmount, formatDate, KSA_OFFSET_HOURS } from '@topup/shared/domain/format';
import { Button } from '@topup/shared/ui';
import {
  ACCOUNT_NOT_BANNED,
  FINE_ALREADY_PAID,
  FINE_AMOUNT_CHANGED,
  FINE_LINK_INVALID,
  FINE_MAINTENANCE,
} from '@topup/shared/contract/codes';
import { FINE_CHANNELS } from './channels';
import { fineAttemptDone } from './attemptId';
import type { FineState } from './useFineState';
import styles from './FineResult.module.css';

const FINE_ANSWERS: readonly number[] = [
  ACCOUNT_NOT_BANNED,
  FINE_ALREADY_PAID,
  FINE_AMOUNT_CHANGED,
  FINE_LINK_INVALID,
  FINE_MAINTENANCE,
];

/** What the page says of the fine, and its pay channels while it is unpaid. */
export function FineResult({ state, displayUid }: { state: FineState; displayUid: string }) {
  const { t } = useTranslation('fines');
  const errorText = useErrorText();
  const [paying, setPaying] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const pay = async (channel: (typeof FINE_CHANNELS)[number], amount: number) => {
    if (paying) return;
    setPaying(true);
    setFailure(null);
    const outcome = await channel.pay({ displayUid, amount });
    if (outcome.kind === 'failed') {
      setPaying(false);
      // the fine's own answers say what happened; anything else is "submit failed, contact support"
      setFailure(
        FINE_ANSWERS.includes(outcome.result)
          ? errorText(outcome.result, outcome.message)
          : t('pay.submitFailed'),
      );
    }
  };

  if (state.status === 'lifted') fineAttemptDone();
  return (
    <div aria-live="polite" data-testid="fine-result" className={styles.result}>
      {(state.status === 'banned' || state.status === 'pending') && (
        <p className={styles.found}>
          {t('fine.amount')} <bdi className={styles.amount}>{formatAmount(state.fine.amount)}</bdi>
          <br />
          {state.fine.permanent || state.fine.ban_until === null
            ? t('fine.permanent')
            : t('fine.until', { date: formatDate(state.fine.ban_until, KSA_OFFSET_HOURS) })}
        </p>
      )}
      {state.status === 'banned' && (
        <div className={styles.channels} role="group" aria-label={t('pay.channels')}>
          {FINE_CHANNELS.map((c) => (
            <Button
              key={c.id}
              disabled={paying}
              onClick={() => void pay(c, state.fine.amount)}
              data-testid={`fine-pay-${c.id}`}
            >
              {paying ? t('pay.going') : t(c.labelKey, { amount: formatAmount(state.fine.amount) })}
            </Button>
          ))}
        </div>
      )}
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
      {(state.status === 'failed' || failure) && (
        <p className={styles.failed} role="alert">
          {failure ?? (state.status === 'failed' ? errorText(state.result, state.message) : '')}
        </p>
      )}
    </div>
  );
}
