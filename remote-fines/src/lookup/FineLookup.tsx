import { useState, type FormEvent } from 'react';
import { useTranslation, api, useErrorText } from '@topup/platform';
import { API } from '@topup/shared/contract/paths';
import type { FineInfo } from '@topup/shared/contract/fine';
import { isDigitsOnly, toLatinDigits } from '@topup/shared/domain/digits';
import { formatAmount, formatDate, KSA_OFFSET_HOURS } from '@topup/shared/domain/format';
import { Button, Field } from '@topup/shared/ui';
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
  const [id, setId] = useState('');
  const [inputError, setInputError] = useState<string | undefined>();
  const [lookup, setLookup] = useState<Lookup>({ status: 'idle' });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const value = toLatinDigits(id.trim());
    if (!value) return setInputError(t('account.required'));
    if (!isDigitsOnly(value)) return setInputError(t('account.digitsOnly')); // spec 02 §5
    setInputError(undefined);
    setLookup({ status: 'loading' });
    const r = await api.get<FineInfo>(API.fineInfo.path, { id: value });
    setLookup(
      r.result === 0 && r.data
        ? { status: 'found', fine: r.data }
        : { status: 'failed', message: errorText(r.result, r.message) },
    );
  };

  return (
    <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate>
      <Field
        label={t('account.label')}
        name="id"
        inputMode="numeric"
        autoComplete="off"
        dir="ltr"
        placeholder={t('account.placeholder')}
        value={id}
        error={inputError}
        onChange={(e) => setId(e.target.value)}
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
