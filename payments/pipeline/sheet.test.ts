import type { ApiResult } from '@topup/platform';
import { fail, ok, type FakeCall } from '@topup/platform/src/testing/testStore';
import { ORDER_BEING_CHARGED, REPEAT_PAYMENT } from '@topup/shared/contract/codes';
import { API } from '@topup/shared/contract/paths';
import { fakeApplePay } from '../testing/applePaySession';
import { attemptIn, COIN_SLOT } from './attemptStore';
import { coin, fine, ORDER_ID, pipelineStore, recordProgress } from './pipelineTestKit';
import { payOnSheet } from './sheet';
import type { Payable } from './types';

// spec 01 §4, §7, spec 02 §4: a payable paid on Apple Pay's sheet — its order made at the merchant
// validation, Adyen's type through adyen_apple_pay_session_data and adyen_verify_pay, the other types
// through apple_pay_merchant_session and submit_payment_token — and why the sheet ended, by one rule.

const FINE_SLOT = 'fine:apple_pay:26';
const LABEL = 'غرامة رفع الحظر';
const session = ok({ session_json_string: '{"merchantSessionIdentifier":"m"}' });
const created = ok({ order_id: ORDER_ID, url: '', platform_data: '', recharge_id: 26, pay_sub_type: 26 });
const applePayFine = () =>
  fine({ displayUid: '1000023', uid: 21000023, amount: 12, channel: 'apple_pay', payType: undefined });
const adyenCoin = () => coin({ pay_type: 26, recharge_id: 26 });

interface Answers {
  order?: ApiResult<unknown>;
  session?: ApiResult<unknown>;
  verdict?: ApiResult<unknown>;
  token?: ApiResult<unknown>;
  cancel?: ApiResult<unknown>;
}

function setup({
  order = created,
  session: merchant = session,
  verdict = ok({ code: 0 }),
  token,
  cancel,
}: Answers = {}) {
  const t = pipelineStore((call: FakeCall) => {
    if (call.path === API.createCoinPay.path || call.path === API.createFinePayCard.path) return order;
    if (call.path === API.adyenApplePaySessionData.path || call.path === API.applePayMerchantSession.path)
      return merchant;
    if (call.path === API.adyenVerifyPay.path) return verdict;
    if (call.path === API.submitPaymentToken.path) return token;
    if (call.path === API.clickCancel.path) return cancel ?? ok({ order_id: ORDER_ID, status: 'cancelled' });
    return undefined;
  }, 'https://pay.example.com/fines?uid=1000023');
  const run = (p: Payable, Session = fakeApplePay().Session) => {
    const rec = recordProgress();
    return {
      rec,
      done: t.store.dispatch(payOnSheet(p, { Session, label: LABEL, config: undefined }, rec.progress)),
    };
  };
  return { ...t, run };
}

describe('the sheet’s order and Adyen’s wiring (type 26), a top-up and a fine alike', () => {
  it.each<[string, Payable, string]>([
    ['a fine', applePayFine(), '21000023'],
    ['a top-up', adyenCoin(), '21000011'],
  ])(
    '%s: the order at the validation, Adyen’s session by the internal uid and source 1, the token verified',
    async (_n, p, uid) => {
      const t = setup();
      const fake = fakeApplePay();
      const { rec, done } = t.run(p, fake.Session);
      // begun in the tap itself: nothing awaited before the sheet
      expect(fake.last().begun).toBe(true);
      const outcome = await done;
      expect(t.sent(API.adyenApplePaySessionData.path)[0]?.params).toMatchObject({
        app_order: ORDER_ID,
        uid,
        source: 1,
        display_name: LABEL,
        domain_name: 'pay.example.com',
        // the package names none: the environment's (the sandbox's here)
        merchant_identifier: 'merchant.sandbox.topup.ksa',
      });
      expect(t.sent(API.adyenVerifyPay.path)[0]?.params).toMatchObject({
        app_order: ORDER_ID,
        payment_method_type: 'applepay',
      });
      expect(fake.last().request.total).toMatchObject({
        amount: p.kind === 'fine' ? '12.00' : '4.99',
        label: LABEL,
      });
      expect(rec.shown.slice(0, 2)).toEqual([
        ['creating', null],
        ['creating', ORDER_ID],
      ]);
      if (p.kind === 'fine') {
        // spec 02 §4: back on /fines with the order, pending
        expect(outcome).toEqual({ kind: 'leaving', orderId: ORDER_ID });
        expect(t.page.visited).toEqual([`https://pay.example.com/fines?uid=1000023&fine_order=${ORDER_ID}`]);
        expect(t.sent(API.createFinePayCard.path)[0]?.params).toMatchObject({
          uid: '1000023',
          amount: 12,
          pay_type: 26,
        });
      } else {
        expect(outcome).toEqual({ kind: 'paid', orderId: ORDER_ID });
        expect(t.page.visited).toEqual([]);
      }
      expect(t.services.storage.get('payAttempts')).toBeNull();
    },
  );

  it('sends the session key to adyen_verify_pay when signed in', async () => {
    const t = setup();
    t.services.session.login({ sessionKey: 'skey-1', loginType: 'account' });
    await t.run(adyenCoin()).done;
    expect(t.sent(API.adyenVerifyPay.path)[0]?.params).toMatchObject({ session_key: 'skey-1' });
  });
});

