import { useCallback } from 'react';
import { useNavigate } from '@topup/router';
import { loadSessionUser, store, useDispatch, type AppDispatch } from '@topup/platform';
import { cardKind } from '@topup/shared/domain/cardKind';
import { repurchasePath } from '@topup/shared/domain/repurchase';
import type { ResultAction } from '@topup/shared/domain/resultDialog';
import { groupTiersByAmount, lowerTier } from '@topup/shared/domain/tiers';
import { offeredCardsFor } from '../cards/offeredCards';
import type { StepsApi } from '../steps/useSteps';
import { payActions, selectPay } from '../store/paySlice';

/** The callback parameters of spec 01 §2 (they leave the address bar once the result is read). */
const CALLBACK_PARAMS = [
  'zp_show',
  'test_zp_show',
  'zp_orderid',
  'order_id',
  'zp_h5deviceid',
  'zp_pay_sub_type',
];

/** The result is read: the callback parameters leave the address bar, so a reload or Back shows the page. */
export function useLeaveCallback(): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    const params = new URLSearchParams(window.location.search);
    if (!CALLBACK_PARAMS.some((p) => params.has(p))) return;
    for (const p of CALLBACK_PARAMS) params.delete(p);
    const search = params.toString();
    void navigate({ search: search ? `?${search}` : '', hash: window.location.hash }, { replace: true });
  }, [navigate]);
}

/**
 * What the result dialog's buttons do (spec 01 §4). The scene says which card and type the next order
 * uses: retry and expire the last attempted ones, repurchase the lower tier with the experiment's path
 * (group B straight to the saved card, A back home), normal a fresh choice.
 */
export function useResultActions(steps: StepsApi, payDirect: () => void) {
  const dispatch = useDispatch<AppDispatch>();

  const leaveCallback = useLeaveCallback();

  return useCallback(
    (action: ResultAction) => {
      const pay = selectPay(store.getState());
      const r = pay.result;
      if (!r) return;
      const card = (pay.cardFetch.orderId === r.orderId ? pay.cardFetch.card : null) ?? r.card;
      dispatch(payActions.resultClosed());
      leaveCallback();
      switch (action) {
        case 'close':
        case 'rechargeAnother':
          // spec 01 §4: closing the success dialog refreshes the session login
          void loadSessionUser({ refresh: true });
          dispatch(payActions.sceneChanged('normal'));
          steps.restart();
          return;
        case 'understood':
        case 'tryAnother':
          dispatch(payActions.sceneChanged('normal'));
          steps.restart();
          return;
        case 'refresh':
          window.location.reload();
          return;
        case 'retry':
          dispatch(payActions.sceneChanged('retry'));
          dispatch(payActions.payTypeChosen(r.payType));
          if (card) {
            dispatch(payActions.cardChosen(card));
            steps.restart({ type: 'CHOOSE_CARD', card, expired: false });
          } else {
            steps.restart({ type: 'ADD_NEW_CARD' });
          }
          return;
        case 'updateAndPay':
          dispatch(payActions.sceneChanged('expire'));
          dispatch(payActions.payTypeChosen(r.payType));
          if (card) {
            dispatch(payActions.cardChosen(card));
            steps.restart({ type: 'CHOOSE_CARD', card, expired: true });
          } else {
            steps.restart({ type: 'ADD_NEW_CARD' });
          }
          return;
        case 'useAnotherCard': {
          dispatch(payActions.payTypeChosen(r.payType));
          const others = offeredCardsFor(pay.savedCards, r.payType).filter(
            (c) => c.fingerprint !== card?.fingerprint,
          );
          steps.restart(others.length > 0 ? { type: 'OPEN_CARD_LIST' } : { type: 'ADD_NEW_CARD' });
          return;
        }
        case 'tryLower': {
          const lower = pay.chargeList ? lowerTier(groupTiersByAmount(pay.chargeList.list), r.amount) : null;
          if (lower === null) return steps.restart();
          dispatch(payActions.sceneChanged('repurchase'));
          dispatch(payActions.amountChosen(lower));
          dispatch(payActions.payTypeChosen(r.payType));
          const path = repurchasePath({
            group: pay.chargeList?.pay_group ?? 'A',
            cardFetchState: pay.cardFetch.orderId === r.orderId ? pay.cardFetch.state : 1,
            card,
            failureKind: r.kind,
          });
          if (path === 'direct' && card) {
            dispatch(payActions.cardChosen(card));
            // a card-checkout card still needs its CVV (create_coin_pay's cko_cvv); a third-provider card pays now
            if (cardKind(card) === 'cko') steps.restart({ type: 'CHOOSE_CARD', card, expired: false });
            else {
              steps.restart();
              payDirect();
            }
            return;
          }
          steps.restart();
          return;
        }
      }
    },
    [dispatch, leaveCallback, payDirect, steps],
  );
}
