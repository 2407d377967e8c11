import { useAppDispatch, useAppSelector } from '@topup/platform';
import { checkoutActions, selectCheckout } from '../checkout/checkoutSlice';
import { anotherCard, giveUp, updateExpiredCard } from '../checkout/stepIntents';
import { ExitConfirm } from './ExitConfirm';
import { ExpiredCardPopup } from './ExpiredCardPopup';
import { RepeatPaymentDialog } from './RepeatPaymentDialog';
import { VerifyCodeDialog } from '../recipient/VerifyCodeDialog';

/**
 * The flow's questions: leaving a payment, an expired card, paying again what was just paid, the code of
 * an account the server has not verified for this device.
 */
export function FlowDialogs() {
  const dispatch = useAppDispatch();
  const { exitFrom, expiredCard, verifyFor } = useAppSelector(selectCheckout);
  return (
    <>
      {exitFrom && (
        <ExitConfirm
          onContinue={() => dispatch(checkoutActions.exitDismissed())}
          onGiveUp={() => void dispatch(giveUp())}
        />
      )}
      {expiredCard && (
        <ExpiredCardPopup
          card={expiredCard}
          onClose={() => dispatch(checkoutActions.expiredCardOffered(null))}
          onUpdate={() => void dispatch(updateExpiredCard())}
          onAnother={() => void dispatch(anotherCard())}
        />
      )}
      <RepeatPaymentDialog />
      {verifyFor && (
        <VerifyCodeDialog
          user={verifyFor}
          onVerified={() => void dispatch(checkoutActions.verifyAnswered({ verified: true }))}
          onClose={() => dispatch(checkoutActions.verifyAnswered({ verified: false }))}
        />
      )}
    </>
  );
}
