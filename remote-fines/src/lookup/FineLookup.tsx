import { useEffect, useRef, type FormEvent } from 'react';
import { useTranslation } from '@topup/platform';
import { AccountIdField, Button, useAccountId } from '@topup/shared/ui';
import { FineResult } from '../pay/FineResult';
import { useFineState } from '../pay/useFineState';
import styles from './FineLookup.module.css';

/**
 * spec 02 §2: the fine of an account id — typed (the shared field), or the link's — with its amount, its
 * ban, and the way to pay it; after paying, pending until the ban lifts by itself.
 */
export function FineLookup({
  initialId = '',
  paidOrder = null,
}: {
  initialId?: string;
  paidOrder?: string | null;
}) {
  const { t } = useTranslation('fines');
  // spec 02 §5: digits only, one rule with the pay page (normalised as typed); the page names no length
  const account = useAccountId(
    { digitsOnly: t('account.digitsOnly'), required: t('account.required') },
    initialId,
  );
  const { state, lookup } = useFineState(paidOrder);
  const arrived = useRef(initialId);

  // an id from the link is looked up on arrival (typed ones when the user asks)
  useEffect(() => {
    const id = arrived.current;
    arrived.current = '';
    if (/^[0-9]+$/.test(id)) void lookup(id);
  }, [lookup]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (account.confirm()) void lookup(account.value);
  };

  return (
    <div className={styles.form}>
      <form className={styles.form} onSubmit={submit} noValidate>
        <AccountIdField
          label={t('account.label')}
          name="id"
          autoComplete="off"
          placeholder={t('account.placeholder')}
          state={account}
        />
        <Button type="submit" disabled={state.status === 'loading'}>
          {state.status === 'loading' ? t('account.checking') : t('account.check')}
        </Button>
      </form>
      <FineResult state={state} paidOrder={paidOrder} />
    </div>
  );
}
