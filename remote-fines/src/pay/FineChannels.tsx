import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useErrorText, useTranslation } from '@topup/platform';
import { formatAmount } from '@topup/shared/domain/format';
import { Button } from '@topup/shared/ui';
import {
  ACCOUNT_NOT_BANNED,
  FINE_ALREADY_PAID,
  FINE_AMOUNT_CHANGED,
  FINE_LINK_INVALID,
  FINE_MAINTENANCE,
} from '@topup/shared/contract/codes';
import { FINE_CHANNELS, type Fine, type FineChannel, type PayOutcome } from './channels';
import type { FineApplePayOutcome } from './payByApplePay';
import { useApplePayReady } from './useApplePayReady';
import styles from './FineResult.module.css';

// the card's fields (and the payments package's provider loader) download only when the card is chosen
const FineCardForm = lazy(async () => ({
  default: (await import(/* webpackChunkName: "fine-card" */ './FineCardForm')).FineCardForm,
}));

const FINE_ANSWERS: readonly number[] = [
  ACCOUNT_NOT_BANNED,
  FINE_ALREADY_PAID,
  FINE_AMOUNT_CHANGED,
  FINE_LINK_INVALID,
  FINE_MAINTENANCE,
];

/**
 * The fine's pay channels (channels.ts): one button each; the hosted page goes at once, the card opens its
 * fields below, Apple Pay (where the browser has it) its sheet. One payment at a time. A failure says what
 * happened: the fine's own answers and a card's decline in their words, anything else "submit failed,
 * contact support".
 */
export function FineChannels({ fine, note }: { fine: Fine; note: string | null }) {
  const { t } = useTranslation('fines');
  const errorText = useErrorText();
  const [paying, setPaying] = useState(false);
  const [cardOpen, setCardOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // closing the card's fields gives the focus back to the button that opened them
  const cardButton = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  useEffect(() => {
    if (wasOpen.current && !cardOpen) cardButton.current?.focus();
    wasOpen.current = cardOpen;
  }, [cardOpen]);

  const applePay = useApplePayReady();

  const settle = (outcome: PayOutcome | FineApplePayOutcome) => {
    if (outcome.kind === 'leaving') return;
    setPaying(false);
    if (outcome.kind === 'applePayFailed') setFailure(t(`pay.applePayFailed.${outcome.why}`));
    else if (outcome.kind === 'declined') setFailure(outcome.message || errorText(outcome.result, ''));
    else
      setFailure(
        FINE_ANSWERS.includes(outcome.result)
          ? errorText(outcome.result, outcome.message)
          : t('pay.submitFailed'),
      );
  };

  const press = async (channel: FineChannel) => {
    if (paying) return;
    setFailure(null);
    if (channel.opens === 'cardFields') {
      setCardOpen(true);
      return;
    }
    if (channel.opens === 'sheet') {
      if (!applePay) return;
      // the sheet is created and begun in this tap, before anything is awaited
      const run = applePay.pay(applePay.Session, fine, t('pay.applePayLabel'));
      setPaying(true);
      settle(await run);
      return;
    }
    setPaying(true);
    settle(await channel.pay(fine));
  };

  const card = FINE_CHANNELS.find((c) => c.opens === 'cardFields');
  const shown = failure ?? note;
  return (
    <>
      {shown && (
        <p className={styles.failed} role="alert">
          {shown}
        </p>
      )}
      {cardOpen && card?.opens === 'cardFields' ? (
        <Suspense
          fallback={
            <p className={styles.muted} role="status">
              {t('pay.loadingFields')}
            </p>
          }
        >
          <FineCardForm
            fine={fine}
            payType={card.payType}
            onOutcome={(outcome) => {
              setFailure(null);
              settle(outcome);
            }}
            onClose={() => setCardOpen(false)}
          />
        </Suspense>
      ) : (
        <div className={styles.channels} role="group" aria-label={t('pay.channels')}>
          {FINE_CHANNELS.filter((c) => c.opens !== 'sheet' || applePay).map((c) => (
            <Button
              key={c.id}
              ref={c.opens === 'cardFields' ? cardButton : undefined}
              variant={c.id === 'card' ? 'primary' : 'secondary'}
              disabled={paying}
              onClick={() => void press(c)}
              data-testid={`fine-pay-${c.id}`}
            >
              {paying && c.opens === 'page'
                ? t('pay.going')
                : t(c.labelKey, { amount: formatAmount(fine.amount) })}
            </Button>
          ))}
        </div>
      )}
    </>
  );
}
