import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { Link, useLocation } from '@topup/router';
import {
  api,
  overlays,
  storage,
  store,
  useDispatch,
  useSelector,
  useTranslation,
  type AppDispatch,
  type RootState,
} from '@topup/platform';
import type { SavedCard } from '@topup/shared/contract';
import { API } from '@topup/shared/contract/paths';
import { callbackQuery, readCallbackParams } from '@topup/shared/domain/callbackParams';
import { cardKind } from '@topup/shared/domain/cardKind';
import { PAY_DISPLAY_MODE, type PayStep } from '@topup/shared/domain/payStep';
import { channelKind } from '@topup/shared/domain/payTypes';
import { PageFrame, Spinner } from '@topup/shared/ui';
import { emitPayEvent } from '../analytics/payEvents';
import { offeredCardsFor, recentCardFor } from '../cards/offeredCards';
import { isSavedCardExpired } from '../cards/SavedCardLine';
import { ChannelSection } from '../home/ChannelSection';
import { PayBar } from '../home/PayBar';
import { RecipientSection } from '../home/RecipientSection';
import { TierSection } from '../home/TierSection';
import { useHomeChoices } from '../home/useHomeChoices';
import { attemptDecided } from '../orders/attempt';
import { showResult } from '../result/showResult';
import { loadInitBatch } from '../start/initBatch';
import { PAYMENT_STEPS, useSteps } from '../steps/useSteps';
import { startPersistingPayState } from '../store/persist';
import { payActions, selectPay } from '../store/paySlice';
import { payTargetOf } from './payTarget';
import { usePayOrder } from './usePayOrder';
import styles from './PayFlow.module.css';

// Everything after the pay button is its own chunk ("pay-steps"): the home of /pay carries none of it.
const CardListStep = lazy(() =>
  import(/* webpackChunkName: "pay-steps" */ '../steps/CardListStep').then((m) => ({
    default: m.CardListStep,
  })),
);
const CardFrameStep = lazy(() =>
  import(/* webpackChunkName: "pay-steps" */ '../steps/CardFrameStep').then((m) => ({
    default: m.CardFrameStep,
  })),
);
const CardCvvStep = lazy(() =>
  import(/* webpackChunkName: "pay-steps" */ '../steps/CardCvvStep').then((m) => ({
    default: m.CardCvvStep,
  })),
);
const ModifyExpiryStep = lazy(() =>
  import(/* webpackChunkName: "pay-steps" */ '../steps/ModifyExpiryStep').then((m) => ({
    default: m.ModifyExpiryStep,
  })),
);
const ExitConfirm = lazy(() =>
  import(/* webpackChunkName: "pay-steps" */ '../steps/ExitConfirm').then((m) => ({
    default: m.ExitConfirm,
  })),
);
const ExpiredCardPopup = lazy(() =>
  import(/* webpackChunkName: "pay-steps" */ '../home/ExpiredCardPopup').then((m) => ({
    default: m.ExpiredCardPopup,
  })),
);
const ResultDialog = lazy(() =>
  import(/* webpackChunkName: "result-dialog" */ '../result/ResultDialog').then((m) => ({
    default: m.ResultDialog,
  })),
);

function StepLoading() {
  const { t } = useTranslation('pay');
  return (
    <div className={styles.stepLoading}>
      <Spinner label={t('loading.step')} />
    </div>
  );
}

/** Apple Pay JS exists only in Safari (and the app's webview on iOS); spec 01 §8 unsupported message. */
function applePaySupported(): boolean {
  const session = (window as unknown as { ApplePaySession?: { canMakePayments?: () => boolean } })
    .ApplePaySession;
  try {
    return typeof session?.canMakePayments === 'function' && session.canMakePayments();
  } catch {
    return false;
  }
}

/**
 * The top-up flow of /pay, /recharge and /pay-step (spec 01 §2, §4): home (whom, what, how), then the
 * step the channel and card call for, the result, and the callback of a provider's redirect.
 */
