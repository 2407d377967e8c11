import { useEffect, useRef } from 'react';
import { useAppDispatch, useAppSelector, useTranslation } from '@topup/platform';
import { useCardSurface, useCardTranslation } from '@topup/payments';
import { formatAmount } from '@topup/shared/domain/format';
import { Button } from '@topup/shared/ui';
import type { FineCardChannel } from '../checkout/channels';
import { payFineByCard } from '../checkout/payByCard';
import { selectCardUnread, selectFinePayment, type FineToPay } from '../checkout/selectors';
import styles from './FineCardForm.module.css';

/**
 * A fine's card channel: the channel's provider draws its four fields here (the payments pipeline, as on
 * the top-up page); pay is enabled once all four are valid (pressed anyway, every field says what is
 * missing); the payment is the checkout's (payFineByCard). The third provider's 3-D Secure is shown in
 * the same area, where the fields were (spec 01 §9: challenge window size 05). The button is busy while
 * it runs.
 */
export function FineCardForm({
  fine,
  channel,
  onClose,
}: {
  fine: FineToPay;
  channel: FineCardChannel;
  onClose(): void;
}) {
  const { t } = useTranslation('fines');
  const { t: tCard } = useCardTranslation();
  const dispatch = useAppDispatch();
  const { container, surface, phase, fields } = useCardSurface(channel.payType, { withFields: true });
  const payment = useAppSelector(selectFinePayment);
  const busy = payment !== 'idle';
  const challenge = payment === 'challenge';
  const cardUnread = useAppSelector(selectCardUnread);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const ready = phase === 'ready' && fields?.allValid === true;

  return (
    <section className={styles.form} aria-labelledby="fine-card-title" data-testid="fine-card-form">
      <h3 id="fine-card-title" ref={heading} tabIndex={-1} className={styles.title}>
        {challenge ? tCard('challenge.title') : tCard('newCardTitle')}
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
      {challenge && <p className={styles.muted}>{tCard('challenge.lead')}</p>}
      {/* the provider's fields, and later its 3-D Secure challenge, live in this node */}
      <div
        ref={container}
        className={challenge ? styles.challenge : styles.fields}
        data-testid={challenge ? 'fine-challenge-area' : undefined}
        data-challenge-title={tCard('challenge.title')}
        hidden={phase === 'unavailable'}
      />
      {cardUnread && (
        <p className={styles.unavailable} role="alert">
          {t('pay.cardFailed')}
        </p>
      )}
      {phase === 'ready' && !challenge && (
        <>
          <p className={styles.secure}>{tCard('secure')}</p>
          <Button
            aria-disabled={!ready || busy}
            className={!ready || busy ? styles.disabled : undefined}
            onClick={() => void dispatch(payFineByCard(surface.current, ready, channel))}
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
