import { useState, type FormEvent } from 'react';
import { useAppDispatch, useAppSelector, useTranslation } from '@topup/platform';
import { digitsOf } from '@topup/shared/domain/cardBrand';
import { CVV_MAX } from '@topup/shared/domain/cardFields';
import { formatAmount } from '@topup/shared/domain/format';
import { Button, CheckField, Field } from '@topup/shared/ui';
import { useCardTranslation } from '@topup/payments';
import { SavedCardLine } from '../cards/SavedCardLine';
import { checkoutActions, selectCheckout } from '../checkout/checkoutSlice';
import { goBack, submitCvv } from '../checkout/stepIntents';
import { selectPayTarget, selectPayment } from '../checkout/selectors';
import { CvvTips } from './CvvTips';
import { StepFrame } from './StepFrame';
import { useCardSurface } from './useCardSurface';
import styles from './Steps.module.css';

/**
 * spec 01 §4, §5 CARD_CVV and CARD_CVV_IS_NOT_REMEMBER: a saved card's CVV (3 to 4 digits, or the
 * provider's own rule for a saved third-provider card), then the order with that card. A card that is not
 * remembered offers to remember it. The provider is loaded for its CVV rule and its 3-D Secure.
 */
export function CardCvvStep({ remembered }: { remembered: boolean }) {
  const { t } = useTranslation('pay');
  const { t: tCard } = useCardTranslation();
  const dispatch = useAppDispatch();
  const { card, stepMessage } = useAppSelector(selectCheckout);
  const target = useAppSelector(selectPayTarget);
  const payment = useAppSelector(selectPayment);
  const { container, surface } = useCardSurface(target?.pay_type ?? null, { withFields: false });
  const [cvv, setCvv] = useState('');
  const [tips, setTips] = useState(false);
  const [remember, setRemember] = useState(false);
  const challenging = payment.status === 'challenge' || payment.status === 'confirming';
  const busy = payment.status !== 'idle';
  if (!card) return null;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    void dispatch(submitCvv({ cvv, remember: !remembered && remember, surface: surface.current }));
  };

  return (
    <StepFrame
      title={challenging ? tCard('challenge.title') : t('cvv.title')}
      onBack={() => void dispatch(goBack())}
      testId="step-card-cvv"
    >
      {!challenging && (
        <form className={styles.form} onSubmit={submit} noValidate>
          <p className={styles.muted}>{t('cvv.lead')}</p>
          <div className={styles.card}>
            <SavedCardLine card={card} />
          </div>
          <Field
            label={t('cvv.label')}
            inputMode="numeric"
            autoComplete="cc-csc"
            dir="ltr"
            value={cvv}
            error={stepMessage === 'cvvInvalid' ? t('cvv.invalid') : undefined}
            onChange={(e) => {
              setCvv(digitsOf(e.target.value).slice(0, CVV_MAX));
              if (stepMessage) dispatch(checkoutActions.stepMessageShown(null));
            }}
            data-testid="cvv-input"
          />
          <Button variant="link" onClick={() => setTips(true)}>
            {t('cvv.tips')}
          </Button>
          {!remembered && (
            <CheckField
              label={t('cvv.remember')}
              checked={remember}
              onChange={(e) => setRemember(e.target.checked)}
            />
          )}
          <Button type="submit" disabled={busy} data-testid="cvv-submit">
            {busy ? t('steps.paying') : t('steps.payAmount')}{' '}
            {target && !busy && <bdi>{formatAmount(target.amount)}</bdi>}
          </Button>
        </form>
      )}
      {challenging && <p className={styles.muted}>{tCard('challenge.lead')}</p>}
      <div
        ref={container}
        className={challenging ? styles.challenge : undefined}
        data-testid="challenge-area"
        data-challenge-title={tCard('challenge.title')}
      />
      {tips && <CvvTips onClose={() => setTips(false)} />}
    </StepFrame>
  );
}
