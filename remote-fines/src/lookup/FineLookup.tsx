import { useEffect, useRef, type FormEvent } from 'react';
import { useAppDispatch, useAppSelector, useTranslation } from '@topup/platform';
import { AccountIdField, Button, useAccountId } from '@topup/shared/ui';
import { followPendingFine, lookupFine, openFinePage } from '../checkout/lookup';
import { selectFineStatus } from '../checkout/selectors';
import { FineResult } from '../pay/FineResult';
import styles from './FineLookup.module.css';

/**
 * spec 02 §2: the fine of an account id — typed (the shared field), or the link's — with its amount, its
 * ban, and the way to pay it; after paying, pending until the ban lifts by itself (the checkout follows it).
 */
export function FineLookup({
  initialId = '',
  paidOrder = null,
}: {
  initialId?: string;
  paidOrder?: string | null;
}) {
  const { t } = useTranslation('fines');
  const dispatch = useAppDispatch();
  // spec 02 §5: digits only, one rule with the pay page (normalised as typed); the page names no length
  const account = useAccountId(
    { digitsOnly: t('account.digitsOnly'), required: t('account.required') },
    initialId,
  );
  const loading = useAppSelector(selectFineStatus).status === 'loading';
  const arrived = useRef<{ id: string; paidOrder: string | null } | null>({ id: initialId, paidOrder });

  // the page opens once (an id from the link is looked up on arrival, typed ones when the user asks), and
  // a pending fine is asked again until its ban is lifted, while the page is shown
  useEffect(() => {
    const opened = arrived.current;
    arrived.current = null;
    if (opened) void dispatch(openFinePage(opened.id, opened.paidOrder));
  }, [dispatch]);
  useEffect(() => {
    const stop = dispatch(followPendingFine());
    return () => stop({ cancelActive: true });
  }, [dispatch]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (account.confirm()) void dispatch(lookupFine(account.value));
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
        <Button type="submit" disabled={loading}>
          {loading ? t('account.checking') : t('account.check')}
        </Button>
      </form>
      <FineResult />
    </div>
  );
}
