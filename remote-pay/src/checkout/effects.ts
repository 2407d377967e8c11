import type { AppThunk } from '@topup/platform';
import type { PayStepEffect, PayStepEvent } from '@topup/shared/domain/payStep';
import { applePayModule } from './applePayReady';
import { applePayUnsupported } from './applePayUnsupported';
import { checkoutActions } from './checkoutSlice';
import { lazyThunk } from './lazy';
import { selectCheckoutCard } from './selectors';
import { moveSteps, type StepContext } from './steps';
import { payText } from './texts';
import { withLaterTexts } from '../i18n';

// One table from the step machine's effects to thunks (adyen-web's actionTypes.ts
// is the model): the machine says what must happen, this table is the one place that does it, and no
// component switches on an effect.

/** The paying thunks, loaded with the pay button's first press. */
const pay = (pick: (m: typeof import('./payWith')) => AppThunk<Promise<void>>) =>
  lazyThunk(() => withLaterTexts(import(/* webpackChunkName: "checkout-pay" */ './payWith')).then(pick));

type EffectOf<T extends PayStepEffect['type']> = Extract<PayStepEffect, { type: T }>;
type EffectThunk<T extends PayStepEffect['type']> = (
  effect: EffectOf<T>,
  ctx: StepContext,
) => AppThunk<unknown>;

const nothing: AppThunk = () => undefined;

export const EFFECTS: { readonly [T in PayStepEffect['type']]: EffectThunk<T> } = {
  none: () => nothing,
  // the second provider's card and every Apple Pay type: "going to the payment page", then the order
  startOrder: () => pay((m) => m.payWithoutCard()),
  // spec 01 §4 the Apple Pay pseudo-card starts Apple Pay: its sheet, opened in the tap that chose it
  // (Safari opens none later), so the session and the sheet's code come ready with the tap (pressPay) and
  // nothing is awaited before it; without them this browser cannot pay so, and says so
  startApplePay: (_effect, ctx) => (dispatch) => {
    const module = applePayModule();
    if (module && ctx.applePaySession) return dispatch(module.startApplePay(ctx.applePaySession));
    return dispatch(applePayUnsupported());
  },
  showMessage: (effect) => (dispatch, _getState, extra) => {
    if (effect.key === 'cardExpiredInvalid') extra.overlays.toast(payText(extra, 'expiry.invalidSaved'));
    else dispatch(checkoutActions.stepMessageShown(effect.key));
  },
  // the submit gate: every field shows its message
  showFieldErrors: (_effect, ctx) => () => ctx.surface?.fields?.showErrors(),
  tokenizeThenCreateOrder: (_effect, ctx) => pay((m) => m.payWithNewCard(ctx.surface)),
  createOrder: (effect, ctx) => (dispatch, getState) => {
    const card = selectCheckoutCard(getState());
    const rememberNow = !effect.remembered && ctx.remember === true;
    return dispatch(pay((m) => m.payWithSavedCard(ctx.surface, ctx.cvv ?? '', rememberNow, card)));
  },
  updateExpiry: (_effect, ctx) =>
    lazyThunk(() =>
      withLaterTexts(import(/* webpackChunkName: "checkout-pay" */ './cardUpdates')).then((m) =>
        m.updateExpiry(ctx),
      ),
    ),
  offerExpiredCard: () => (dispatch, getState) =>
    dispatch(checkoutActions.expiredCardOffered(selectCheckoutCard(getState()))),
};

/** Runs an effect through the table. */
export function runEffect(effect: PayStepEffect, ctx: StepContext = {}): AppThunk<Promise<void>> {
  return async (dispatch) => {
    const run = EFFECTS[effect.type] as EffectThunk<PayStepEffect['type']>;
    await dispatch(run(effect, ctx));
  };
}

/** A step event: the machine moves (spec 01 §4), then its effect runs. `restart` starts from HOME. */
export function sendStep(
  event: PayStepEvent,
  ctx: StepContext = {},
  options: { restart?: boolean } = {},
): AppThunk<Promise<void>> {
  return async (dispatch) => {
    const { effect } = dispatch(
      moveSteps(event, options.restart ? { from: { stack: ['HOME'] }, replace: true } : {}),
    );
    await dispatch(runEffect(effect, ctx));
  };
}
