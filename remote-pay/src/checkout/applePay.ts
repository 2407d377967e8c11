import { sessionKeyParam, type AppThunk } from '@topup/platform';
import { API } from '@topup/shared/contract/paths';
import { makeApplePayPseudoCard } from '@topup/shared/domain/cardKind';
import {
  applePayRequest,
  isAdyenApplePayType,
  MERCHANT_VALIDATION_ATTEMPTS,
  negotiateVersion,
} from '@topup/shared/domain/applePayRequest';
import { isEmbeddedApplePayType } from '@topup/shared/domain/applePayEmbed';
import { mapApplePayFailure } from '@topup/shared/domain/paymentResult';
import { orderKindOfScene } from '@topup/shared/domain/scene';
import { sleep } from '@topup/shared/domain/poll';
import {
  adyenMerchantSession,
  attemptDecided,
  createOrder,
  explainedFailure,
  merchantIdentifier,
  providerMerchantSession,
  REASON_TO_ASK,
  refusalNamesItsReason,
  refusalText,
  runApplePaySheet,
  submitApplePayToken,
  verifyAdyenPayment,
  type ApplePaySessionClass,
  type OrderAnswer,
} from '@topup/payments';
import { safariHandoffUrl } from '@topup/shared/domain/applePayHandoff';
import { selectRecipient } from '../recipient/recipientSlice';
import { selectPkgInfo } from '../tiers/tiersSlice';
import { applePayDomainFor, checkApplePayDomain } from './applePayDomain';
import { askRepeat } from './askRepeat';
import { checkoutActions, selectCheckout } from './checkoutSlice';
import { internalError } from './internalError';
import { beginPayment } from './pay';
import { selectPayTarget } from './selectors';
import { showResult } from './showResult';
import { callErrorText, payText } from './texts';

// spec 01 §4, §7 and issue "Apple Pay": the payment sheet on Apple's ApplePaySession. Everything up to
// begin() runs in the tap's own handler (Safari refuses a session started later); the order is created
// when Apple asks for the merchant's validation, so a sheet the browser cannot open makes no order (the
// payments engine's runApplePaySheet, one rule with the fine's Apple Pay).

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

/** An order create_coin_pay did not make: its answer. */
type NotCreated = Exclude<OrderAnswer, { kind: 'created' }>;

