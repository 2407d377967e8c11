import { fail, ok, type FakeCall } from '@topup/platform/src/testing/testStore';
import { API } from '@topup/shared/contract/paths';
import { recipientActions } from '../recipient/recipientSlice';
import { loadCallback } from './callback';
import { selectCheckout } from './checkoutSlice';
import { CHARGE_LIST, checkoutStore, ORDER_ID, recipient } from './checkoutTestKit';

const QUERY = `?zp_show=1&zp_orderid=${ORDER_ID}&zp_h5deviceid=0123456789abcdef0123456789abcdef`;
const info = {
  order_id: ORDER_ID,
  status: 'paid',
  amount: 9.99,
  coins: 999,
  uid: 21000001,
  display_uid: 1000001,
  nickname: 'ليان',
  icon: '/a.svg',
  pay_type: 24,
  recharge_id: 202,
  created_at: 1,
  card: null,
};

function callback(fast: (n: number) => object, over: (c: FakeCall) => unknown = () => undefined) {
  let asked = 0;
  const t = checkoutStore((c) => {
    const special = over(c);
    if (special) return special as ReturnType<typeof ok>;
    if (c.path.startsWith(API.payResultByOrderFast.path)) return ok(fast((asked += 1)));
    if (c.path === API.orderInfo.path) return ok(info);
    if (c.path === API.rechargeList.path) return ok(CHARGE_LIST);
    if (c.path === API.getCardSource.path) return ok({ items: [] });
    if (c.path === API.checkUid.path) return ok(recipient);
    if (c.path === API.payErrorByOrder.path)
      return ok({ err_code: '', err_summary: '', fail_reason: '', fail_detail: 'Insufficient Funds' });
    return fail(404);
  });
  t.store.dispatch(recipientActions.recipientCleared());
  return t;
}

describe('the payment-result callback (spec 01 §2, §4, §7)', () => {
  it('reads everything in one batch: recharge list, saved cards, the fast result with the page’s query, the order', async () => {
    const t = callback(() => ({ result: 0, source_id: '', order_id: ORDER_ID }));
    await t.store.dispatch(loadCallback(ORDER_ID, QUERY));
    expect(t.calls.filter((c) => c.path === API.batchRequest.path)).toHaveLength(1);
    expect(t.calls.filter((c) => c.batchId).map((c) => [c.batchId, c.path])).toEqual([
      ['recharge_list', API.rechargeList.path],
      ['card_source', API.getCardSource.path],
      // the account the page starts with (the last one paid for)
      ['check_uid', API.checkUid.path],
      ['pay_result', `${API.payResultByOrderFast.path}${QUERY}`],
      ['order_info', API.orderInfo.path],
    ]);
    expect(t.calls.find((c) => c.batchId === 'order_info')?.params).toEqual({ order_id: ORDER_ID });
  });

  it('fast result 0 is the success dialog, naming the account paid for', async () => {
    const t = callback(() => ({ result: 0, source_id: '', order_id: ORDER_ID }));
    await t.store.dispatch(loadCallback(ORDER_ID, QUERY));
    expect(selectCheckout(t.store.getState()).result).toMatchObject({
      kind: 'success',
      orderId: ORDER_ID,
      amount: 9.99,
      payType: 24,
    });
    expect(selectCheckout(t.store.getState()).payment.loadingKey).toBeNull();
  });

  it('otherwise the order’s error decides the dialog (insufficient funds: balance)', async () => {
    const t = callback(() => ({ result: 1, source_id: '', order_id: ORDER_ID }));
    await t.store.dispatch(loadCallback(ORDER_ID, QUERY));
    expect(selectCheckout(t.store.getState()).result).toMatchObject({ kind: 'balance' });
  });

  it('asks again while the order is pending, then shows its result', async () => {
    jest.useFakeTimers();
    try {
      const t = callback((n) => ({ result: n < 3 ? 2 : 0, source_id: '', order_id: ORDER_ID }));
      const done = t.store.dispatch(loadCallback(ORDER_ID, QUERY));
      await jest.advanceTimersByTimeAsync(5000);
      await done;
      expect(t.calls.filter((c) => c.path.startsWith(API.payResultByOrderFast.path))).toHaveLength(3);
      expect(selectCheckout(t.store.getState()).result).toMatchObject({ kind: 'success' });
    } finally {
      jest.useRealTimers();
    }
  });

  it('a payment cancelled on the provider’s page: its toast, no dialog', async () => {
    const t = callback(
      () => ({ result: 1, source_id: '', order_id: ORDER_ID }),
      (c) =>
        c.path === API.payErrorByOrder.path
          ? ok({ err_code: '', err_summary: 'Cancelled', fail_reason: 'cancel', fail_detail: 'cancelled' })
          : undefined,
    );
    await t.store.dispatch(loadCallback(ORDER_ID, QUERY));
    expect(selectCheckout(t.store.getState()).result).toBeNull();
    expect(t.toasts).toEqual(['تم إلغاء الدفع']);
  });
});
