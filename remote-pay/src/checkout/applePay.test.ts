import type { ApiResult } from '@topup/platform';
import { fail, ok, type FakeCall } from '@topup/platform/src/testing/testStore';
import { fakeApplePay } from '@topup/payments/testing/applePaySession';
import { ORDER_BEING_CHARGED, REPEAT_PAYMENT } from '@topup/shared/contract/codes';
import { API } from '@topup/shared/contract/paths';
import { payTexts as pay } from '@topup/shared/i18n/payTexts';
import { payWithApplePay } from './applePay';
import { checkoutActions, selectCheckout } from './checkoutSlice';
import { checkoutStore, onlyApplePay, ORDER_ID } from './checkoutTestKit';

// spec 01 §4 "Apple Pay outcome": what the top-up says of the pipeline's sheet (payOnSheet) — the sheet's
// classes (shared/domain/applePaySheet.ts) as toasts or result dialogs, the server's refusals in their
// words, and an order whose charge is with the processor waited for.

const created = ok({ order_id: ORDER_ID, url: '', platform_data: '', recharge_id: 26, pay_sub_type: 26 });
const session = ok({ session_json_string: '{"merchantSessionIdentifier":"m"}' });

function sheet(answers: {
  order?: ApiResult<unknown>;
  verdict?: ApiResult<unknown>;
  cancel?: ApiResult<unknown>;
}) {
  const t = checkoutStore((call: FakeCall) => {
    if (call.path === API.createCoinPay.path) return answers.order ?? created;
    if (call.path === API.adyenApplePaySessionData.path) return session;
    if (call.path === API.adyenVerifyPay.path) return answers.verdict ?? ok({ code: 0 });
    if (call.path === API.clickCancel.path)
      return answers.cancel ?? ok({ order_id: ORDER_ID, status: 'cancelled' });
    if (call.path === API.orderByClientRid.path)
      return ok({ order_id: ORDER_ID, status: 'processing', pay_type: 26, amount: 4.99, answered: 1 });
    return ok({ items: [] });
  });
  onlyApplePay(t.store, 26);
  return { ...t, state: () => selectCheckout(t.store.getState()) };
}

describe('the top-up’s Apple Pay sheet, as the page says it', () => {
  it('a closed sheet: "payment cancelled", the server told, the page idle', async () => {
    const t = sheet({});
    await t.store.dispatch(payWithApplePay(fakeApplePay({ user: 'cancel' }).Session));
    expect(t.toasts).toEqual([pay.applePay.paymentCancelled]);
    expect(t.sent(API.clickCancel.path)).toHaveLength(1);
    expect(t.state().payment.status).toBe('idle');
  });

  it('a card refused for funds: the balance dialog', async () => {
    const t = sheet({
      verdict: ok({ code: 1, fail_reason: 'insufficient_funds' }),
      cancel: ok({ order_id: ORDER_ID, status: 'failed' }),
    });
    await t.store.dispatch(payWithApplePay(fakeApplePay().Session));
    expect(t.state().result).toMatchObject({ kind: 'balance', orderId: ORDER_ID, payType: 26 });
  });

  it('a browser whose Apple Pay JS is too old: the "not supported" dialog, no order', async () => {
    const t = sheet({});
    await t.store.dispatch(payWithApplePay(fakeApplePay({ maxVersion: 0 }).Session));
    expect(t.state().result).toMatchObject({ kind: 'not_support_apple_pay', orderId: null });
    expect(t.sent(API.createCoinPay.path)).toEqual([]);
  });

  it('the same just paid from another device (32126): asked, and a yes says to tap again (Safari)', async () => {
    const paid = { order_id: 'TP20260115115500001', amount: 4.99, paid_at: 1 };
    const t = sheet({ order: { result: REPEAT_PAYMENT, message: 'paid', data: paid } });
    const paying = t.store.dispatch(payWithApplePay(fakeApplePay().Session));
    await new Promise((r) => setTimeout(r, 0));
    expect(t.state().prompt).toEqual({ kind: 'repeat', paid });
    t.store.dispatch(checkoutActions.promptAnswered({ payAgain: true }));
    await paying;
    expect(t.toasts).toEqual([pay.applePay.tapAgain]);
  });

  it('an order refused: its words, the sheet’s own not', async () => {
    const t = sheet({ order: fail(20001, 'banned') });
    await t.store.dispatch(payWithApplePay(fakeApplePay().Session));
    expect(t.toasts).toEqual([pay.failure.banned]);
  });

  it('a sheet whose order is being charged when it ended (31087): said, and its result waited for', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask'] });
    try {
      const t = sheet({
        verdict: fail(-1, 'timeout'),
        cancel: {
          result: ORDER_BEING_CHARGED,
          message: 'being charged',
          data: { order_id: ORDER_ID, status: 'processing' },
        },
      });
      void t.store.dispatch(payWithApplePay(fakeApplePay().Session));
      await jest.advanceTimersByTimeAsync(0);
      expect(t.toasts).toEqual([pay.failure.beingCharged]);
      expect(t.state().resume).toMatchObject({ status: 'waiting', orderId: ORDER_ID });
      t.store.dispatch(checkoutActions.resumeChanged(null));
      await jest.advanceTimersByTimeAsync(1000);
    } finally {
      jest.useRealTimers();
    }
  });
});
