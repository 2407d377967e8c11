import { useAppDispatch, useAppSelector } from '@topup/platform';
import { checkoutActions, selectCheckout } from '../checkout/checkoutSlice';
import { anotherCard, giveUp, updateExpiredCard } from '../checkout/stepIntents';
import { ExitConfirm } from './ExitConfirm';
import { ExpiredCardPopup } from './ExpiredCardPopup';
import { RepeatPaymentDialog } from './RepeatPaymentDialog';

/** The flow's questions: leaving a payment, an expired card, paying again what was just paid. */
export function FlowDialogs() {
  const dispatch = useAppDispatch();
  const { exitFrom, expiredCard } = useAppSelector(selectCheckout);
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
    </>
  );
}
