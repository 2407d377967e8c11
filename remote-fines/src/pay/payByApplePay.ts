import { platformServices } from '@topup/platform';
import type { ApplePayConfig } from '@topup/shared/contract/sys';
import { API } from '@topup/shared/contract/paths';
import { applePayRequest, negotiateVersion } from '@topup/shared/domain/applePayRequest';
import { fineReturnPath } from '@topup/shared/domain/fineReturn';
import { FINE_APPLE_PAY_TYPE } from '@topup/shared/domain/payTypes';
import { sleep } from '@topup/shared/domain/poll';
import { adyenMerchantSession, verifyAdyenPayment } from '@topup/payments/providers/applepay/serverCalls';
import {
  runApplePaySession,
  VALIDATION_FAILED,
  type ApplePaySessionClass,
} from '@topup/payments/providers/applepay/session';
import { fineAttemptDone } from './attemptId';
import { createFineOrder, followFineUrl, notCreated, type Fine, type PayOutcome } from './channels';

// spec 02 §4: the fine paid with Apple Pay — the session begun in the tap itself, the order made at the
// merchant validation (so a sheet that never opens makes none), Adyen's merchant session, the token to
// adyen_verify_pay (-1 asked again every 500 ms, 100 tries in all), then back on /fines pending. Loaded
// ahead, once the page knows the browser can pay with Apple Pay, so nothing is awaited in the tap.

/** Why the payment did not go through, for the page's message. */
export type ApplePayFailure =
  'cancel' | 'notSupported' | 'timeOut' | 'insufficient' | 'validation' | 'failed';

export type FineApplePayOutcome = PayOutcome | { kind: 'applePayFailed'; why: ApplePayFailure };

let config: ApplePayConfig | undefined;

/** Reads the package's Apple Pay configuration (countries, networks, merchant), before the tap. */
export async function prepareApplePay(): Promise<void> {
  const info = await platformServices.pkgInfo.get();
  config = info?.adyen_applepay_config;
}

const WHY: Readonly<Record<string, ApplePayFailure>> = {
  cancel: 'cancel',
  time_out: 'timeOut',
  insufficient_funds: 'insufficient',
  [VALIDATION_FAILED]: 'validation',
};

export function payFineByApplePay(
  Session: ApplePaySessionClass,
  fine: Fine,
  label: string,
): Promise<FineApplePayOutcome> {
  const version = negotiateVersion((v) => Session.supportsVersion(v));
  if (version === null) return Promise.resolve({ kind: 'applePayFailed', why: 'notSupported' });
  const { api, page } = platformServices;
  let orderId: string | null = null;
  let refused: PayOutcome | null = null;
  const orderOnce = async (): Promise<string> => {
    if (orderId) return orderId;
    const r = await createFineOrder(API.createFinePayCard.path, fine, 'apple_pay', {
      pay_type: FINE_APPLE_PAY_TYPE,
    });
    if (r.result !== 0 || !r.data) {
      refused = notCreated(r);
      throw new Error('fine order not created');
    }
    orderId = r.data.order_id;
    return orderId;
  };
  let run;
  try {
    run = runApplePaySession(
      Session,
      version,
      applePayRequest(config, { amount: fine.amount, label }, version),
      {
        validationAttempts: 1,
        async validateMerchant() {
          const app_order = await orderOnce();
          return adyenMerchantSession(api, {
            app_order,
            uid: fine.displayUid,
            source: 1,
            display_name: label,
            domain_name: new URL(page.location().origin).host,
            merchant_identifier: config?.merchantAcccount || 'merchant',
          });
        },
        async authorize(token) {
          const app_order = await orderOnce();
          return verifyAdyenPayment(api, { app_order, apple_pay_token: JSON.stringify(token) }, sleep);
        },
      },
    );
  } catch {
    return Promise.resolve({ kind: 'applePayFailed', why: 'failed' });
  }
  return run.then((outcome): FineApplePayOutcome => {
    if (refused) return refused;
    if (outcome.kind === 'paid' && orderId) {
      const back = fineReturnPath(fine.displayUid, orderId);
      return followFineUrl({ order_id: orderId, url: back });
    }
    if (outcome.kind === 'cancelled') return { kind: 'applePayFailed', why: 'cancel' };
    // a declined order is over: the next tap is a new attempt (a closed sheet keeps its order for it)
    if (orderId) fineAttemptDone();
    const reason = outcome.kind === 'failed' ? outcome.reason : '';
    return { kind: 'applePayFailed', why: WHY[reason] ?? 'failed' };
  });
}
