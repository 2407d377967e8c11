import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import {
  skipCall,
  useAppDispatch,
  useAppSelector,
  useCall,
  useErrorText,
  useTranslation,
} from '@topup/platform';
import type { UserLookup } from '@topup/shared/contract';
import { Button, Card, ErrorState } from '@topup/shared/ui';
import { retryRecipientCheck } from '../checkout/initBatch';
import { chooseRecipient } from '../checkout/chooseRecipient';
import { AccountSearch } from '../recipient/AccountSearch';
import { checkUidCall } from '../recipient/calls';
import { RecipientBadge } from '../recipient/RecipientBadge';
import { selectRecipient, selectRecipientState } from '../recipient/recipientSlice';
import { REFUSAL_KEY } from '../recipient/refusalText';
import styles from './HomeSections.module.css';
import { withLaterTexts } from '../i18n';

// the popups load when first opened: they are not part of the page's first render
const AccountSearchDialog = lazy(() =>
  withLaterTexts(import(/* webpackChunkName: "account-dialog" */ '../recipient/AccountSearchDialog')).then(
    (m) => ({
      default: m.AccountSearchDialog,
    }),
  ),
);
const VerifyCodeDialog = lazy(() =>
  withLaterTexts(import(/* webpackChunkName: "verify-dialog" */ '../recipient/VerifyCodeDialog')).then(
    (m) => ({
      default: m.VerifyCodeDialog,
    }),
  ),
);

/** Whom the user pays for: the chosen account, or why the last one cannot be paid, and the way to change it. */
export function RecipientSection() {
  const { t } = useTranslation('pay');
  const errorText = useErrorText();
  const dispatch = useAppDispatch();
  const recipient = useAppSelector(selectRecipient);
  const { refusal, history, startCheck } = useAppSelector(selectRecipientState);
  // the check of the account the page started with (check_uid of the init batch)
  const check = useCall(checkUidCall, startCheck === null ? skipCall : { display_uid: startCheck }, {
    ask: 'never',
  });
  const [dialog, setDialog] = useState<{ kind: 'search' } | { kind: 'verify'; user: UserLookup } | null>(
    null,
  );
  const changeButton = useRef<HTMLButtonElement>(null);
  // set when the user picks an account here: the focus then goes to "change" (the search it used is gone)
  const justChose = useRef(false);
  const choose = async (user: UserLookup) => {
    justChose.current = true;
    await dispatch(chooseRecipient(user));
  };
  const verify = (user: UserLookup) => setDialog({ kind: 'verify', user });

  useEffect(() => {
    if (recipient && justChose.current) {
      justChose.current = false;
      changeButton.current?.focus();
    }
  }, [recipient]);

  const settled = !check.isLoading && !check.isError;
  return (
    <Card>
      <section aria-labelledby="recipient-title" data-testid="recipient-section">
        <h2 id="recipient-title" className={styles.sub}>
          {t('recipient.title')}
        </h2>
        {check.isLoading && (
          <p className={styles.muted} aria-busy="true">
            {t('recipient.checking')}
          </p>
        )}
        {check.isError && (
          <ErrorState
            message={`${t('recipient.failed')} ${errorText(check.result ?? -2, check.message)}`}
            retryLabel={t('retry')}
            onRetry={() => void dispatch(retryRecipientCheck())}
          />
        )}
        {settled && recipient && (
          <div className={styles.recipientRow}>
            <RecipientBadge account={recipient} />
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
        {settled && !recipient && (
          // no recipient yet (or the last one can no longer be paid): the id field right here
          <>
            {refusal && (
              <p className={styles.error} role="alert">
                {t(REFUSAL_KEY[refusal])}
              </p>
            )}
            <AccountSearch onChoose={choose} onVerify={verify} />
            {history.length > 0 && (
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
        {recipient && <p className={styles.hint}>{t('recipient.hint')}</p>}
      </section>
      <Suspense fallback={null}>
        {dialog?.kind === 'search' && (
          <AccountSearchDialog onClose={() => setDialog(null)} onChoose={choose} onVerify={verify} />
        )}
        {dialog?.kind === 'verify' && (
          <VerifyCodeDialog user={dialog.user} onVerified={choose} onClose={() => setDialog(null)} />
        )}
      </Suspense>
    </Card>
  );
}
