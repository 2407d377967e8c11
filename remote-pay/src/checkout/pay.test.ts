import { fail, ok, type FakeCall } from '@topup/platform/src/testing/testStore';
import type { ApiResult } from '@topup/platform';
import { REPEAT_PAYMENT, VERIFY_REQUIRED } from '@topup/shared/contract/codes';
import { API } from '@topup/shared/contract/paths';
import { checkoutActions, selectCheckout } from './checkoutSlice';
import { checkoutStore, fakeSurface, ORDER_ID, recipient, savedCard } from './checkoutTestKit';
import { keptAttempt } from '@topup/payments';
import { payNow } from './pay';
import { payDirect, payWithNewCard, payWithoutCard } from './payWith';
import { tiersActions } from '../tiers/tiersSlice';

const TEXT = {
  insufficient: 'الرصيد غير كافٍ، تحقق من رصيد البطاقة أو جرّب بطاقة أخرى',
  redirectRefused: 'تعذّر فتح صفحة الدفع بأمان، أعد المحاولة أو اختر طريقة دفع أخرى',
  network: 'تعذّر الاتصال بالخادم، تحقق من الإنترنت وأعد المحاولة',
  cancelled: 'تم إلغاء الدفع',
  retry: 'أعد المحاولة أو جرّب بطاقة أخرى',
};

const adyen = (result: object) =>
  ok({
    order_id: ORDER_ID,
    url: '',
    platform_data: JSON.stringify(result),
    recharge_id: 103,
    pay_sub_type: 27,
  });

/** A checkout paying on pay type 27 whose create_coin_pay answers `answer`. */
function third(answer: (call: FakeCall) => ApiResult<unknown>) {
  const t = checkoutStore((c) => (c.path === API.createCoinPay.path ? answer(c) : ok({ items: [] })));
  t.store.dispatch(tiersActions.payTypeChosen(27));
  return t;
}

const ACTION = { type: 'redirect', url: '/sandbox/3ds/TP1?embedded=1', method: 'GET' };

/** A checkout on 27 whose order asks for the in-page challenge, and whose challenge result is `decided`. */
function challenged(decided: object) {
  const t = checkoutStore((c) => {
    if (c.path === API.createCoinPay.path) return adyen({ resultCode: 'ChallengeShopper', action: ACTION });
    if (c.path === API.submitAuthenticationResult.path)
      return ok({ order_id: ORDER_ID, status: 'paid', platform_data: JSON.stringify(decided) });
    return ok({ items: [] });
  });
  t.store.dispatch(tiersActions.payTypeChosen(27));
  return t;
}

const state = (t: ReturnType<typeof checkoutStore>) => selectCheckout(t.store.getState());

describe('one payment in flight (DESIGN §11 payInFlight)', () => {
  it('a second payment while the first runs does nothing: one order', async () => {
    const t = third(() => adyen({ resultCode: 'Authorised' }));
    const { surface } = fakeSurface();
    await Promise.all([t.store.dispatch(payWithNewCard(surface)), t.store.dispatch(payWithNewCard(surface))]);
    expect(t.sent(API.createCoinPay.path)).toHaveLength(1);
  });

  it('shows the loading overlay once while the order is created, and none after a result', async () => {
    let seen: unknown;
    const t = third(() => {
      seen = state(t).payment;
      return adyen({ resultCode: 'Authorised' });
    });
    await t.store.dispatch(payWithNewCard(fakeSurface().surface));
    expect(seen).toEqual({ status: 'creating', loadingKey: 'creatingOrder', orderId: null });
    expect(state(t).payment).toEqual({ status: 'idle', loadingKey: null, orderId: null });
  });
});