export function payWithApplePay(Session: ApplePaySessionClass): AppThunk<Promise<void>> {
  return async (dispatch, getState, extra) => {
    const target = selectPayTarget(getState());
    if (!target) {
      dispatch(internalError('noCurrentItem', 'Apple Pay started without a pay target'));
      return;
    }
    const version = negotiateVersion((v) => Session.supportsVersion(v));
    const base = {
      orderId: null,
      amount: target.amount,
      payType: target.pay_type,
      card: null,
      newCard: false,
    };
    if (version === null) {
      await dispatch(showResult({ ...base, kind: 'not_support_apple_pay' }, { fetchCard: false }));
      return;
    }
    // a "pay again" the user confirmed (the question came before this tap, pressPay) lets the order go
    const repeatOk = () => selectCheckout(getState()).repeatConfirmedFor !== null;
    if (!dispatch(beginPayment('creatingOrder'))) return;
    const adyen = isAdyenApplePayType(target.pay_type);
    // type 31: the second provider's embedded button (spec 01 §7, §8)
    const embedded = isEmbeddedApplePayType(target.pay_type);
    const info = selectPkgInfo(getState());
    const config = adyen ? info?.adyen_applepay_config : info?.applepay_config;
    const label = payText(extra, 'applePay.label');
    const request = applePayRequest(config, { amount: target.amount, label }, version);
    const domain = new URL(extra.page.location().origin).host;

    let run;
    try {
      // the order is made at the merchant validation, once (the payments engine's sheet)
      run = runApplePaySheet<NotCreated>(Session, version, request, {
        validationAttempts: adyen ? 1 : MERCHANT_VALIDATION_ATTEMPTS,
        async placeOrder() {
          const answer = await createOrder(extra, {
            ...target,
            card: { kind: 'none' },
            returnPath: '/pay',
            repeatConfirmed: repeatOk(),
            orderKind: orderKindOfScene(selectCheckout(getState()).scene),
          });
          if (answer.kind !== 'created') return { ok: false, refusal: answer };
          dispatch(checkoutActions.paymentChanged({ orderId: answer.order.order_id }));
          return { ok: true, orderId: answer.order.order_id };
        },
        merchantSession(app_order, validationURL) {
          const common = { app_order, display_name: label, domain_name: domain };
          return adyen
            ? adyenMerchantSession(extra.api, {
                ...common,
                uid: String(target.uid),
                source: 1,
                merchant_identifier: merchantIdentifier(config),
              })
            : providerMerchantSession(extra.api, { ...common, validation_url: validationURL });
        },
        authorize(app_order, token) {
          const text = JSON.stringify(token);
          return adyen
            ? verifyAdyenPayment(
                extra.api,
                { app_order, apple_pay_token: text, ...sessionKeyParam(extra.session) },
                sleep,
              )
            : submitApplePayToken(extra.api, app_order, text, sleep, embedded ? 'later' : 'now');
        },
      });
    } catch {
      // spec 02 §8: the session could not be created
      dispatch(checkoutActions.paymentEnded());
      extra.overlays.toast(payText(extra, 'applePay.requestFailed'));
      return;
    }
    const outcome = await run;
    const orderId = outcome.kind === 'notCreated' ? null : outcome.orderId;
    let reason =
      outcome.kind === 'cancelled' ? 'cancel' : outcome.kind === 'failed' ? outcome.reason : 'default';
    if (reason === REASON_TO_ASK && orderId) {
      // spec 01 §7, §9: the embedded provider's decline reaches the server with its notice; the sheet is
      // closed, the page says it is checking, and asks get_pay_error_by_order until it knows why
      dispatch(checkoutActions.paymentChanged({ status: 'confirming', loadingKey: 'checkingResult' }));
      reason = await explainedFailure(extra.api, orderId, sleep);
    }
    dispatch(checkoutActions.paymentEnded());
    if (outcome.kind === 'paid') {
      const card = makeApplePayPseudoCard(Math.floor(extra.now() / 1000), {
        h5_deviceid: extra.device.deviceId(),
        to_uid: target.uid,
      });
      await dispatch(showResult({ ...base, kind: 'success', orderId, card }, { fetchCard: false }));
      return;
    }
    if (outcome.kind === 'notCreated') {
      const answer = outcome.refusal;
      if (answer.kind === 'repeat') {
        // the server knows a payment of the same just made (another device): asked, then a second tap
        if (await dispatch(askRepeat(answer.paid))) extra.overlays.toast(payText(extra, 'applePay.tapAgain'));
        return;
      }
      // the order was refused (or had no answer): its own words, not the sheet's. The embedded button's
      // failed order creation is a network error (spec 01 §8) unless the refusal names its reason.
      const named = answer.kind === 'refused' && (!embedded || refusalNamesItsReason(answer));
      extra.overlays.toast(
        named
          ? refusalText(answer, (key) => payText(extra, key))
          : answer.kind === 'noAnswer' || embedded
            ? payText(extra, 'applePay.networkError')
            : callErrorText(extra, -1),
      );
      return;
    }
    if (orderId) {
      // spec 01 §4: the server hears of the cancel or failure too
      void extra.api.postForm(API.clickCancel.path, { app_order: orderId, reason });
      attemptDecided(extra, orderId);
    }
    const mapped = mapApplePayFailure(reason);
    if (mapped.type === 'result') {
      await dispatch(showResult({ ...base, orderId, kind: mapped.kind }, { fetchCard: false }));
      return;
    }
    const text = payText(extra, `applePay.${mapped.key}`);
    if (mapped.delayMs > 0) setTimeout(() => extra.overlays.toast(text), mapped.delayMs);
    else extra.overlays.toast(text);
  };
}

export { applePayDomainFor, checkApplePayDomain };
