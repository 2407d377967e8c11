import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@topup/platform';
import { formatAmount } from '@topup/shared/domain/format';
import { Button } from '@topup/shared/ui';
import { useCardTranslation } from '@topup/payments/providers/cardFieldTexts';
import { useCardSurface } from '@topup/payments/providers/useCardSurface';
import type { Fine, PayOutcome } from './channels';
import { payFineByCard } from './payByCard';
import styles from './FineCardForm.module.css';

/**
 * The fine's card channel: the card-checkout channel's provider draws its four fields here (the payments
 * package, as on the top-up page); pay is enabled once all four are valid (pressed anyway, every field
 * says what is missing); then the card is tokenized and the fine's order made, and the page goes where its
 * answer says (3-D Secure, or back to /fines paid). One press at a time: the button is busy until the
 * answer, and the attempt id makes any repeat the same order.
 */
export function FineCardForm({
  fine,
  payType,
  onOutcome,
  onClose,
}: {
  fine: Fine;
  payType: number;
  onOutcome(outcome: PayOutcome): void;
  onClose(): void;
}) {
  const { t } = useTranslation('fines');
  const { t: tCard } = useCardTranslation();
  const { container, surface, phase, fields } = useCardSurface(payType, { withFields: true });
  const [busy, setBusy] = useState(false);
  const [tokenFailed, setTokenFailed] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const ready = phase === 'ready' && fields?.allValid === true;

  const pay = async () => {
    const area = surface.current?.fields;
    if (busy || !area) return;
    if (!ready) {
      area.showErrors();
      return;
    }
    setBusy(true);
    setTokenFailed(false);
    const tokenized = await area.tokenize();
    if (!tokenized.ok) {
      setBusy(false);
      setTokenFailed(tokenized.reason === 'failed');
      return;
    }
    const outcome = await payFineByCard(fine, tokenized.card);
    // leaving for 3-D Secure or the paid page: the button stays busy until the page goes
    if (outcome.kind !== 'leaving') setBusy(false);
    onOutcome(outcome);
  };

  return (
    <section className={styles.form} aria-labelledby="fine-card-title" data-testid="fine-card-form">
      <h3 id="fine-card-title" ref={heading} tabIndex={-1} className={styles.title}>
        {tCard('newCardTitle')}
      </h3>
      {phase === 'loading' && (
        <p className={styles.muted} role="status">
          {t('pay.loadingFields')}
        </p>
      )}
      {phase === 'unavailable' && (
        <p className={styles.unavailable} role="alert">
          {t('pay.cardUnavailable')}
        </p>
      )}
      <div ref={container} className={styles.fields} hidden={phase === 'unavailable'} />
      {tokenFailed && (
        <p className={styles.unavailable} role="alert">
          {t('pay.cardFailed')}
        </p>
      )}
      {phase === 'ready' && (
        <>
          <p className={styles.secure}>{tCard('secure')}</p>
          <Button
            aria-disabled={!ready || busy}
            className={!ready || busy ? styles.disabled : undefined}
            onClick={() => void pay()}
            data-testid="fine-card-submit"
          >
            {busy ? t('pay.paying') : t('pay.payNow', { amount: formatAmount(fine.amount) })}
          </Button>
        </>
      )}
      <Button variant="secondary" onClick={onClose} disabled={busy}>
        {t('pay.closeCard')}
      </Button>
    </section>
  );
}
