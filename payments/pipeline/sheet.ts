import { sessionKeyParam, type AppThunk, type StoreServices } from '@topup/platform';
import {
  applePayRequest,
  isAdyenApplePayType,
  MERCHANT_VALIDATION_ATTEMPTS,
  negotiateVersion,
} from '@topup/shared/domain/applePayRequest';
import { isEmbeddedApplePayType } from '@topup/shared/domain/payTypes';
import { SHEET_NOT_SUPPORTED, sheetEnding, sheetEndingDecides } from '@topup/shared/domain/applePaySheet';
import { PAY_SOURCE } from '@topup/shared/domain/payTypes';
import { sleep } from '@topup/shared/domain/poll';
import { merchantIdentifier } from '../providers/applepay/merchantId';
import {
  adyenMerchantSession,
  explainedFailure,
  providerMerchantSession,
  REASON_TO_ASK,
  submitApplePayToken,
  verifyAdyenPayment,
} from '../providers/applepay/serverCalls';
import { runApplePaySheet } from '../providers/applepay/sheetOrder';
import { attemptEnded } from './attemptStore';
import { cancelWith, leaveFor } from './orderCalls';
import { renewPageViewWith } from './pageView';
import { rulesOf } from './payables';
import { placeOrder, type Placed } from './placeOrder';
import type { Payable, PayOutcome, PayProgress, PaySheet } from './types';

// spec 01 §4, §7, spec 02 §4: a payable paid on Apple Pay's sheet. The sheet is created and begun before
// anything is awaited (Safari opens it only inside the tap); the order is made at the merchant validation,
// once (runApplePaySheet). Adyen's type validates with adyen_apple_pay_session_data and is decided by
// adyen_verify_pay; the other types validate with apple_pay_merchant_session and are decided by
// submit_payment_token (the embedded button's decline explained afterwards by get_pay_error_by_order).

type Services = StoreServices;
type NotPlaced = Exclude<Placed, { kind: 'created' }>;

const ended = (orderId: string | null, reason: string): PayOutcome => ({
  kind: 'sheetEnded',
  orderId,
  ending: sheetEnding(reason),
  reason,
});

/** The sheet's end without a payment: reported when the payable reports it, the attempt ended when decided. */
async function sheetEnd(
  services: Services,
  payable: Payable,
  orderId: string | null,
  reason: string,
): Promise<PayOutcome> {
  if (!orderId) return ended(null, reason);
  if (rulesOf(payable).reportsSheetEnd) {
    // spec 01 §4: the server hears of every cancel and failure; one being charged cannot be cancelled
    const answer = await cancelWith(services, orderId, reason);
    if (answer.kind === 'beingCharged') return { kind: 'beingCharged', orderId };
    if (answer.kind === 'cancelled') return ended(orderId, reason);
  }
  // the provider's verdict failed the order; a closed sheet or a failed validation leaves it waiting
  if (sheetEndingDecides(sheetEnding(reason))) attemptEnded(services, orderId);
  return ended(orderId, reason);
}

/**
 * Pays the payable on Apple Pay's sheet. Everything up to the sheet's begin() runs before the first await,
 * so dispatch it from the tap's own handler.
 */
export function payOnSheet(
  payable: Payable,
  sheet: PaySheet,
  progress: PayProgress,
): AppThunk<Promise<PayOutcome>> {
  return (_dispatch, _getState, services) => {
    const { Session, label, config } = sheet;
    const version = negotiateVersion((v) => Session.supportsVersion(v));
    if (version === null) return Promise.resolve(ended(null, SHEET_NOT_SUPPORTED));
    const payType = rulesOf(payable).payType(payable) ?? 0;
    const adyen = isAdyenApplePayType(payType);
    // type 31: the second provider's embedded button, whose decline is explained afterwards (spec 01 §7, §8)
    const explainLater = isEmbeddedApplePayType(payType);
    const domain = new URL(services.page.location().origin).host;
    progress.show('creating', null);
    let run;
    try {
      run = runApplePaySheet<NotPlaced>(
        Session,
        version,
        applePayRequest(config, { amount: payable.amount, label }, version),
        {
          validationAttempts: adyen ? 1 : MERCHANT_VALIDATION_ATTEMPTS,
          async placeOrder() {
            const placed = await placeOrder(services, payable, { kind: 'none' }, []);
            if (placed.kind !== 'created') return { ok: false, refusal: placed };
            progress.show('creating', placed.order.order_id);
            return { ok: true, orderId: placed.order.order_id };
          },
          merchantSession(app_order, validationURL) {
            const common = { app_order, display_name: label, domain_name: domain };
            return adyen
              ? adyenMerchantSession(services.api, {
                  ...common,
                  uid: String(payable.uid), // the internal uid, a top-up's recipient or the banned account
                  source: PAY_SOURCE,
                  merchant_identifier: merchantIdentifier(config),
                })
              : providerMerchantSession(services.api, { ...common, validation_url: validationURL });
          },
          authorize(app_order, token) {
            const text = JSON.stringify(token);
            return adyen
              ? verifyAdyenPayment(
                  services.api,
                  { app_order, apple_pay_token: text, ...sessionKeyParam(services.session) },
                  sleep,
                )
              : submitApplePayToken(services.api, app_order, text, sleep, explainLater ? 'later' : 'now');
          },
        },
      );
    } catch {
      // spec 02 §8: the session could not be created
      return Promise.resolve(ended(null, 'default'));
    }
    return run.then(async (outcome): Promise<PayOutcome> => {
      switch (outcome.kind) {
        case 'paid': {
          attemptEnded(services, outcome.orderId);
          const back = rulesOf(payable).paidReturn(payable, outcome.orderId);
          if (back === null) {
            // spec 02 §4: shown here, the payment has finished: the page view renewed once the server says so
            void renewPageViewWith(services);
            return { kind: 'paid', orderId: outcome.orderId };
          }
          if (!leaveFor(services, outcome.orderId, back))
            return { kind: 'redirectRefused', orderId: outcome.orderId };
          progress.show('leaving', outcome.orderId);
          return { kind: 'leaving', orderId: outcome.orderId };
        }
        case 'notCreated':
          return outcome.refusal;
        case 'cancelled':
          return sheetEnd(services, payable, outcome.orderId, 'cancel');
        case 'failed': {
          let reason = outcome.reason;
          if (reason === REASON_TO_ASK && outcome.orderId) {
            // spec 01 §7, §9: the sheet is closed; the page says it is checking, and asks until it knows why
            progress.show('confirming', outcome.orderId);
            reason = await explainedFailure(services.api, outcome.orderId, sleep);
          }
          return sheetEnd(services, payable, outcome.orderId, reason);
        }
      }
    });
  };
}
