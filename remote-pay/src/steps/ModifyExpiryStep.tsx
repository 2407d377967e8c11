import { useState, type FormEvent } from 'react';
import { useLocation } from '@topup/router';
import {
  overlays,
  useDispatch,
  useErrorText,
  useSelector,
  useTranslation,
  type AppDispatch,
  type RootState,
} from '@topup/platform';
import { CARD_UPDATE_FAILED } from '@topup/shared/contract/codes';
import {
  EXPIRY_INPUT_MAX_LENGTH,
  formatExpiryInput,
  isExpiryValid,
  normaliseExpiry,
} from '@topup/shared/domain/cardExpiry';
import { maskCardNumber } from '@topup/shared/domain/maskCard';
import type { PayStepEffect, PayStepEvent } from '@topup/shared/domain/payStep';
import { readParam } from '@topup/shared/domain/urlParams';
import { Button, Field } from '@topup/shared/ui';
import { updateCardExpiry } from '../cards/cardCalls';
import { payActions, selectPay } from '../store/paySlice';
import { StepFrame } from './StepFrame';
import styles from './Steps.module.css';

/** spec 01 §5: a test URL parameter lets the update through without the expiry check (test_local=1). */
export const EXPIRY_CHECK_BYPASS_PARAM = 'test_local';

/**
 * spec 01 §2, §5 CKO_CARD_MODIFY_EXPIRE: the card-expiry panel. Its title names the card (first digits,
 * stars, last four) and its current validity date; the new expiry is typed as MM/YY (MMYY is accepted and
 * normalised, at most 5 characters, Arabic-Indic digits too). It applies only when valid — not before this
 * month — then update_card_source, and the user goes on to the card's CVV. 31073: "failed to update card info".
 */
export function ModifyExpiryStep({
  send,
  onBack,
}: {
  send: (event: PayStepEvent) => PayStepEffect;
  onBack: () => void;
}) {
  const { t } = useTranslation('pay');
  const errorText = useErrorText();
  const dispatch = useDispatch<AppDispatch>();
  const { search, hash } = useLocation();
  const card = useSelector((s: RootState) => selectPay(s).currentCard);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  if (!card) return null;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const bypass = readParam(search, hash, EXPIRY_CHECK_BYPASS_PARAM) === '1';
    const valid = bypass || isExpiryValid(value, Date.now(), { minimumThisMonth: true });
    const effect = send({ type: 'SUBMIT_EXPIRY', expiryValid: valid });
    if (effect.type === 'showMessage') {
      setError(t('expiry.invalid'));
      return;
    }
    if (effect.type !== 'updateExpiry') return;
    const date = normaliseExpiry(value) ?? value;
    setBusy(true);
    const r = await updateCardExpiry(card, date);
    setBusy(false);
    if (!r.ok) {
      overlays.toast(r.result === CARD_UPDATE_FAILED ? t('expiry.failed') : errorText(r.result, r.message));
      return;
    }
    dispatch(payActions.savedCardUpdated(r.card));
    dispatch(payActions.cardChosen(r.card));
    send({ type: 'EXPIRY_UPDATED' });
  };

  return (
    <StepFrame title={t('expiry.title')} onBack={onBack} testId="step-modify-expiry">
      <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate>
        {/* spec 01 §2 card-expiry modal: the card with its masked number currently has this validity date */}
        <p className={styles.card} data-testid="expiry-card">
          <bdi dir="ltr" className={styles.cardNumber}>
            {maskCardNumber(card.bin, card.last4)}
          </bdi>
          <span>
            {t('expiry.validUntil')} <bdi dir="ltr">{card.card_valid_date}</bdi>
          </span>
        </p>
        <Field
          label={t('expiry.label')}
          inputMode="numeric"
          autoComplete="cc-exp"
          dir="ltr"
          placeholder="MM/YY"
          value={value}
          maxLength={EXPIRY_INPUT_MAX_LENGTH}
          error={error}
          onChange={(e) => {
            setValue(formatExpiryInput(e.target.value).slice(0, EXPIRY_INPUT_MAX_LENGTH));
            setError(undefined);
          }}
        />
        <Button type="submit" disabled={busy} data-testid="expiry-submit">
          {t('expiry.submit')}
        </Button>
      </form>
    </StepFrame>
  );
}
