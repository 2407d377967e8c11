import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import {
  useDispatch,
  useErrorText,
  useSelector,
  useTranslation,
  type AppDispatch,
  type RootState,
} from '@topup/platform';
import type { UserLookup } from '@topup/shared/contract';
import { Button, Card, ErrorState } from '@topup/shared/ui';
import { AccountSearch } from '../recipient/AccountSearch';

import { RecipientBadge } from '../recipient/RecipientBadge';
import { REFUSAL_KEY } from '../recipient/refusalText';

// the popups load when first opened: they are not part of the page's first render
const AccountSearchDialog = lazy(() =>
  import(/* webpackChunkName: "account-dialog" */ '../recipient/AccountSearchDialog').then((m) => ({
    default: m.AccountSearchDialog,
  })),
);
const VerifyCodeDialog = lazy(() =>
  import(/* webpackChunkName: "verify-dialog" */ '../recipient/VerifyCodeDialog').then((m) => ({
    default: m.VerifyCodeDialog,
  })),
);
import { retryCall } from '../start/initBatch';
import { selectPay } from '../store/paySlice';
import styles from './HomeSections.module.css';

/** Whom the user pays for: the chosen account, or why the last one cannot be paid, and the way to change it. */
export function RecipientSection() {
  const { t } = useTranslation('pay');
  const errorText = useErrorText();
  const dispatch = useDispatch<AppDispatch>();
  const pay = useSelector((s: RootState) => selectPay(s));
  const [dialog, setDialog] = useState<{ kind: 'search' } | { kind: 'verify'; user: UserLookup } | null>(
    null,
  );
  const call = pay.calls.recipient;
  const changeButton = useRef<HTMLButtonElement>(null);
  // set when the user picks an account here: the focus then goes to "change" (the search it used is gone)
  const justChose = useRef(false);
  const chosen = () => {
    justChose.current = true;
  };

  useEffect(() => {
    if (pay.recipient && justChose.current) {
      justChose.current = false;
      changeButton.current?.focus();
    }
  }, [pay.recipient]);

  return (
    <Card>
      <section aria-labelledby="recipient-title" data-testid="recipient-section">
        <h2 id="recipient-title" className={styles.sub}>
          {t('recipient.title')}
        </h2>
        {call.status === 'loading' && (
          <p className={styles.muted} aria-busy="true">
            {t('recipient.checking')}
          </p>
        )}
        {call.status === 'failed' && (
          <ErrorState
            message={`${t('recipient.failed')} ${errorText(call.result ?? -2, call.message)}`}
            retryLabel={t('retry')}
            onRetry={() => void dispatch(retryCall('recipient'))}
          />
        )}
        {call.status !== 'loading' && call.status !== 'failed' && pay.recipient && (
          <div className={styles.recipientRow}>
            <RecipientBadge account={pay.recipient} />
            <Button
              ref={changeButton}
              variant="secondary"
              className={styles.change}
              onClick={() => setDialog({ kind: 'search' })}
              data-testid="change-recipient"
            >
              {t('recipient.change')}
            </Button>
          </div>
        )}
        {call.status !== 'loading' && call.status !== 'failed' && !pay.recipient && (
          // no recipient yet (or the last one can no longer be paid): the id field right here
          <>
            {pay.recipientRefusal && (
              <p className={styles.error} role="alert">
                {t(REFUSAL_KEY[pay.recipientRefusal])}
              </p>
            )}
            <AccountSearch onChosen={chosen} onVerify={(user) => setDialog({ kind: 'verify', user })} />
            {pay.history.length > 0 && (
              <Button
                variant="secondary"
                className={styles.recentButton}
                onClick={() => setDialog({ kind: 'search' })}
              >
                {t('search.recent')}
              </Button>
            )}
          </>
        )}
        {pay.recipient && <p className={styles.hint}>{t('recipient.hint')}</p>}
      </section>
      <Suspense fallback={null}>
        {dialog?.kind === 'search' && (
          <AccountSearchDialog
            onClose={() => setDialog(null)}
            onChosen={chosen}
            onVerify={(user) => setDialog({ kind: 'verify', user })}
          />
        )}
        {dialog?.kind === 'verify' && (
          <VerifyCodeDialog user={dialog.user} onVerified={chosen} onClose={() => setDialog(null)} />
        )}
      </Suspense>
    </Card>
  );
}
