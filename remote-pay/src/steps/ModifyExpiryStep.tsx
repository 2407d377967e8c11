import { useState, type FormEvent } from 'react';
import { useAppDispatch, useAppSelector, useTranslation } from '@topup/platform';
import { EXPIRY_INPUT_MAX_LENGTH, formatExpiryInput } from '@topup/shared/domain/expiryInput';
import { maskCardNumber } from '@topup/shared/domain/maskCard';
import { Button, Field, LtrNumber, Modal } from '@topup/shared/ui';
import { checkoutActions, selectCheckout } from '../checkout/checkoutSlice';
import { goBack, submitExpiry } from '../checkout/stepIntents';
import styles from './Steps.module.css';

/**
 * spec 01 §2, §5 CKO_CARD_MODIFY_EXPIRE: the card-expiry modal, whose title says the card (first digits,
 * stars, last four) currently has its validity date, around the update-expiry panel: the new expiry as
 * MM/YY (MMYY accepted and normalised, at most 5 characters, Arabic-Indic digits too), applied only when
 * valid — not before this month — then the card goes on to its CVV. 31073: "failed to update card info".
 */
export function ModifyExpiryStep() {
  const { t } = useTranslation('pay');
  const dispatch = useAppDispatch();
  const { card, stepMessage } = useAppSelector(selectCheckout);
  const [value, setValue] = useState('');
  const [busy, setBusy] = useState(false);
  if (!card) return null;
  const masked = maskCardNumber(card.bin, card.last4);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    await dispatch(submitExpiry(value));
    setBusy(false);
  };

  return (
    <Modal
      title={
        <>
          {t('expiry.modalCard')} <LtrNumber>{masked}</LtrNumber> {t('expiry.modalValidity')}{' '}
          <LtrNumber>{card.card_valid_date}</LtrNumber>
        </>
      }
      closeLabel={t('steps.back')}
      maskClosable
      showClose
      onCancel={() => void dispatch(goBack())}
      testId="step-modify-expiry"
    >
      <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate>
        {/* spec 01 §2 update-expiry panel: the masked card number and its current expiry */}
        <p className={styles.card} data-testid="expiry-card">
          <LtrNumber className={styles.cardNumber}>{masked}</LtrNumber>
          <span>
            {t('expiry.validUntil')} <LtrNumber>{card.card_valid_date}</LtrNumber>
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
          error={stepMessage === 'expiryInvalid' ? t('expiry.invalid') : undefined}
          onChange={(e) => {
            setValue(formatExpiryInput(e.target.value).slice(0, EXPIRY_INPUT_MAX_LENGTH));
            if (stepMessage) dispatch(checkoutActions.stepMessageShown(null));
          }}
        />
        <Button type="submit" disabled={busy} data-testid="expiry-submit">
          {t('expiry.submit')}
        </Button>
      </form>
    </Modal>
  );
}
