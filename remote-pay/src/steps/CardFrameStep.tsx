import { useAppDispatch, useAppSelector, useTranslation } from '@topup/platform';
import { formatAmount } from '@topup/shared/domain/format';
import { Button } from '@topup/shared/ui';
import { useCardTranslation } from '@topup/payments';
import { goBack, otherChannels, submitCardFrame } from '../checkout/stepIntents';
import { selectPayTarget, selectPayment } from '../checkout/selectors';
import { StepFrame } from './StepFrame';
import { useCardSurface } from './useCardSurface';
import styles from './Steps.module.css';

/**
 * spec 01 §4, §5 CARD_FRAME: a new card's four fields, drawn by the channel's provider. Pay is disabled
 * until all four are valid; pressing it anyway shows every field's message (the submit gate). Then the
 * checkout tokenizes, creates the order, and goes where its answer says — the provider's page, or 3-D
 * Secure right here where the fields were.
 */
export function CardFrameStep() {
  const { t } = useTranslation('pay');
  const { t: tCard } = useCardTranslation();
  const dispatch = useAppDispatch();
  const target = useAppSelector(selectPayTarget);
  const payment = useAppSelector(selectPayment);
  const { container, surface, phase, fields } = useCardSurface(target?.pay_type ?? null, {
    withFields: true,
  });
  const challenge = payment.status === 'challenge' || payment.status === 'confirming';
  const busy = payment.status !== 'idle';
  const ready = phase === 'ready' && fields?.allValid === true;

  return (
    <StepFrame
      title={challenge ? tCard('challenge.title') : tCard('newCardTitle')}
      onBack={() => void dispatch(goBack())}
      testId="step-card-frame"
    >
      {phase === 'loading' && (
        <p className={styles.muted} role="status">
          {t('steps.loadingFields')}
        </p>
      )}
      {phase === 'unavailable' && (
        <div className={styles.unavailable} role="alert">
          <p>{t('steps.unavailable')}</p>
          <Button variant="secondary" onClick={() => void dispatch(otherChannels())}>
            {t('steps.otherChannels')}
          </Button>
        </div>
      )}
      {challenge && <p className={styles.muted}>{tCard('challenge.lead')}</p>}
      {/* the provider's fields, and later its 3-D Secure challenge, live in this node */}
      <div
        ref={container}
        className={challenge ? styles.challenge : styles.fieldsArea}
        data-testid={challenge ? 'challenge-area' : 'fields-area'}
        data-challenge-title={tCard('challenge.title')}
        hidden={phase === 'unavailable'}
      />
      {phase === 'ready' && !challenge && (
        <>
          <p className={styles.secure}>{tCard('secure')}</p>
          <Button
            aria-disabled={!ready || busy}
            className={!ready || busy ? styles.disabled : undefined}
            onClick={() => {
              if (!busy) void dispatch(submitCardFrame(fields?.allValid ?? false, surface.current));
            }}
            data-testid="card-submit"
          >
            {busy ? t('steps.paying') : t('steps.payAmount')}{' '}
            {target && !busy && <bdi>{formatAmount(target.amount)}</bdi>}
          </Button>
        </>
      )}
    </StepFrame>
  );
}
