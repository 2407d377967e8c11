import type { ApplePayConfig } from '@topup/shared/contract/sys';
import { applePayRequest, negotiateVersion } from '@topup/shared/domain/applePayRequest';
import { fineReturnPath } from '@topup/shared/domain/fineReturn';
import { FINE_APPLE_PAY_TYPE, PAY_SOURCE } from '@topup/shared/domain/payTypes';
import { sleep } from '@topup/shared/domain/poll';
import { adyenMerchantSession, verifyAdyenPayment } from '../providers/applepay/serverCalls';
import type { ApplePaySessionClass } from '../providers/applepay/session';
import { merchantIdentifier } from '../providers/applepay/merchantId';
import { runApplePaySheet } from '../providers/applepay/sheetOrder';
import { fineAttemptsEnded, type FineToPay } from './fineAttempt';
import { createFineOrder, followFineOrder, type FinePayOutcome, type FineServices } from './fineOrder';
import { SHEET_NOT_SUPPORTED } from '../providers/applepay/sheetReasons';

// spec 02 §4: the fine paid with Apple Pay — the sheet begun in the tap itself, the fine's order made at
// the merchant validation (runApplePaySheet), Adyen's merchant session, the token to adyen_verify_pay (-1
// asked again every 500 ms, 100 tries in all), then back on /fines with the order. A closed sheet keeps
// its order for the next tap; a refused one is over.

export { SHEET_NOT_SUPPORTED };

export interface FineSheet {
  /** The sheet's total line. */
  label: string;
  /** The package's Apple Pay configuration (countries, networks, merchant), read before the tap. */
  config: ApplePayConfig | undefined;
}

/**
 * Pays the fine on Apple Pay's sheet. Everything up to the sheet's begin() runs before the first await, so
 * call it from the tap's own handler.
 */
export function payFineWithApplePay(
  services: FineServices,
  Session: ApplePaySessionClass,
  fine: FineToPay,
  { label, config }: FineSheet,
): Promise<FinePayOutcome> {
  const version = negotiateVersion((v) => Session.supportsVersion(v));
  if (version === null) return Promise.resolve({ kind: 'sheetFailed', reason: SHEET_NOT_SUPPORTED });
  let run;
  try {
    run = runApplePaySheet(
      Session,
      version,
      applePayRequest(config, { amount: fine.amount, label }, version),
      {
        validationAttempts: 1,
        async placeOrder() {
          const answer = await createFineOrder(services, {
            fine,
            channel: 'apple_pay',
            channelParams: { pay_type: FINE_APPLE_PAY_TYPE },
          });
          return answer.kind === 'created'
            ? { ok: true, orderId: answer.order.order_id }
            : { ok: false, refusal: answer };
        },
        merchantSession: (app_order) =>
          adyenMerchantSession(services.api, {
            app_order,
            uid: String(fine.uid), // the internal uid, as the top-up sends it
            source: PAY_SOURCE,
            display_name: label,
            domain_name: new URL(services.page.location().origin).host,
            merchant_identifier: merchantIdentifier(config),
          }),
        authorize: (app_order, token) =>
          verifyAdyenPayment(services.api, { app_order, apple_pay_token: JSON.stringify(token) }, sleep),
      },
    );
  } catch {
    // spec 02 §8: the session could not be created
    return Promise.resolve({ kind: 'sheetFailed', reason: 'default' });
  }
  return run.then((outcome): FinePayOutcome => {
    switch (outcome.kind) {
      case 'paid':
        return followFineOrder(services, {
          order_id: outcome.orderId,
          url: fineReturnPath(fine.displayUid, outcome.orderId),
        });
      case 'notCreated':
        return outcome.refusal;
      case 'cancelled':
        return { kind: 'sheetFailed', reason: 'cancel' };
      case 'failed':
        // a declined order is over: the next tap is a new attempt (a closed sheet keeps its order for it)
        if (outcome.orderId) fineAttemptsEnded(services);
        return { kind: 'sheetFailed', reason: outcome.reason };
    }
  });
}
