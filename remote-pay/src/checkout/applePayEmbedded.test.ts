import { fail, ok, type FakeCall } from '@topup/platform/src/testing/testStore';
import { API } from '@topup/shared/contract/paths';
import { payTexts as pay } from '@topup/shared/i18n/payTexts';
import { fakeApplePay } from '@topup/payments/testing/applePaySession';
import { payWithApplePay } from './applePay';
import { selectCheckout } from './checkoutSlice';
import { checkoutStore, onlyApplePay, ORDER_ID } from './checkoutTestKit';

// spec 01 §7, §8, §9: the embedded Apple Pay button's payment (type 31) — its order-creation failure is
// a network error, and a declined payment's reason is asked of get_pay_error_by_order every 500 ms, 100
// times at most.

const blank = { err_code: '', err_summary: '', fail_reason: '', fail_detail: '' };

function embeddedCheckout(answer: (call: FakeCall) => ReturnType<typeof ok> | ReturnType<typeof fail>) {
  const t = checkoutStore(answer);
  onlyApplePay(t.store, 31);
  return t;
}

const created = ok({ order_id: ORDER_ID, url: '', platform_data: '', recharge_id: 31, pay_sub_type: 31 });
const session = ok({ session_json_string: '{"merchantSessionIdentifier":"m"}' });
const declined = ok({ order_id: ORDER_ID, status: 'failed', platform_data: '' });

describe('the embedded Apple Pay button (type 31)', () => {
  beforeEach(() => jest.useFakeTimers({ doNotFake: ['queueMicrotask'] }));
  afterEach(() => jest.useRealTimers());

  it.each([
    ['no answer', fail(-2, 'timeout')],
    ['a refusal the catalogue does not name', fail(50001, 'server error')],
  ])('an order that cannot be created (%s): "network error, check and retry"', async (_name, answer) => {
    const t = embeddedCheckout((call) => (call.path === API.createCoinPay.path ? answer : fail(404)));
    await t.store.dispatch(payWithApplePay(fakeApplePay().Session));
    expect(t.toasts).toEqual([pay.applePay.networkError]);
  });

  it('an order refused with a named reason says it (a banned account is not a network error)', async () => {
    const t = embeddedCheckout((call) => (call.path === API.createCoinPay.path ? fail(20001) : fail(404)));
    await t.store.dispatch(payWithApplePay(fakeApplePay().Session));
    expect(t.toasts).toEqual([pay.failure.banned]);
  });

  it('a declined payment: the sheet closes, the page checks, and asks every 500 ms until the reason is there', async () => {
    const errors = [ok(blank), fail(-1, 'network'), ok({ ...blank, fail_reason: 'channel_user_risk' })];
    const t = embeddedCheckout((call) => {
      if (call.path === API.createCoinPay.path) return created;
      if (call.path === API.applePayMerchantSession.path) return session;
      if (call.path === API.submitPaymentToken.path) return declined;
      if (call.path === API.payErrorByOrder.path) return errors.shift() ?? ok(blank);
      return ok({});
    });
    const paying = t.store.dispatch(payWithApplePay(fakeApplePay().Session));
    await jest.advanceTimersByTimeAsync(0);
    const asked = () => t.calls.filter((c) => c.path === API.payErrorByOrder.path);
    expect(asked()).toHaveLength(1);
    expect(asked()[0]?.params).toEqual({ order_id: ORDER_ID, source: 1 });
    expect(selectCheckout(t.store.getState()).payment).toMatchObject({ loadingKey: 'checkingResult' });
    await jest.advanceTimersByTimeAsync(499);
    expect(asked()).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(asked()).toHaveLength(2);
    await jest.advanceTimersByTimeAsync(500);
    await paying;
    expect(asked()).toHaveLength(3);
    expect(selectCheckout(t.store.getState()).result).toMatchObject({ kind: 'highRisk', orderId: ORDER_ID });
    expect(selectCheckout(t.store.getState()).payment.status).toBe('idle');
  });

  it('stops after 100 asks when the reason never comes: the default toast 1.2 s later', async () => {
    const t = embeddedCheckout((call) => {
      if (call.path === API.createCoinPay.path) return created;
      if (call.path === API.applePayMerchantSession.path) return session;
      if (call.path === API.submitPaymentToken.path) return declined;
      if (call.path === API.payErrorByOrder.path) return ok(blank);
      return ok({});
    });
    const paying = t.store.dispatch(payWithApplePay(fakeApplePay().Session));
    await jest.advanceTimersByTimeAsync(99 * 500);
    await paying;
    expect(t.calls.filter((c) => c.path === API.payErrorByOrder.path)).toHaveLength(100);
    expect(t.toasts).toEqual([]);
    await jest.advanceTimersByTimeAsync(1200);
    expect(t.toasts).toEqual([pay.applePay.requestFailed]);
    await jest.advanceTimersByTimeAsync(60_000);
    expect(t.calls.filter((c) => c.path === API.payErrorByOrder.path)).toHaveLength(100);
    expect(t.calls.filter((c) => c.path === API.clickCancel.path)).toHaveLength(1);
  });

  it('a closed sheet asks nothing: "payment cancelled"', async () => {
    const t = embeddedCheckout((call) => {
      if (call.path === API.createCoinPay.path) return created;
      if (call.path === API.applePayMerchantSession.path) return session;
      return ok({});
    });
    await t.store.dispatch(payWithApplePay(fakeApplePay({ user: 'cancel' }).Session));
    expect(t.toasts).toEqual([pay.applePay.paymentCancelled]);
    expect(t.calls.filter((c) => c.path === API.payErrorByOrder.path)).toEqual([]);
  });
});
