import { fail, ok, type FakeCall } from '@topup/platform/src/testing/testStore';
import { ORDER_NOT_FOUND } from '@topup/shared/contract/codes';
import { PENDING_ORDER_STATUSES } from '@topup/shared/contract/order';
import { API } from '@topup/shared/contract/paths';
import { checkoutActions, selectCheckout } from './checkoutSlice';
import { checkoutStore, ORDER_ID } from './checkoutTestKit';
import { PENDING_STATUSES, resumeAttempt } from './resume';

const RID = `${'a'.repeat(32)}1768478400000`;
const order = (status: string) => ({
  order_id: ORDER_ID,
  status,
  pay_type: 23,
  amount: 9.99,
  to_uid: 21000011,
  to_display_uid: 1000011,
  answered: 0,
});
const info = {
  ...order('paid'),
  coins: 999,
  uid: 21000011,
  display_uid: 1000011,
  nickname: 'نورة',
  icon: '/a.svg',
  recharge_id: 101,
  created_at: 1,
  card: null,
};

function reloaded(
  lookup: (n: number) => ReturnType<typeof ok>,
  over: (c: FakeCall) => unknown = () => undefined,
) {
  let n = 0;
  const t = checkoutStore((c) => {
    const special = over(c);
    if (special) return special as ReturnType<typeof ok>;
    if (c.path === API.orderByClientRid.path) return lookup((n += 1));
    if (c.path.startsWith(API.payResultByOrderFast.path))
      return ok({ result: 0, source_id: '', order_id: ORDER_ID });
    if (c.path === API.orderInfo.path) return ok(info);
    return ok({ items: [] });
  });
  // the attempt the page kept before the reload, and the step it was on
  t.services.storage.set('payAttempt', {
    rid: RID,
    uid: 21000011,
    recharge_id: 101,
    pay_type: 23,
    created_at: t.services.now(),
  });
  t.store.dispatch(
    checkoutActions.stepsChanged({ state: { stack: ['HOME', 'CARD_FRAME'] }, replace: false }),
  );
  return t;
}

describe('a reload while the attempt was undecided (issue "Checkout core": never a lost result)', () => {
  it('repeats the contract’s pending statuses', () => {
    expect(PENDING_STATUSES).toEqual(PENDING_ORDER_STATUSES);
  });

  it('looks the attempt up by its X-CLI-RID, and shows a decided order’s result instead of the card', async () => {
    const t = reloaded(() => ok(order('paid')));
    expect(await t.store.dispatch(resumeAttempt())).toBe(true);
    expect(t.calls[0]?.params).toMatchObject({
      client_rid: RID,
      h5_deviceid: '0123456789abcdef0123456789abcdef',
    });
    const state = selectCheckout(t.store.getState());
    expect(state.result).toMatchObject({ kind: 'success', orderId: ORDER_ID });
    expect(state.steps.stack).toEqual(['HOME']);
    expect(state.resume).toBeNull();
  });

  it('waits while the order is being created, naming it, until it is decided', async () => {
    jest.useFakeTimers();
    try {
      const t = reloaded((n) => ok(order(n < 3 ? 'processing' : 'paid')));
      const done = t.store.dispatch(resumeAttempt());
      await jest.advanceTimersByTimeAsync(0);
      expect(selectCheckout(t.store.getState()).resume).toEqual({
        status: 'waiting',
        orderId: ORDER_ID,
        orderStatus: 'processing',
      });
      await jest.advanceTimersByTimeAsync(3000);
      await done;
      expect(selectCheckout(t.store.getState()).result).toMatchObject({ kind: 'success' });
    } finally {
      jest.useRealTimers();
    }
  });

  it('drops an attempt the server never admitted: nothing was charged, the page is as it was', async () => {
    const t = reloaded(() => fail(ORDER_NOT_FOUND, 'no order'));
    expect(await t.store.dispatch(resumeAttempt())).toBe(false);
    expect(t.services.storage.get('payAttempt')).toBeNull();
    expect(selectCheckout(t.store.getState()).steps.stack).toEqual(['HOME', 'CARD_FRAME']);
  });

  it('keeps the attempt when the server cannot be asked now (paying again sends the same X-CLI-RID)', async () => {
    const t = reloaded(() => fail(-2, 'network'));
    expect(await t.store.dispatch(resumeAttempt())).toBe(false);
    expect(t.services.storage.get('payAttempt')?.rid).toBe(RID);
  });

  it('does nothing without a kept attempt', async () => {
    const t = reloaded(() => ok(order('paid')));
    t.services.storage.set('payAttempt', null);
    expect(await t.store.dispatch(resumeAttempt())).toBe(false);
    expect(t.calls).toEqual([]);
  });
});
