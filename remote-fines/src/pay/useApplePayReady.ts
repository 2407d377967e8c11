import { useEffect, useState } from 'react';
import { applePaySession } from '@topup/payments/providers/applePay';
import type { ApplePaySessionClass } from '@topup/payments/providers/applepay/session';
import type { payFineByApplePay } from './payByApplePay';

export interface ApplePayReady {
  Session: ApplePaySessionClass;
  pay: typeof payFineByApplePay;
}

/**
 * Apple Pay for the fine, where the browser can pay with it: its code (and the package's Apple Pay
 * configuration) loaded ahead, so the tap opens the sheet without awaiting anything (Safari's rule).
 * Null elsewhere, and until it is ready: the channel is not offered then.
 */
export function useApplePayReady(): ApplePayReady | null {
  const [ready, setReady] = useState<ApplePayReady | null>(null);
  useEffect(() => {
    const Session = applePaySession();
    if (!Session) return undefined;
    let live = true;
    void import(/* webpackChunkName: "fine-apple-pay" */ './payByApplePay')
      .then(async (m) => {
        await m.prepareApplePay();
        if (live) setReady({ Session, pay: m.payFineByApplePay });
      })
      .catch(() => undefined); // not loaded (offline): the other channels stay
    return () => {
      live = false;
    };
  }, []);
  return ready;
}