describe('what the page does with the order (spec 01 §4, §7, §8)', () => {
  it('pay type 27 Authorised: the success dialog, the last successful type and card, the card fetch', async () => {
    const card = savedCard({ source_id: 'adyen_tok_sbx_1' });
    const t = third(() => adyen({ resultCode: 'Authorised' }));
    await t.store.dispatch(payDirect(card));
    expect(state(t).result).toEqual({
      kind: 'success',
      orderId: ORDER_ID,
      amount: 4.99,
      payType: 27,
      card,
      newCard: false,
    });
    expect(state(t).history).toMatchObject({
      lastSuccessPayType: 27,
      lastSuccessPayCard: card,
      lastPayType: 27,
    });
    expect(state(t).cardFetch).toMatchObject({ orderId: ORDER_ID, payType: 27, paid: true });
  });

  it.each([
    ['12', 'balance'],
    ['6', 'expire'],
    ['11', 'verify'],
    ['24', 'verify'],
    ['2', 'other'],
  ])('Refused with reason %s is the %s dialog, an attempt and not a success', async (reason, kind) => {
    const t = third(() => adyen({ resultCode: 'Refused', refusalReasonCode: reason }));
    await t.store.dispatch(payWithNewCard(fakeSurface().surface));
    expect(state(t).result).toMatchObject({ kind, orderId: ORDER_ID, newCard: true });
    expect(state(t).history).toMatchObject({ lastPayType: 27, lastSuccessPayType: null });
  });

  it('a challenge is drawn where the card fields were, the fields gone; its details decide the order, the area renewed', async () => {
    const t = challenged({ resultCode: 'Authorised' });
    const { surface, fields, challenge } = fakeSurface();
    const epoch = state(t).surfaceEpoch;
    const paying = t.store.dispatch(payWithNewCard(surface));
    await challenge.drawn;
    expect(fields.destroy).toHaveBeenCalled();
    expect(surface.fields).toBeNull();
    expect(surface.provider.handleAction).toHaveBeenCalledWith(surface.container, ACTION, expect.anything());
    expect(state(t).payment).toMatchObject({ status: 'challenge', orderId: ORDER_ID, loadingKey: null });
    expect(state(t).result).toBeNull();
    challenge.details({ threeDSResult: 'pass' });
    await paying;
    expect(t.sent(API.submitAuthenticationResult.path).map((c) => c.params)).toEqual([
      { order_id: ORDER_ID, platform_data: '{"threeDSResult":"pass"}' },
    ]);
    expect(state(t).result).toMatchObject({ kind: 'success', orderId: ORDER_ID });
    expect(state(t).surfaceEpoch).toBe(epoch + 1);
  });

  it('a challenge cancelled on its page: the "payment cancelled" toast, no dialog, the attempt ended', async () => {
    const t = challenged({ resultCode: 'Cancelled' });
    const { surface, challenge } = fakeSurface();
    const paying = t.store.dispatch(payWithNewCard(surface));
    await challenge.drawn;
    challenge.details({ threeDSResult: 'cancelled' });
    await paying;
    expect(t.toasts).toEqual([TEXT.cancelled]);
    expect(state(t).result).toBeNull();
    expect(t.store.dispatch(keptAttempt())).toBeNull();
    expect(t.events).toContainEqual({ type: 'cancelled', orderId: ORDER_ID });
  });

  it('an error of the challenge says "retry or try another card"; the challenge stays', async () => {
    const t = challenged({ resultCode: 'Authorised' });
    const { surface, challenge } = fakeSurface();
    void t.store.dispatch(payWithNewCard(surface));
    await challenge.drawn;
    challenge.error();
    expect(t.toasts).toEqual([TEXT.retry]);
    expect(state(t).payment.status).toBe('challenge');
  });

  it('follows the card-checkout order’s url on this site, keeping the overlay while the browser leaves', async () => {
    const t = checkoutStore(() =>
      ok({
        order_id: ORDER_ID,
        url: '/sandbox/3ds/TP1',
        platform_data: '',
        recharge_id: 101,
        pay_sub_type: 23,
      }),
    );
    await t.store.dispatch(payWithNewCard(fakeSurface().surface));
    expect(t.page.visited).toEqual(['https://pay.example.com/sandbox/3ds/TP1']);
    expect(state(t).payment.status).toBe('leaving');
  });

  it.each([
    ['another site', 'https://evil.example/3ds'],
    ['no url at all', ''],
  ])('refuses an order url to %s with its toast, and follows nothing', async (_n, url) => {
    const t = checkoutStore(() =>
      ok({ order_id: ORDER_ID, url, platform_data: '', recharge_id: 101, pay_sub_type: 23 }),
    );
    await t.store.dispatch(payWithNewCard(fakeSurface().surface));
    expect(t.page.visited).toEqual([]);
    expect(t.toasts).toEqual([TEXT.redirectRefused]);
    expect(state(t).payment.status).toBe('idle');
  });

  it('toasts the catalogue text of a refusal, with no dialog (spec 01 §8)', async () => {
    const t = checkoutStore(() => ({
      result: 20051,
      code: '20051',
      message: 'Insufficient Funds',
      data: undefined,
    }));
    await t.store.dispatch(payWithNewCard(fakeSurface().surface));
    expect(t.toasts).toEqual([TEXT.insufficient]);
    expect(state(t).result).toBeNull();
  });

  it('toasts the network text when no answer came, and keeps the attempt for a retry', async () => {
    const t = checkoutStore(() => fail(-2, 'network'));
    await t.store.dispatch(payWithoutCard());
    expect(t.toasts).toEqual([TEXT.network]);
    expect(t.store.dispatch(keptAttempt())).not.toBeNull();
  });
});

