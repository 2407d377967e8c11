import { useState, type FormEvent } from 'react';
import { useTranslation, api, useErrorText } from '@topup/platform';
import { API } from '@topup/shared/contract/paths';
import type { FineInfo } from '@topup/shared/contract/fine';
import { formatAmount, formatDate, KSA_OFFSET_HOURS } from '@topup/shared/domain/format';
import { AccountIdField, Button, useAccountId } from '@topup/shared/ui';
import styles from './FineLookup.module.css';

type Lookup =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'found'; fine: FineInfo }
  | { status: 'failed'; message: string };

/** spec 02 §2: see the fine amount for an account ID (paying it comes with the fine feature). */
export function FineLookup() {
  const { t } = useTranslation('fines');
  const errorText = useErrorText();
  // spec 02 §5: digits only, one rule with the pay page (normalised as typed); the page names no length
  const account = useAccountId({ digitsOnly: t('account.digitsOnly'), required: t('account.required') });
  const [lookup, setLookup] = useState<Lookup>({ status: 'idle' });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!account.confirm()) return;
    setLookup({ status: 'loading' });
    const r = await api.get<FineInfo>(API.fineInfo.path, { id: account.value });
    setLookup(
      r.result === 0 && r.data
        ? { status: 'found', fine: r.data }
        : { status: 'failed', message: errorText(r.result, r.message) },
    );
  };

  return (
    <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate>
      <AccountIdField
        label={t('account.label')}
        name="id"
        autoComplete="off"
        placeholder={t('account.placeholder')}
        state={account}
      />
      <Button type="submit" disabled={lookup.status === 'loading'}>
        {lookup.status === 'loading' ? t('account.checking') : t('account.check')}
      </Button>
      <div aria-live="polite" data-testid="fine-result">
        {lookup.status === 'found' && (
          <p className={styles.found}>
            {t('fine.amount')} <bdi className={styles.amount}>{formatAmount(lookup.fine.amount)}</bdi>
            <br />
            {lookup.fine.permanent || lookup.fine.ban_until === null
              ? t('fine.permanent')
              : t('fine.until', { date: formatDate(lookup.fine.ban_until, KSA_OFFSET_HOURS) })}
          </p>
        )}
        {lookup.status === 'failed' && (
          <p className={styles.failed} role="alert">
            {lookup.message}
          </p>
        )}
      </div>
    </form>
  );
}
