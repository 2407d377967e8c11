import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  overlays,
  useDispatch,
  useSelector,
  useTranslation,
  type AppDispatch,
  type RootState,
} from '@topup/platform';
import { digitsOf, validateCvv, CVV_MAX } from '@topup/shared/domain/cardFields';
import { formatAmount } from '@topup/shared/domain/format';
import type { PayStepEffect, PayStepEvent } from '@topup/shared/domain/payStep';
import { Button, CheckField, Field } from '@topup/shared/ui';
import { SavedCardLine } from '../cards/SavedCardLine';
import { payTargetOf } from '../flow/payTarget';
import { usePayOrder } from '../flow/usePayOrder';
import { providerFor } from '../providers/registry';
import type { CardProvider } from '../providers/types';
import { saveRememberChoice } from '../result/cardFetch';
import { selectPay } from '../store/paySlice';
import { CvvTips } from './CvvTips';
import { StepFrame } from './StepFrame';
import { useChallenge } from './useChallenge';
import styles from './Steps.module.css';

/**
 * spec 01 §4, §5 CARD_CVV and CARD_CVV_IS_NOT_REMEMBER: a saved card's CVV (3 to 4 digits, or the
 * provider's own rule for a saved third-provider card), then the order with that card. A card that is not
 * remembered offers to remember it once it has paid.
 */
export function CardCvvStep({
  send,
  onBack,
  remembered,
}: {
  send: (event: PayStepEvent) => PayStepEffect;
  onBack: () => void;
  remembered: boolean;
}) {
  const { t } = useTranslation('pay');
  const dispatch = useDispatch<AppDispatch>();
  const pay = useSelector((s: RootState) => selectPay(s));
  const card = pay.currentCard;
  const target = payTargetOf(pay);
  const [cvv, setCvv] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [tips, setTips] = useState(false);
  const [remember, setRemember] = useState(false);
  const [challenging, setChallenging] = useState(false);
  const provider = useRef<CardProvider | null>(null);
  const area = useRef<HTMLDivElement>(null);
  const { pay: payWith, afterChallenge, busy } = usePayOrder();
  const challenge = useChallenge();

  // the provider is ready for its 3-D Secure, and for its own CVV rule
  useEffect(() => {
    if (!target) return;
    let live = true;
    void providerFor(target.pay_type)
      .then(async (p) => {
        await p.load();
        if (live) provider.current = p;
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [target?.pay_type]); // eslint-disable-line react-hooks/exhaustive-deps

  if (!card) return null;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const valid = provider.current?.isSavedCvvValid
      ? provider.current.isSavedCvvValid(cvv)
      : validateCvv(cvv);
    const effect = send({ type: 'SUBMIT_CVV', cvvValid: valid });
    if (effect.type === 'showMessage') {
      setError(t('cvv.invalid'));
      return;
    }
    if (effect.type !== 'createOrder') return;
    // CARD_CVV_IS_NOT_REMEMBER: the user's "remember this card" is saved first, so the result already
    // knows the card as remembered and does not ask again
    let paying = card;
    if (!remembered && remember && (await dispatch(saveRememberChoice(card, true))))
      paying = { ...card, is_remember: 1 };
    const outcome = await payWith({ kind: 'saved', card: paying, cvv }, paying);
    if (outcome?.kind === 'challenge' && provider.current && area.current) {
      setChallenging(true);
      const orderId = outcome.orderId;
      await challenge(
        provider.current,
        area.current,
        outcome.action,
        (details) => void afterChallenge(orderId, details, card),
        () => overlays.toast(t('failure.retry')),
      );
    }
  };

  return (
    <StepFrame
      title={challenging ? t('challenge.title') : t('cvv.title')}
      onBack={onBack}
      testId="step-card-cvv"
    >
      {!challenging && (
        <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate>
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
            error={error}
            onChange={(e) => {
              setCvv(digitsOf(e.target.value).slice(0, CVV_MAX));
              setError(undefined);
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
      <div
        ref={area}
        className={challenging ? styles.challenge : undefined}
        data-testid="challenge-area"
        data-challenge-title={t('challenge.title')}
      />
      {tips && <CvvTips onClose={() => setTips(false)} />}
    </StepFrame>
  );
}
