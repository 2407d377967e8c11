import type { ApiResult } from '@topup/platform';
import { createTestStore, fail, ok, type FakeCall } from '@topup/platform/src/testing/testStore';
import { API } from '@topup/shared/contract/paths';
import { fakeApplePay } from '../testing/applePaySession';
import { CLIENT_RID_HEADER } from '../orders/createOrder';
import { payFineWithApplePay, SHEET_NOT_SUPPORTED } from './fineApplePay';

// spec 02 §4: the fine paid with Apple Pay — its order made at the merchant validation, Adyen's merchant
// session, the token verified, then back on /fines with the order.

const FINE = { displayUid: '1000023', uid: 21000023, amount: 12 };
const ORDER_ID = 'TP20260115120000001';
const SHEET = { label: 'غرامة رفع الحظر', config: undefined };

const session = ok({ session_json_string: '{"merchantSessionIdentifier":"m"}' });

function setup(
  verdict: ApiResult<unknown> = ok({ code: 0 }),
  order: ApiResult<unknown> = ok({ order_id: ORDER_ID, url: '' }),
) {
  const t = createTestStore({
    href: 'https://pay.example.com/fines?uid=1000023',
    route: (call: FakeCall) => {
      if (call.path === API.createFinePayCard.path) return order;
      if (call.path === API.adyenApplePaySessionData.path) return session;
      if (call.path === API.adyenVerifyPay.path) return verdict;
      return fail(404);
    },
  });
  const sent = (path: string) => t.calls.filter((c) => c.path === path);
  return {
    ...t,
    sent,
    pay: (Session = fakeApplePay().Session) => payFineWithApplePay(t.services, Session, FINE, SHEET),
  };
}

describe('the fine paid with Apple Pay', () => {
  it('makes the Apple Pay order at the validation, asks Adyen’s session, verifies the token, then back on /fines', async () => {
    const t = setup();
    expect(await t.pay()).toEqual({ kind: 'leaving' });
    expect(t.sent(API.createFinePayCard.path)[0]?.params).toMatchObject({
      uid: '1000023',
      amount: 12,
      pay_type: 26,
    });
    // the fine's order by the display id (the fine calls' id); Adyen's session by the internal uid, as the
    // top-up's (issue 34: which id each call carries)
    expect(t.sent(API.adyenApplePaySessionData.path)[0]?.params).toMatchObject({
      app_order: ORDER_ID,
      uid: '21000023',
      source: 1,
      display_name: SHEET.label,
      domain_name: 'pay.example.com',
      // the package names none: the environment's (the sandbox's here)
      merchant_identifier: 'merchant.sandbox.topup.ksa',
    });
    expect(t.sent(API.adyenVerifyPay.path)[0]?.params).toMatchObject({ app_order: ORDER_ID });
    expect(t.page.visited).toEqual([`https://pay.example.com/fines?uid=1000023&fine_order=${ORDER_ID}`]);
  });

  it('a closed sheet is "cancel", and its order waits: the next tap sends the same attempt id', async () => {
    const t = setup();
    expect(await t.pay(fakeApplePay({ user: 'cancel' }).Session)).toEqual({
      kind: 'sheetFailed',
      reason: 'cancel',
    });
    await t.pay();
    const [first, second] = t.sent(API.createFinePayCard.path);
    expect(second?.headers[CLIENT_RID_HEADER]).toBe(first?.headers[CLIENT_RID_HEADER]);
  });

  it('a refused card says why, and that order is over: the next tap is a new attempt', async () => {
    const t = setup(ok({ code: 1, fail_reason: 'insufficient_funds' }));
    expect(await t.pay()).toEqual({ kind: 'sheetFailed', reason: 'insufficient_funds' });
    await t.pay();
    const [first, second] = t.sent(API.createFinePayCard.path);
    expect(second?.headers[CLIENT_RID_HEADER]).not.toBe(first?.headers[CLIENT_RID_HEADER]);
  });

  it('an order the server refuses: its answer, no merchant session asked', async () => {
    const t = setup(ok({ code: 0 }), fail(20113, 'maintenance'));
    expect(await t.pay()).toEqual({ kind: 'failed', result: 20113, message: 'maintenance' });
    expect(t.sent(API.adyenApplePaySessionData.path)).toEqual([]);
  });

  it('a browser with no Apple Pay JS version the page knows: not supported, no order', async () => {
    const t = setup();
    expect(await t.pay(fakeApplePay({ maxVersion: 0 }).Session)).toEqual({
      kind: 'sheetFailed',
      reason: SHEET_NOT_SUPPORTED,
    });
    expect(t.calls).toEqual([]);
  });

  it('a session the browser refuses to create: failed, no order', async () => {
    const t = setup();
    expect(await t.pay(fakeApplePay({ refuses: true }).Session)).toEqual({
      kind: 'sheetFailed',
      reason: 'default',
    });
    expect(t.calls).toEqual([]);
  });
});