export function PayFlow({ title, testId }: { title: string; testId: string }) {
  const { t } = useTranslation('pay');
  const dispatch = useDispatch<AppDispatch>();
  const location = useLocation();
  const pay = useSelector((s: RootState) => selectPay(s));
  const { highlights, channels } = useHomeChoices();
  const [exitFrom, setExitFrom] = useState<PayStep | null>(null);
  const [expired, setExpired] = useState<SavedCard | null>(null);
  const allowLeave = useRef(false);
  const steps = useSteps((from) => {
    if (allowLeave.current) {
      allowLeave.current = false;
      return true;
    }
    setExitFrom(from); // the browser's Back: ask first
    return false;
  });
  const { step, send } = steps;
  const { pay: payWith, busy } = usePayOrder();
  const recentCard = recentCardFor(pay);

  useEffect(() => {
    startPersistingPayState();
    const callback = readCallbackParams(location.search, location.hash);
    if (callback.isCallback && callback.orderId) {
      const { orderId } = callback;
      void import(/* webpackChunkName: "result-dialog" */ '../result/callback')
        .then(({ loadCallback }) =>
          dispatch(loadCallback(orderId, callbackQuery(location.search, location.hash), t)),
        )
        .catch(() => {
          // offline: the result cannot be read now (a reload reads it again); the page itself still works
          overlays.toast(t('remote.failed.body', { ns: 'common' }));
          void dispatch(loadInitBatch());
        });
    } else void dispatch(loadInitBatch());
    // once per visit of the page: the callback is read from the address it was opened with
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dispatch]);

  // spec 01 §2: display modes — 1 enter a card, 2 the list, 3 switch from the recent card
  useEffect(() => {
    const mode =
      step === 'CARD_LIST'
        ? PAY_DISPLAY_MODE.LIST
        : recentCard
          ? PAY_DISPLAY_MODE.SWITCH
          : PAY_DISPLAY_MODE.ENTER;
    if (mode !== pay.displayType) dispatch(payActions.displayTypeChanged(mode));
  }, [dispatch, step, recentCard, pay.displayType]);

  /** A channel without a card on this page: the provider's page (second provider), or Apple Pay. */
  const startRedirectOrder = useCallback(async () => {
    await payWith({ kind: 'none' }, null, 'loading.goingToPaymentPage');
  }, [payWith]);

  const onPay = () => {
    const target = payTargetOf(selectPay(store.getState()));
    if (!target) return;
    const kind = channelKind(target.pay_type);
    if (kind === 'applePay' && !applePaySupported()) {
      void dispatch(
        showResult(
          {
            kind: 'not_support_apple_pay',
            orderId: null,
            amount: target.amount,
            payType: target.pay_type,
            card: null,
            newCard: false,
          },
          { fetchCard: false },
        ),
      );
      return;
    }
    if ((kind === 'ckoCard' || kind === 'thirdCard') && recentCard) {
      dispatch(payActions.cardChosen(recentCard));
      if (isSavedCardExpired(recentCard)) {
        // spec 01 §4: a card-checkout card can be updated (the expired-card popup); any other is invalid
        if (cardKind(recentCard) === 'cko') setExpired(recentCard);
        else overlays.toast(t('expiry.invalidSaved'));
        return;
      }
      send({ type: 'CHOOSE_CARD', card: recentCard, expired: false });
      return;
    }
    dispatch(payActions.cardChosen(null));
    const effect = send({ type: 'CHOOSE_CHANNEL', subType: target.pay_type });
    if (effect.type === 'startOrder') void startRedirectOrder();
  };

  /** Repurchase B with a third-provider card: the saved card pays the lower tier at once (spec 01 §4). */
  const payDirect = useCallback(() => {
    const card = selectPay(store.getState()).currentCard;
    if (card) void payWith({ kind: 'saved', card, cvv: '' }, card);
  }, [payWith]);

  const back = () => {
    if (PAYMENT_STEPS.includes(step)) setExitFrom(step);
    else send({ type: 'BACK' });
  };

  /** spec 01 §2 exit-confirm, "give up": the order made for this attempt is reported cancelled. */
  const giveUp = () => {
    setExitFrom(null);
    const attempt = storage.get('payAttempt');
    if (attempt?.order_id) {
      void api.postForm(API.clickCancel.path, { app_order: attempt.order_id, reason: 'user_gave_up' });
      emitPayEvent({ type: 'cancelled', orderId: attempt.order_id });
      attemptDecided(attempt.order_id);
    }
    allowLeave.current = true;
    send({ type: 'BACK' });
  };

  return (
    <PageFrame title={title} testId={testId} contentReady={pay.chargeList !== null}>
      {step === 'HOME' && (
        <>
          <RecipientSection />
          <TierSection highlights={highlights} />
          <ChannelSection
            channels={channels}
            recentCard={recentCard}
            onSwitchCard={() => send({ type: 'OPEN_CARD_LIST' })}
          />
          <PayBar onPay={onPay} busy={busy} />
          <Link className={styles.link} to="/recharge-list">
            {t('rechargeList.title')}
          </Link>
        </>
      )}
      <Suspense fallback={step === 'HOME' ? null : <StepLoading />}>
        {step === 'CARD_LIST' && (
          <CardListStep
            send={send}
            onBack={back}
            onExpired={(card) =>
              cardKind(card) === 'cko' ? setExpired(card) : overlays.toast(t('expiry.invalidSaved'))
            }
          />
        )}
        {step === 'CARD_FRAME' && (
          <CardFrameStep send={send} onBack={back} onOtherChannels={() => steps.restart()} />
        )}
        {(step === 'CARD_CVV' || step === 'CARD_CVV_IS_NOT_REMEMBER') && (
          <CardCvvStep send={send} onBack={back} remembered={step === 'CARD_CVV'} />
        )}
        {step === 'CKO_CARD_MODIFY_EXPIRE' && <ModifyExpiryStep send={send} onBack={back} />}
      </Suspense>
      {/* the popups wait for their chunk on their own: the step under them must not be hidden meanwhile
          (a hidden step loses its card fields, which live in a layout effect) */}
      <Suspense fallback={null}>
        {exitFrom && <ExitConfirm onContinue={() => setExitFrom(null)} onGiveUp={giveUp} />}
        {expired && (
          <ExpiredCardPopup
            card={expired}
            onClose={() => setExpired(null)}
            onUpdate={() => {
              setExpired(null);
              dispatch(payActions.cardChosen(expired));
              send({ type: 'CHOOSE_CARD', card: expired, expired: true });
            }}
            onAnother={() => {
              setExpired(null);
              dispatch(payActions.cardChosen(null));
              const others = offeredCardsFor(pay.savedCards, pay.payType).filter(
                (c) => c.fingerprint !== expired.fingerprint,
              );
              if (step === 'CARD_LIST') return;
              send(others.length > 0 ? { type: 'OPEN_CARD_LIST' } : { type: 'ADD_NEW_CARD' });
            }}
          />
        )}
      </Suspense>
      <Suspense fallback={null}>
        {pay.result && <ResultDialog steps={steps} payDirect={payDirect} />}
      </Suspense>
    </PageFrame>
  );
}
