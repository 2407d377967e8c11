import { useCallback, useState } from 'react';
import { useLocation } from '@topup/router';
import {
  overlays,
  store,
  useDispatch,
  useErrorText,
  useTranslation,
  type AppDispatch,
} from '@topup/platform';
import type { SavedCard } from '@topup/shared/contract';
import { answerOrder, submitThreeDs, type AnswerOutcome, type PaidThing } from '../orders/answerOrder';
import { createOrder } from '../orders/createOrder';
import type { OrderCard } from '../orders/orderParams';
import { selectPay } from '../store/paySlice';
import { payTargetOf } from './payTarget';

/** spec 01 §2: the pages a provider may send the user back to; any other page goes back to /pay. */
const returnPathOf = (pathname: string) =>
  ['/pay', '/recharge', '/pay-step'].includes(pathname) ? pathname : '/pay';

/**
 * Creates the order of the current choice (recipient, tier, channel) with a card, and acts on the answer
 * (redirect, 3-D Secure, result dialog, toast). While it runs the page shows the loading overlay; while the
 * browser leaves for the provider the overlay stays.
 */
export function usePayOrder() {
  const { t } = useTranslation('pay');
  const errorText = useErrorText();
  const dispatch = useDispatch<AppDispatch>();
  const { pathname } = useLocation();
  const [busy, setBusy] = useState(false);

  const pay = useCallback(
    async (
      card: OrderCard,
      saved: SavedCard | null,
      loadingKey = 'loading.creatingOrder',
    ): Promise<AnswerOutcome | null> => {
      const target = payTargetOf(selectPay(store.getState()));
      if (!target) return null;
      setBusy(true);
      overlays.showLoading(t(loadingKey));
      let outcome: AnswerOutcome | null = null;
      try {
        const answer = await createOrder({ ...target, card, returnPath: returnPathOf(pathname) });
        const paid: PaidThing = { payType: target.pay_type, amount: target.amount, card: saved };
        outcome = await dispatch(answerOrder(answer, paid, t, errorText));
        return outcome;
      } finally {
        if (outcome?.kind !== 'redirecting') {
          overlays.hideLoading();
          setBusy(false);
        }
      }
    },
    [dispatch, errorText, pathname, t],
  );

  const afterChallenge = useCallback(
    async (orderId: string, details: Record<string, unknown>, saved: SavedCard | null) => {
      const target = payTargetOf(selectPay(store.getState()));
      if (!target) return null;
      overlays.showLoading(t('loading.checkingResult'));
      try {
        return await dispatch(
          submitThreeDs(
            orderId,
            details,
            { payType: target.pay_type, amount: target.amount, card: saved },
            errorText,
          ),
        );
      } finally {
        overlays.hideLoading();
      }
    },
    [dispatch, errorText, t],
  );

  return { pay, afterChallenge, busy };
}
