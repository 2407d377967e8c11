import { useAppSelector } from '@topup/platform';
import { selectCheckout } from '../checkout/checkoutSlice';
import { selectStep, selectStepUnder } from '../checkout/selectors';
import { CardCvvStep } from '../steps/CardCvvStep';
import { CardFrameStep } from '../steps/CardFrameStep';
import { CardListStep } from '../steps/CardListStep';
import { ModifyExpiryStep } from '../steps/ModifyExpiryStep';

/**
 * The step the checkout is on (spec 01 §2 child pages 2..6). The expiry update is a modal over the step
 * it was opened from (selectStepUnder). A payment area used up by a challenge is replaced by a fresh one
 * (its key).
 */
export function PaySteps() {
  const step = useAppSelector(selectStep);
  const under = useAppSelector(selectStepUnder);
  const { surfaceEpoch } = useAppSelector(selectCheckout);
  return (
    <>
      {under === 'CARD_LIST' && <CardListStep />}
      {under === 'CARD_FRAME' && <CardFrameStep key={surfaceEpoch} />}
      {(under === 'CARD_CVV' || under === 'CARD_CVV_IS_NOT_REMEMBER') && (
        <CardCvvStep key={surfaceEpoch} remembered={under === 'CARD_CVV'} />
      )}
      {step === 'CKO_CARD_MODIFY_EXPIRE' && <ModifyExpiryStep />}
    </>
  );
}
