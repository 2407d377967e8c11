import type { ApplePaySessionClass, ApplePaySessionLike } from '@topup/payments';
import type { PkgInfo } from '@topup/shared/contract';
import { fail, ok } from '@topup/platform/src/testing/testStore';
import { API } from '@topup/shared/contract/paths';
import fines from '@topup/shared/i18n/ar/fines.json';
import { fineApplePay, readyFineApplePay } from './applePayReady';
import { fineStore, ORDER_ID, showing } from './checkoutTestKit';
import { pressChannel } from './pay';
import { selectApplePayReady, selectFineNotice, selectFinePayment } from './selectors';

// spec 02 §4: the fine paid with Apple Pay where the browser has it — readied before the tap, the sheet
// begun in the tap itself, then what the sheet came to.

interface Sheet {
  request: { total: { label: string; amount: string } };
  begun: boolean;
}
const sheets: Sheet[] = [];
let user: 'pay' | 'cancel' = 'pay';

class FakeSession implements ApplePaySessionLike {
  static readonly STATUS_SUCCESS = 0;
  static readonly STATUS_FAILURE = 1;
  static supportsVersion = (v: number) => v <= 14;
  static canMakePayments = () => true;
  onvalidatemerchant: ApplePaySessionLike['onvalidatemerchant'] = null;
  onpaymentauthorized: ApplePaySessionLike['onpaymentauthorized'] = null;
  oncancel: ApplePaySessionLike['oncancel'] = null;
  sheet: Sheet;
  constructor(_version: number, request: Sheet['request']) {
    this.sheet = { request, begun: false };
    sheets.push(this.sheet);
  }
  begin() {
    this.sheet.begun = true;
    queueMicrotask(() => this.onvalidatemerchant?.({ validationURL: 'https://apple.example/start' }));
  }
  abort() {}
  completeMerchantValidation() {
    if (user === 'cancel') queueMicrotask(() => this.oncancel?.({}));
    else queueMicrotask(() => this.onpaymentauthorized?.({ payment: { token: { paymentData: {} } } }));
  }
  completePayment() {}
}

const host = globalThis as { ApplePaySession?: ApplePaySessionClass };
const CONFIG = {
  countryCode: 'SA',
  currencyCode: 'USD',
  supportedNetworks: ['visa'],
  merchantAcccount: 'TopupFines',
  merchantCapabilities: ['supports3DS'],
};

function applePayPage(verdict = ok({ code: 0 }), order = ok({ order_id: ORDER_ID, url: '' })) {
  return fineStore(
    {
      [API.createFinePayCard.path]: () => order,
      [API.adyenApplePaySessionData.path]: () =>
        ok({ session_json_string: '{"merchantSessionIdentifier":"m"}' }),
      [API.adyenVerifyPay.path]: () => verdict,
    },
    {
      href: 'https://pay.example.com/fines?uid=1000023',
      services: {
        pkgInfo: {
          get: () => Promise.resolve({ adyen_applepay_config: CONFIG } as unknown as PkgInfo),
          refresh: () => Promise.resolve(null),
        },
      },
    },
  );
}

const FINE_12 = {
  id: 1000023,
  uid: 21000023,
  amount: 12,
  status: 2 as const,
  ban_until: null,
  permanent: true,
};

beforeEach(() => {
  sheets.length = 0;
  user = 'pay';
});
afterEach(() => {
  delete host.ApplePaySession;
});

describe('Apple Pay for the fine', () => {
  it('is not offered where the browser has no Apple Pay (nothing loaded)', async () => {
    const t = applePayPage();
    await t.store.dispatch(readyFineApplePay());
    expect(selectApplePayReady(t.store.getState())).toBe(false);
    expect(fineApplePay()).toBeNull();
  });

  it('is readied before the tap, then the tap begins the sheet before anything is awaited', async () => {
    host.ApplePaySession = FakeSession;
    const t = applePayPage();
    await t.store.dispatch(readyFineApplePay());
    expect(selectApplePayReady(t.store.getState())).toBe(true);
    showing(t, FINE_12);
    const paying = t.store.dispatch(pressChannel('applePay'));
    // still inside the tap's handler: the sheet is open, the order not made yet
    expect(sheets[0]).toMatchObject({
      begun: true,
      request: { total: { label: fines.pay.applePayLabel, amount: '12.00' } },
    });
    expect(t.calls).toEqual([]);
    expect(selectFinePayment(t.store.getState())).toBe('paying');
    await paying;
    expect(t.sent(API.adyenApplePaySessionData.path)[0]?.params).toMatchObject({
      merchant_identifier: 'TopupFines',
    });
    expect(t.page.visited).toEqual([`https://pay.example.com/fines?uid=1000023&fine_order=${ORDER_ID}`]);
  });

  it('a closed sheet says "payment cancelled", and the buttons are free again', async () => {
    host.ApplePaySession = FakeSession;
    user = 'cancel';
    const t = applePayPage();
    await t.store.dispatch(readyFineApplePay());
    showing(t, FINE_12);
    await t.store.dispatch(pressChannel('applePay'));
    expect(selectFineNotice(t.store.getState())).toEqual({ key: 'pay.applePayFailed.cancel' });
    expect(selectFinePayment(t.store.getState())).toBe('idle');
  });

  it('a refused card says why (insufficient funds)', async () => {
    host.ApplePaySession = FakeSession;
    const t = applePayPage(ok({ code: 1, fail_reason: 'insufficient_funds' }));
    await t.store.dispatch(readyFineApplePay());
    showing(t, FINE_12);
    await t.store.dispatch(pressChannel('applePay'));
    expect(selectFineNotice(t.store.getState())).toEqual({ key: 'pay.applePayFailed.insufficient' });
  });

  it('an order the server refuses says what the fine’s answer says', async () => {
    host.ApplePaySession = FakeSession;
    const t = applePayPage(ok({ code: 0 }), fail(20113, 'maintenance'));
    await t.store.dispatch(readyFineApplePay());
    showing(t, FINE_12);
    await t.store.dispatch(pressChannel('applePay'));
    expect(selectFineNotice(t.store.getState())).toEqual({ key: 'pay.maintenance' });
    expect(t.sent(API.adyenApplePaySessionData.path)).toEqual([]);
  });
});
