import type { ApplePaySessionClass } from '@topup/payments';
import { fakeApplePay } from '@topup/payments/testing/applePaySession';
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

let apple = fakeApplePay();

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
  apple = fakeApplePay();
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
    host.ApplePaySession = apple.Session;
    const t = applePayPage();
    await t.store.dispatch(readyFineApplePay());
    expect(selectApplePayReady(t.store.getState())).toBe(true);
    showing(t, FINE_12);
    const paying = t.store.dispatch(pressChannel('applePay'));
    // still inside the tap's handler: the sheet is open, the order not made yet
    expect(apple.sessions[0]).toMatchObject({
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
    host.ApplePaySession = apple.Session;
    apple.user = 'cancel';
    const t = applePayPage();
    await t.store.dispatch(readyFineApplePay());
    showing(t, FINE_12);
    await t.store.dispatch(pressChannel('applePay'));
    expect(selectFineNotice(t.store.getState())).toEqual({ key: 'pay.applePayFailed.cancel' });
    expect(selectFinePayment(t.store.getState())).toBe('idle');
  });

  it('a refused card says why (insufficient funds)', async () => {
    host.ApplePaySession = apple.Session;
    const t = applePayPage(ok({ code: 1, fail_reason: 'insufficient_funds' }));
    await t.store.dispatch(readyFineApplePay());
    showing(t, FINE_12);
    await t.store.dispatch(pressChannel('applePay'));
    expect(selectFineNotice(t.store.getState())).toEqual({ key: 'pay.applePayFailed.insufficient' });
  });

  it('an order the server refuses says what the fine’s answer says', async () => {
    host.ApplePaySession = apple.Session;
    const t = applePayPage(ok({ code: 0 }), fail(20113, 'maintenance'));
    await t.store.dispatch(readyFineApplePay());
    showing(t, FINE_12);
    await t.store.dispatch(pressChannel('applePay'));
    expect(selectFineNotice(t.store.getState())).toEqual({ key: 'pay.maintenance' });
    expect(t.sent(API.adyenApplePaySessionData.path)).toEqual([]);
  });
});
