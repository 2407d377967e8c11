import type { AppThunk } from '@topup/platform';
import {
  currentStep,
  INITIAL_PAY_STEP_STATE,
  nextStep,
  type PayStep,
  type PayStepEvent,
  type PayStepState,
} from '@topup/shared/domain/payStep';
import type { ApplePaySessionClass, CardSurface } from '@topup/payments';
import { checkoutActions } from './checkoutSlice';
import { selectStep, selectSteps } from './selectors';

// spec 01 §2, §4: the pay steps. Every step change goes through nextStep (shared/domain/payStep.ts) and
// the effect it returns runs from one table (effects.ts), so components only dispatch intents.

/** The steps where leaving means giving up a payment in progress (spec 01 §2 exit-confirm). */
export const PAYMENT_STEPS: readonly PayStep[] = [
  'CARD_FRAME',
  'CARD_CVV',
  'CARD_CVV_IS_NOT_REMEMBER',
  'CKO_CARD_MODIFY_EXPIRE',
];

/** What a step's own view hands over with its event: its card fields, its CVV, its expiry. */
export interface StepContext {
  surface?: CardSurface | null;
  cvv?: string;
  /** CARD_CVV_IS_NOT_REMEMBER: the user ticked "remember this card". */
  remember?: boolean;
  expiry?: string;
  /** The Apple Pay session of the tap that chose the Apple Pay pseudo-card (its sheet opens in that tap). */
  applePaySession?: ApplePaySessionClass | null;
}

const isPrefix = (a: readonly PayStep[], b: readonly PayStep[]) =>
  a.length <= b.length && a.every((s, i) => s === b[i]);

/** Whether going from `before` to `after` leaves a payment step backwards (the exit confirmation asks). */
export function leavesPayment(before: PayStepState, after: PayStepState): boolean {
  const popped = isPrefix(after.stack, before.stack) && after.stack.length < before.stack.length;
  return popped && PAYMENT_STEPS.includes(currentStep(before));
}

/**
 * The one way the steps move: the machine's transition, the step event for analytics, then its effect.
 * `runEffect` is the effect table's runner (effects.ts passes it, keeping this module below the table).
 */
export function moveSteps(
  event: PayStepEvent,
  options: { from?: PayStepState; replace?: boolean } = {},
): AppThunk<ReturnType<typeof nextStep>> {
  return (dispatch, getState, { payEvents }) => {
    const before = options.from ?? selectSteps(getState());
    const transition = nextStep(before, event);
    if (transition.state !== selectSteps(getState())) {
      dispatch(checkoutActions.stepsChanged({ state: transition.state, replace: options.replace ?? false }));
      payEvents.emit({ type: 'step', step: currentStep(transition.state) });
    }
    return transition;
  };
}

/** Starts the steps again from HOME with this event (a result dialog's "retry", "update and pay" …). */
export const restartSteps = (event?: PayStepEvent) =>
  moveSteps(event ?? { type: 'GO_TO', page: 1 }, { from: INITIAL_PAY_STEP_STATE, replace: true });

/** The step shown now. */
export const stepNow: AppThunk<PayStep> = (_dispatch, getState) => selectStep(getState());
