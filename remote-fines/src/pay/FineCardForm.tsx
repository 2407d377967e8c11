import { useEffect, useRef } from 'react';
import { useAppDispatch, useAppSelector, useTranslation } from '@topup/platform';
import { useCardSurface, useCardTranslation, type FineToPay } from '@topup/payments';
import { formatAmount } from '@topup/shared/domain/format';
import { Button } from '@topup/shared/ui';
import { payFineByCard } from '../checkout/payByCard';
import { selectCardUnread, selectFinePayment } from '../checkout/selectors';
import styles from './FineCardForm.module.css';

/**
 * The fine's card channel: the card-checkout channel's provider draws its four fields here (the payments
 * engine, as on the top-up page); pay is enabled once all four are valid (pressed anyway, every field says
 * what is missing); the payment is the checkout's (payFineByCard). The button is busy while it runs.
 */
export function FineCardForm({
  fine,
  payType,
  onClose,
}: {
  fine: FineToPay;
  payType: number;
  onClose(): void;
}) {
  const { t } = useTranslation('fines');
  const { t: tCard } = useCardTranslation();
  const dispatch = useAppDispatch();
  const { container, surface, phase, fields } = useCardSurface(payType, { withFields: true });
  const busy = useAppSelector(selectFinePayment) !== 'idle';
  const cardUnread = useAppSelector(selectCardUnread);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const ready = phase === 'ready' && fields?.allValid === true;

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
      {cardUnread && (
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
            onClick={() => void dispatch(payFineByCard(surface.current, ready))}
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
