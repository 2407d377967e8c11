import { appContext, bridge, fetchCall, type AppThunk } from '@topup/platform';
import type { SavedCard } from '@topup/shared/contract';
import { needsSafariHandoff, safariHandoffUrl } from '@topup/shared/domain/applePayHandoff';
import { isSavedCardExpired } from '@topup/shared/domain/cardExpiry';
import { cardKind } from '@topup/shared/domain/cardKind';
import { nextStep } from '@topup/shared/domain/payStep';
import { channelKind } from '@topup/shared/domain/payTypes';
import { applePaySession } from '@topup/payments';
import { applePaySessionWithSdk } from './applePaySession';
import { applePayModule, preloadApplePay } from './applePayReady';
import { cardSourceCall } from '../cards/calls';
import { selectRecipient } from '../recipient/recipientSlice';
import { selectChargeList } from '../tiers/tiersSlice';
import { checkoutActions } from './checkoutSlice';
import { sendStep } from './effects';
import { internalError } from './internalError';
import { lazyThunk } from './lazy';
import { localRepeatOf } from './repeat';
import { selectPayTarget, selectRecentCard, selectStep, selectSteps } from './selectors';
import { payText } from './texts';
import { leavesPayment, type StepContext } from './steps';
import { applePayUnsupported } from './applePayUnsupported';
import { withLaterTexts } from '../i18n';

// What the user asks for, as thunks the components dispatch (components render and
// dispatch). Each turns the intent into a step event; the machine and the effect table do the rest.

/** The home step's pay button (spec 01 §4 "At HOME"). */
export function pressPay(): AppThunk<Promise<void>> {
  return async (dispatch, getState, extra) => {
    const target = selectPayTarget(getState());
    if (!target) {
      // the button is enabled only with all three: missing data here is an internal error (spec 01 §8)
      const state = getState();
      const kind = !selectRecipient(state)
        ? 'noTargetUid'
        : !selectChargeList(state)
          ? 'noRechargeList'
          : 'noCurrentItem';
      dispatch(internalError(kind, 'the pay button was pressed without a pay target'));
      return;
    }
    const kind = channelKind(target.pay_type);
    // paying again what was just paid asks first (the question's code loads only then)
    const paid = dispatch(localRepeatOf(target));
    if (paid) {
      const again = await dispatch(
        lazyThunk(() =>
          withLaterTexts(import(/* webpackChunkName: "checkout-pay" */ './askRepeat')).then((m) =>
            m.askRepeat(paid),
          ),
        ),
      );
      if (!again) return;
      if (kind === 'applePay') {
        // Safari opens the sheet only inside a tap, and the answer was not this tap: the next one opens it
        // (the choice stays confirmed, so it does not ask again)
        extra.overlays.toast(payText(extra, 'applePay.tapAgain'));
        return;
      }
    }
    if (kind === 'applePay' && needsSafariHandoff(appContext)) {
      // the app's webview on iOS has no Apple Pay: this page opens in Safari with the same choice
      const where = extra.page.location();
      const recipient = selectRecipient(getState());
      const url = safariHandoffUrl(`${where.origin}${where.pathname}${where.search}`, {
        displayUid: String(recipient?.display_uid ?? ''),
        rechargeId: target.recharge_id,
        payType: target.pay_type,
      });
      if (bridge.route({ url, external: 1 })) {
        extra.overlays.toast(payText(extra, 'applePay.openedInSafari'));
        return;
      }
    }
    // Safari's own session (nothing awaited: the sheet opens in this tap); elsewhere Apple's SDK, loaded
    // since Apple Pay was chosen
    const Session = kind !== 'applePay' ? null : (applePaySession() ?? (await applePaySessionWithSdk()));
    const recent = selectRecentCard(getState());
    if (Session) {
      // the sheet opens in this tap's own handler: its code is loaded ahead (applePayReady)
      const module = applePayModule() ?? (await preloadApplePay());
      // spec 01 §4 "At HOME with a recent-method card": the Apple Pay pseudo-card starts Apple Pay, by
      // the steps' own rule, with this tap's session (nothing awaited from here to the sheet)
      if (recent && cardKind(recent) === 'wallet') {
        await dispatch(chooseCard(recent, { applePaySession: Session }));
        return;
      }
      await dispatch(module.startApplePay(Session));
      return;
    }
    if (kind === 'applePay') {
      await dispatch(applePayUnsupported());
      return;
    }
    if ((kind === 'ckoCard' || kind === 'thirdCard') && recent) {
      await dispatch(chooseCard(recent));
      return;
    }
    dispatch(checkoutActions.cardChosen(null));
    await dispatch(sendStep({ type: 'CHOOSE_CHANNEL', subType: target.pay_type }));
  };
}

/**
 * A saved card chosen (the recent card, or one of the list): its expiry is judged once, here. The Apple
 * Pay pseudo-card comes with the session of the tap that chose it.
 */
export function chooseCard(card: SavedCard, ctx: StepContext = {}): AppThunk<Promise<void>> {
  return async (dispatch, _getState, { now }) => {
    dispatch(checkoutActions.cardChosen(card));
    await dispatch(sendStep({ type: 'CHOOSE_CARD', card, expired: isSavedCardExpired(card, now()) }, ctx));
  };
}

export const openCardList = () => sendStep({ type: 'OPEN_CARD_LIST' });

/**
 * The browser moved to another child page (Back, Forward, a reload, a link). Leaving a payment step
 * backwards asks first and stays; anything else moves the steps there. Returns whether it moved.
 */
export function addressMoved(page: number): AppThunk<Promise<boolean>> {
  return async (dispatch, getState) => {
    const before = selectSteps(getState());
    if (leavesPayment(before, nextStep(before, { type: 'GO_TO', page }).state)) {
      dispatch(checkoutActions.exitAsked(selectStep(getState())));
      return false;
    }
    await dispatch(sendStep({ type: 'GO_TO', page }));
    return true;
  };
}

/** The retry of the saved cards: get_card_source alone, as the page asks it. */
export function retrySavedCards(): AppThunk<Promise<void>> {
  return async (dispatch) => {
    await dispatch(fetchCall(cardSourceCall, {}, { force: true }));
  };
}
