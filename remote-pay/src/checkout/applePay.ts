import type { AppThunk } from '@topup/platform';
import type { RepeatPaymentData } from '@topup/shared/contract/attempt';
import { REPEAT_PAYMENT } from '@topup/shared/contract/codes';
import { safariHandoffUrl } from '@topup/shared/domain/applePayHandoff';
import { isEmbeddedApplePayType } from '@topup/shared/domain/payTypes';
import { isAdyenApplePayType } from '@topup/shared/domain/applePayRequest';
import { makeApplePayPseudoCard } from '@topup/shared/domain/cardKind';
import { mapApplePayFailure } from '@topup/shared/domain/paymentResult';
import { orderKindOfScene } from '@topup/shared/domain/scene';
import { payOnSheet, type ApplePaySessionClass, type PayOutcome } from '@topup/payments';
import { selectRecipient } from '../recipient/recipientSlice';
import { selectPkgInfo } from '../tiers/tiersSlice';
import { applePayDomainFor, checkApplePayDomain } from './applePayDomain';
import { askRepeat } from './askRepeat';
import { checkoutActions, selectCheckout } from './checkoutSlice';
import { internalError } from './internalError';
import { beginPayment, progressOf, showOutcome } from './pay';
import { refusalNamesItsReason, refusalText } from './refusal';
import { selectPayTarget, type PayTarget } from './selectors';
import { showResult } from './showResult';
import { payText } from './texts';

// spec 01 §4, §7 and README "Paying": the payment sheet on Apple's ApplePaySession. Everything up to
// begin() runs in the tap's own handler (Safari refuses a session started later); the order is created
// when Apple asks for the merchant's validation, so a sheet the browser cannot open makes no order (the
// payments pipeline's payOnSheet, one rule with the fine's Apple Pay).

/**
 * The Apple Pay tap: where check_domain_payable said this domain may not take the type, the configured
 * domain that may (with the same recipient, tier and type), or "not supported" when none may; else the sheet.
 */
export function startApplePay(Session: ApplePaySessionClass): AppThunk<Promise<void>> {
  return async (dispatch, getState, extra) => {
    const target = selectPayTarget(getState());
    const where = target ? applePayDomainFor(target.pay_type) : null;
    const recipient = selectRecipient(getState());
    if (target && recipient && where?.kind === 'moveTo') {
      const handoff = { displayUid: String(recipient.display_uid), rechargeId: target.recharge_id };
      extra.page.assign(safariHandoffUrl(where.href, { ...handoff, payType: target.pay_type }));
      return;
    }
    if (target && where?.kind === 'unavailable') {
      const result = { orderId: null, amount: target.amount, payType: target.pay_type, card: null };
      await dispatch(
        showResult({ ...result, newCard: false, kind: 'not_support_apple_pay' }, { fetchCard: false }),
      );
      return;
    }
    await dispatch(payWithApplePay(Session));
  };
}

export function payWithApplePay(Session: ApplePaySessionClass): AppThunk<Promise<void>> {
  return async (dispatch, getState, extra) => {
    const target = selectPayTarget(getState());
    if (!target) {
      dispatch(internalError('noCurrentItem', 'Apple Pay started without a pay target'));
      return;
    }
    if (!dispatch(beginPayment('creatingOrder'))) return;
    const info = selectPkgInfo(getState());
    const sheet = {
      Session,
      label: payText(extra, 'applePay.label'),
      config: isAdyenApplePayType(target.pay_type) ? info?.adyen_applepay_config : info?.applepay_config,
    };
    const payable = {
      kind: 'coin',
      ...target,
      returnPath: '/pay',
      // a "pay again" the user confirmed (the question came before this tap, pressPay) lets the order go
      repeatConfirmed: selectCheckout(getState()).repeatConfirmedFor !== null,
      orderKind: orderKindOfScene(selectCheckout(getState()).scene),
    } as const;
    // the sheet begins in this tap, before anything is awaited (the pipeline's payOnSheet)
    const run = dispatch(payOnSheet(payable, sheet, dispatch(progressOf(target, { challenge: false }))));
    await dispatch(sheetOutcome(await run, target));
  };
}

/** What the page says of the sheet's outcome (spec 01 §4 Apple Pay outcome, §8). */
function sheetOutcome(outcome: PayOutcome, target: PayTarget): AppThunk<Promise<void>> {
  return async (dispatch, _getState, extra) => {
    const base = { amount: target.amount, payType: target.pay_type, card: null, newCard: false };
    const embedded = isEmbeddedApplePayType(target.pay_type);
    switch (outcome.kind) {
      case 'paid': {
        dispatch(checkoutActions.paymentEnded());
        const card = makeApplePayPseudoCard(Math.floor(extra.now() / 1000), {
          h5_deviceid: extra.device.deviceId(),
          to_uid: target.uid,
        });
        const paid = { ...base, kind: 'success', orderId: outcome.orderId, card } as const;
        await dispatch(showResult(paid, { fetchCard: false, settled: true }));
        return;
      }
      case 'sheetEnded': {
        dispatch(checkoutActions.paymentEnded());
        const mapped = mapApplePayFailure(outcome.reason);
        if (mapped.type === 'result') {
          await dispatch(
            showResult(
              { ...base, orderId: outcome.orderId, kind: mapped.kind },
              { fetchCard: false, settled: true },
            ),
          );
          return;
        }
        const text = payText(extra, `applePay.${mapped.key}`);
        if (mapped.delayMs > 0) setTimeout(() => extra.overlays.toast(text), mapped.delayMs);
        else extra.overlays.toast(text);
        return;
      }
      case 'refused':
        dispatch(checkoutActions.paymentEnded());
        if (outcome.result === REPEAT_PAYMENT && outcome.data) {
          // the server knows a payment of the same just made (another device): asked, then a second tap
          const paid = outcome.data as RepeatPaymentData;
          if (await dispatch(askRepeat(paid))) extra.overlays.toast(payText(extra, 'applePay.tapAgain'));
          return;
        }
        // the order was refused: its own words, not the sheet's. The embedded button's failed order
        // creation is a network error (spec 01 §8) unless the refusal names its reason.
        extra.overlays.toast(
          !embedded || refusalNamesItsReason(outcome)
            ? refusalText(outcome, (key) => payText(extra, key))
            : payText(extra, 'applePay.networkError'),
        );
        return;
      case 'noAnswer':
        dispatch(checkoutActions.paymentEnded());
        extra.overlays.toast(payText(extra, 'applePay.networkError'));
        return;
      default:
        await dispatch(showOutcome(outcome, base));
    }
  };
}

export { applePayDomainFor, checkApplePayDomain };