describe('the other providers’ wiring (apple_pay_merchant_session, submit_payment_token)', () => {
  it('validates with Apple’s validation URL and is decided by the token', async () => {
    const t = setup({ token: ok({ order_id: ORDER_ID, status: 'paid', platform_data: '' }) });
    expect(await t.run(coin({ pay_type: 25, recharge_id: 25 })).done).toEqual({
      kind: 'paid',
      orderId: ORDER_ID,
    });
    expect(t.sent(API.applePayMerchantSession.path)[0]?.params).toMatchObject({
      app_order: ORDER_ID,
      validation_url: 'https://apple.example/start',
    });
    expect(t.sent(API.adyenApplePaySessionData.path)).toEqual([]);
    expect(t.sent(API.submitPaymentToken.path)[0]?.params).toMatchObject({ order_id: ORDER_ID });
  });
});

describe('why the sheet ended (shared/domain/applePaySheet.ts), and what becomes of the order', () => {
  it('a top-up’s closed sheet is reported (click_cancel), its order cancelled and its attempt ended', async () => {
    const t = setup();
    expect(await t.run(adyenCoin(), fakeApplePay({ user: 'cancel' }).Session).done).toEqual({
      kind: 'sheetEnded',
      orderId: ORDER_ID,
      ending: 'cancel',
      reason: 'cancel',
    });
    expect(t.sent(API.clickCancel.path)[0]?.params).toEqual({ app_order: ORDER_ID, reason: 'cancel' });
    expect(attemptIn(t.services, COIN_SLOT)).toBeNull();
  });

  it('a fine’s closed sheet keeps its order for the next tap: nothing reported, the same attempt id', async () => {
    const t = setup();
    expect(await t.run(applePayFine(), fakeApplePay({ user: 'cancel' }).Session).done).toEqual({
      kind: 'sheetEnded',
      orderId: ORDER_ID,
      ending: 'cancel',
      reason: 'cancel',
    });
    expect(t.sent(API.clickCancel.path)).toEqual([]);
    await t.run(applePayFine()).done;
    const [first, second] = t.rids(API.createFinePayCard.path);
    expect(second).toBe(first);
  });

  it('a top-up’s sheet whose order is being charged cannot be cancelled: it is waited for, the attempt kept', async () => {
    const t = setup({
      verdict: fail(-2, 'network'),
      cancel: {
        result: ORDER_BEING_CHARGED,
        message: 'being charged',
        data: { order_id: ORDER_ID, status: 'processing' },
      },
    });
    expect(await t.run(adyenCoin()).done).toEqual({ kind: 'beingCharged', orderId: ORDER_ID });
    expect(attemptIn(t.services, COIN_SLOT)?.order_id).toBe(ORDER_ID);
  });

  it.each<[string, Payable]>([
    ['a fine', applePayFine()],
    ['a top-up', adyenCoin()],
  ])('%s: a refused card says why, and that order is over (the next tap is a new attempt)', async (_n, p) => {
    const t = setup({
      verdict: ok({ code: 1, fail_reason: 'insufficient_funds' }),
      cancel: ok({ order_id: ORDER_ID, status: 'failed' }),
    });
    expect(await t.run(p).done).toEqual({
      kind: 'sheetEnded',
      orderId: ORDER_ID,
      ending: 'balance',
      reason: 'insufficient_funds',
    });
    expect(t.services.storage.get('payAttempts')).toBeNull();
  });

  it('a fine’s failed validation leaves its order waiting: the attempt goes on', async () => {
    const t = setup({ session: fail(1) });
    expect(await t.run(applePayFine()).done).toEqual({
      kind: 'sheetEnded',
      orderId: ORDER_ID,
      ending: 'validation',
      reason: 'validation_failed',
    });
    expect(attemptIn(t.services, FINE_SLOT)?.order_id).toBe(ORDER_ID);
    expect(t.sent(API.adyenVerifyPay.path)).toEqual([]);
  });

  it('an order the server refuses: its refusal (the top-up’s repeat too, asked by the page), no session asked', async () => {
    const paid = { order_id: 'TP20260115115500001', amount: 4.99, paid_at: 1 };
    const t = setup({ order: { result: REPEAT_PAYMENT, message: 'paid', data: paid } });
    expect(await t.run(adyenCoin()).done).toMatchObject({
      kind: 'refused',
      result: REPEAT_PAYMENT,
      data: paid,
    });
    expect(t.sent(API.adyenApplePaySessionData.path)).toEqual([]);
    expect(attemptIn(t.services, COIN_SLOT)).not.toBeNull();
  });

  it('a browser with no Apple Pay JS version the page knows: not supported, no order', async () => {
    const t = setup();
    expect(await t.run(applePayFine(), fakeApplePay({ maxVersion: 0 }).Session).done).toEqual({
      kind: 'sheetEnded',
      orderId: null,
      ending: 'notSupported',
      reason: 'not_supported',
    });
    expect(t.calls).toEqual([]);
  });

  it('a session the browser refuses to create: ended, no order', async () => {
    const t = setup();
    expect(await t.run(adyenCoin(), fakeApplePay({ refuses: true }).Session).done).toEqual({
      kind: 'sheetEnded',
      orderId: null,
      ending: 'other',
      reason: 'default',
    });
    expect(t.calls).toEqual([]);
  });
});
