import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from '@topup/router';
import { store, useDispatch, useSelector, type AppDispatch, type RootState } from '@topup/platform';
import {
  INITIAL_PAY_STEP_STATE,
  currentStep,
  nextStep,
  pageOfStep,
  type PayStep,
  type PayStepEffect,
  type PayStepEvent,
  type PayStepState,
} from '@topup/shared/domain/payStep';
import { emitPayEvent } from '../analytics/payEvents';
import { payActions, selectPay } from '../store/paySlice';
import { usePayChildPage } from './usePayChildPage';

// spec 01 §2, §4: the step stack lives in the pay store and is mirrored in PayChildPage. A step pushed is
// a route pushed, a step popped is a history step back, so the browser's Back and the page's back agree;
// a reload or a link to a child page rebuilds the stack from the URL.

/** The steps where leaving means giving up a payment in progress (spec 01 §2 exit-confirm). */
export const PAYMENT_STEPS: readonly PayStep[] = [
  'CARD_FRAME',
  'CARD_CVV',
  'CARD_CVV_IS_NOT_REMEMBER',
  'CKO_CARD_MODIFY_EXPIRE',
];

const isPrefix = (a: readonly PayStep[], b: readonly PayStep[]) =>
  a.length <= b.length && a.every((s, i) => s === b[i]);

/** react-router keeps the index of the history entry: 0 means there is nothing of this site to go back to. */
const historyIndex = (): number => {
  const idx = (window.history.state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' ? idx : 0;
};

export interface StepsApi {
  step: PayStep;
  send(event: PayStepEvent): PayStepEffect;
  /** Starts the steps again from HOME with this event (a result dialog's "retry", "update and pay" …). */
  restart(event?: PayStepEvent): PayStepEffect;
}

/**
 * The pay steps of this page. `onLeavePayment` is asked when the browser's Back leaves a payment step:
 * it returns false to stay (the page then shows the exit confirmation).
 */
export function useSteps(onLeavePayment?: (from: PayStep) => boolean): StepsApi {
  const dispatch = useDispatch<AppDispatch>();
  const navigate = useNavigate();
  const steps = useSelector((s: RootState) => selectPay(s).steps);
  const [page, go] = usePayChildPage();
  const leaving = useRef(onLeavePayment);
  useEffect(() => {
    leaving.current = onLeavePayment;
  });

  // URL -> store: Back, Forward, a reload or a link on a child page
  useEffect(() => {
    const now = selectPay(store.getState()).steps;
    if (pageOfStep(currentStep(now)) === page) return;
    const { state } = nextStep(now, { type: 'GO_TO', page });
    const from = currentStep(now);
    const popped = isPrefix(state.stack, now.stack) && state.stack.length < now.stack.length;
    if (popped && PAYMENT_STEPS.includes(from) && leaving.current && !leaving.current(from)) {
      go(pageOfStep(from)); // stay on the step: the page asks first
      return;
    }
    dispatch(payActions.stepsChanged(state));
    emitPayEvent({ type: 'step', step: currentStep(state) });
  }, [dispatch, go, page]);

  const send = useCallback(
    (event: PayStepEvent): PayStepEffect => {
      const now: PayStepState = selectPay(store.getState()).steps;
      const { state, effect } = nextStep(now, event);
      if (state === now) return effect;
      dispatch(payActions.stepsChanged(state));
      emitPayEvent({ type: 'step', step: currentStep(state) });
      const popped = now.stack.length - state.stack.length;
      if (isPrefix(state.stack, now.stack) && popped > 0 && historyIndex() >= popped) {
        void navigate(-popped);
      } else if (isPrefix(now.stack, state.stack)) {
        go(pageOfStep(currentStep(state)));
      } else {
        go(pageOfStep(currentStep(state)), { replace: true });
      }
      return effect;
    },
    [dispatch, go, navigate],
  );

  const restart = useCallback(
    (event?: PayStepEvent): PayStepEffect => {
      const { state, effect } = event
        ? nextStep(INITIAL_PAY_STEP_STATE, event)
        : { state: INITIAL_PAY_STEP_STATE, effect: { type: 'none' } as PayStepEffect };
      dispatch(payActions.stepsChanged(state));
      emitPayEvent({ type: 'step', step: currentStep(state) });
      go(pageOfStep(currentStep(state)), { replace: true });
      return effect;
    },
    [dispatch, go],
  );

  return { step: currentStep(steps), send, restart };
}