describe('create_coin_pay 32125: the account is not verified for this device', () => {
  const notVerified = {
    result: VERIFY_REQUIRED,
    message: 'أدخل رمز التحقق لهذا الحساب أولًا',
    data: undefined,
  };
  const created = ok({
    order_id: ORDER_ID,
    url: '/pay',
    platform_data: '',
    recharge_id: 101,
    pay_sub_type: 23,
  });

  it('opens the code popup for that account, and pays once the code is right', async () => {
    let n = 0;
    const t = checkoutStore((c) => {
      if (c.path !== API.createCoinPay.path) return ok({ items: [] });
      n += 1;
      return n === 1 ? notVerified : created;
    });
    const paying = t.store.dispatch(payWithoutCard());
    await new Promise((r) => setTimeout(r, 0));
    expect(state(t).verifyFor).toEqual(recipient);
    expect(state(t).payment.status).toBe('idle'); // no overlay over the popup
    t.store.dispatch(checkoutActions.verifyAnswered({ verified: true }));
    await paying;
    expect(state(t).verifyFor).toBeNull();
    const [first, second] = t.sent(API.createCoinPay.path);
    expect(second).toBeDefined();
    // the refusal made no order: the same attempt goes on once the code is right
    expect(second?.headers['x-cli-rid']).toBe(first?.headers['x-cli-rid']);
    expect(t.toasts).toEqual([]);
  });

  it('closing the popup without the code pays nothing and says why', async () => {
    const t = checkoutStore((c) => (c.path === API.createCoinPay.path ? notVerified : ok({ items: [] })));
    const paying = t.store.dispatch(payWithoutCard());
    await new Promise((r) => setTimeout(r, 0));
    t.store.dispatch(checkoutActions.verifyAnswered({ verified: false }));
    await paying;
    expect(t.sent(API.createCoinPay.path)).toHaveLength(1);
    expect(t.toasts).toEqual([notVerified.message]);
  });
});

describe('never charged twice by accident', () => {
  const paid = { order_id: 'TP20260115115500001', amount: 4.99, paid_at: 1_768_478_100 };

  it('asks when the server says the same was just paid, and pays again with repeat_ok only once confirmed', async () => {
    let n = 0;
    const t = checkoutStore((c) => {
      if (c.path !== API.createCoinPay.path) return ok({ items: [] });
      n += 1;
      return n === 1
        ? { result: REPEAT_PAYMENT, message: 'paid', data: paid }
        : ok({ order_id: ORDER_ID, url: '/pay', platform_data: '', recharge_id: 101, pay_sub_type: 23 });
    });
    const paying = t.store.dispatch(payWithoutCard());
    await new Promise((r) => setTimeout(r, 0));
    expect(state(t).prompt).toEqual({ kind: 'repeat', paid });
    expect(state(t).payment.status).toBe('idle');
    t.store.dispatch(checkoutActions.promptAnswered({ payAgain: true }));
    await paying;
    const sent = t.sent(API.createCoinPay.path);
    expect(sent).toHaveLength(2);
    expect(sent[0]?.params).not.toHaveProperty('repeat_ok');
    expect(sent[1]?.params).toMatchObject({ repeat_ok: 1 });
    // the same attempt: the refused repeat made no order
    expect(sent[1]?.headers['x-cli-rid']).toBe(sent[0]?.headers['x-cli-rid']);
  });

  it('pays nothing when the user keeps to the payment just made', async () => {
    const t = checkoutStore(() => ({ result: REPEAT_PAYMENT, message: 'paid', data: paid }));
    const paying = t.store.dispatch(payWithoutCard());
    await new Promise((r) => setTimeout(r, 0));
    t.store.dispatch(checkoutActions.promptAnswered({ payAgain: false }));
    await paying;
    expect(t.sent(API.createCoinPay.path)).toHaveLength(1);
    expect(state(t).prompt).toBeNull();
  });

  it('asks before sending anything when this browser paid the same minutes ago (another tab)', async () => {
    const t = checkoutStore(() =>
      ok({ order_id: ORDER_ID, url: '/pay', platform_data: '', recharge_id: 101, pay_sub_type: 23 }),
    );
    const now = t.services.now();
    t.services.storage.set('recentPayments', [
      { order_id: paid.order_id, to_uid: recipient.uid, amount: 4.99, paid_at: now - 60_000 },
    ]);
    const paying = t.store.dispatch(payNow({ kind: 'noCard' }, null));
    await new Promise((r) => setTimeout(r, 0));
    expect(t.sent(API.createCoinPay.path)).toHaveLength(0);
    expect(state(t).prompt?.paid.order_id).toBe(paid.order_id);
    t.store.dispatch(checkoutActions.promptAnswered({ payAgain: true }));
    await paying;
    expect(t.sent(API.createCoinPay.path)[0]?.params).toMatchObject({ repeat_ok: 1 });
  });

  it('records a success for the other tabs and the next check', async () => {
    const t = third(() => adyen({ resultCode: 'Authorised' }));
    await t.store.dispatch(payWithNewCard(fakeSurface().surface));
    expect(t.services.storage.get('recentPayments')).toEqual([
      { order_id: ORDER_ID, to_uid: recipient.uid, amount: 4.99, paid_at: t.services.now() },
    ]);
  });
});
