import { useEffect, useId, useImperativeHandle, useRef, useState, type FormEvent, type Ref } from 'react';
import { useAppDispatch, useErrorText, useTranslation } from '@topup/platform';
import type { UserLookup } from '@topup/shared/contract';
import { AccountIdField, Button, useAccountId } from '@topup/shared/ui';
import { lookupAccount, type LookupOutcome } from './lookupAccount';
import { recipientActions } from './recipientSlice';
import { verificationNeeded } from './verificationNeeded';
import { RecipientBadge } from './RecipientBadge';
import { REFUSAL_KEY } from './refusalText';
import styles from './AccountSearch.module.css';

type Phase = { kind: 'idle' } | { kind: 'searching' } | { kind: 'done'; outcome: LookupOutcome };

export interface AccountSearchHandle {
  /** Searches an id as if typed (a recent target picked), choosing it at once when it is payable. */
  searchAndChoose(displayId: string): void;
}

/**
 * spec 01 §2, §5: the account id field and its lookup. Digits only (Arabic-Indic and Persian digits become
 * 0–9 as they are typed or pasted; anything else is refused with the "digits only" message); search from 5
 * characters (check_display_id); the account found is shown — avatar, nickname, id — before it can be
 * chosen, and refusals get their own message. Changing the id clears the previous recipient at once.
 */
export function AccountSearch({
  onChoose,
  onVerify,
  ref,
}: {
  /** A payable account that needs no code: the page makes it the recipient. */
  onChoose: (user: UserLookup) => Promise<void> | void;
  onVerify: (user: UserLookup) => void;
  ref?: Ref<AccountSearchHandle>;
}) {
  const { t } = useTranslation('pay');
  const errorText = useErrorText();
  const dispatch = useAppDispatch();
  // spec 01 §5: search from 5 characters
  const account = useAccountId({ digitsOnly: t('search.digitsOnly'), minLength: t('search.minLength') });
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const [tooltipOpen, setTooltipOpen] = useState(false);
  const cleared = useRef(false);
  const tooltipId = useId();
  const selectButton = useRef<HTMLButtonElement>(null);
  const found = phase.kind === 'done' && phase.outcome.kind === 'found';

  // the account found is the next step: its button takes the focus (the search button was disabled meanwhile)
  useEffect(() => {
    if (found) selectButton.current?.focus();
  }, [found]);

  // Changing the id forgets the account found, and the first change clears the previous recipient.
  const onChanged = () => {
    setPhase({ kind: 'idle' });
    if (!cleared.current) {
      cleared.current = true;
      dispatch(recipientActions.recipientCleared());
    }
  };

  const select = async (user: UserLookup) => {
    if (dispatch(verificationNeeded(user))) {
      onVerify(user);
      return;
    }
    await onChoose(user);
  };

  const search = async (id: string, chooseWhenFound = false) => {
    setPhase({ kind: 'searching' });
    const outcome = await dispatch(lookupAccount(id));
    setPhase({ kind: 'done', outcome });
    if (chooseWhenFound && outcome.kind === 'found') await select(outcome.user);
  };

  useImperativeHandle(ref, () => ({
    searchAndChoose(displayId) {
      onChanged();
      void search(account.input(displayId), true);
    },
  }));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (account.confirm()) void search(account.value);
  };

  const outcome = phase.kind === 'done' ? phase.outcome : null;
  return (
    <div className={styles.search} data-testid="account-search">
      <form className={styles.form} onSubmit={submit} noValidate>
        <AccountIdField
          label={t('search.label')}
          name="account-id"
          autoComplete="off"
          state={account}
          aria-describedby={tooltipOpen ? tooltipId : undefined}
          onDigits={onChanged}
        />
        <div className={styles.tooltip}>
          <Button
            variant="link"
            aria-expanded={tooltipOpen}
            aria-controls={tooltipId}
            onClick={() => setTooltipOpen((o) => !o)}
          >
            {t('search.tooltipButton')}
          </Button>
          <p id={tooltipId} className={styles.tooltipText} hidden={!tooltipOpen}>
            {t('search.tooltip')}
          </p>
        </div>
        <Button type="submit" disabled={!account.canConfirm || phase.kind === 'searching'}>
          {phase.kind === 'searching' ? t('search.searching') : t('search.confirm')}
        </Button>
      </form>
      <div aria-live="polite" data-testid="lookup-result" className={styles.result}>
        {outcome?.kind === 'found' && (
          <div className={styles.found}>
            <p className={styles.question}>{t('search.found')}</p>
            <RecipientBadge account={outcome.user} />
            <Button ref={selectButton} onClick={() => void select(outcome.user)} data-testid="select-account">
              {t('search.select')}
            </Button>
          </div>
        )}
        {outcome?.kind === 'refused' && (
          <p className={styles.error} role="alert">
            {t(REFUSAL_KEY[outcome.refusal])}
          </p>
        )}
        {outcome?.kind === 'failed' && (
          <p className={styles.error} role="alert">
            {errorText(outcome.result, outcome.message)}
          </p>
        )}
      </div>
    </div>
  );
}
