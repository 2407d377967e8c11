import { fail, ok, type FakeCall } from '@topup/platform/src/testing/testStore';
import { ORDER_BEING_CHARGED, ORDER_NOT_FOUND } from '@topup/shared/contract/codes';
import { payTexts as pay } from '@topup/shared/i18n/payTexts';
import { API } from '@topup/shared/contract/paths';
import { keptAttempt } from '@topup/payments';
import { checkoutActions, selectCheckout } from './checkoutSlice';
import { checkoutStore, ORDER_ID } from './checkoutTestKit';
import { resumeAttempt } from './resume';
import { cancelResumed, continueResumed } from './resumeCancel';
import { pageRestored, watchPageRestored } from './restored';

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
  t.services.storage.set('payAttempts', {
    coin: {
      rid: RID,
      target: { uid: 21000011, recharge_id: 101, pay_type: 23 },
      created_at: t.services.now(),
    },
  });
  t.store.dispatch(
    checkoutActions.stepsChanged({ state: { stack: ['HOME', 'CARD_FRAME'] }, replace: false }),
  );
  return t;
}

describe('a reload while the attempt was undecided (never a lost result)', () => {
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
        continueUrl: null,
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
    expect(t.store.dispatch(keptAttempt())).toBeNull();
    expect(selectCheckout(t.store.getState()).steps.stack).toEqual(['HOME', 'CARD_FRAME']);
  });

  it('keeps the attempt when the server cannot be asked now (paying again sends the same X-CLI-RID)', async () => {
    const t = reloaded(() => fail(-2, 'network'));
    expect(await t.store.dispatch(resumeAttempt())).toBe(false);
    expect(t.store.dispatch(keptAttempt())?.rid).toBe(RID);
  });

  it('does nothing without a kept attempt', async () => {
    const t = reloaded(() => ok(order('paid')));
    t.services.storage.set('payAttempts', null);
    expect(await t.store.dispatch(resumeAttempt())).toBe(false);
    expect(t.calls).toEqual([]);
  });
});

describe('Back from the provider’s page restores the page from the back-forward cache', () => {
  const BANK_PAGE = `/sandbox/3ds/${ORDER_ID}`;
  const onBankPage = () => ok({ ...order('challenge'), answered: 1, continue_url: BANK_PAGE });

  /** The page as it was left for the bank: the overlay up, the payment "leaving". */
  function leftForTheBank(lookup: (n: number) => ReturnType<typeof ok> = onBankPage) {
    const t = reloaded(lookup);
    t.store.dispatch(
      checkoutActions.paymentChanged({
        status: 'leaving',
        loadingKey: 'goingToPaymentPage',
        orderId: ORDER_ID,
      }),
    );
    return t;
  }

  it('clears what the page was doing and offers to continue on the provider’s page or cancel', async () => {
    jest.useFakeTimers();
    try {
      const t = leftForTheBank();
      const stop = t.store.dispatch(watchPageRestored());
      t.page.restore();
      await jest.advanceTimersByTimeAsync(0);
      const state = selectCheckout(t.store.getState());
      expect(state.payment).toEqual({ status: 'idle', loadingKey: null, orderId: null });
      expect(state.resume).toEqual({
        status: 'waiting',
        orderId: ORDER_ID,
        orderStatus: 'challenge',
        continueUrl: BANK_PAGE,
      });
      // the card is not asked again: the order exists
      expect(state.steps.stack).toEqual(['HOME']);
      // continue: back to the bank's page, through the safe-redirect rule
      t.store.dispatch(continueResumed());
      expect(t.page.visited).toEqual([`https://pay.example.com${BANK_PAGE}`]);
      expect(selectCheckout(t.store.getState()).payment.status).toBe('leaving');
      t.store.dispatch(checkoutActions.resumeChanged(null));
      stop();
    } finally {
      jest.useRealTimers();
    }
  });

  it('shows the result when the order was decided meanwhile, and never pays again', async () => {
    const t = leftForTheBank(() => ok(order('paid')));
    await t.store.dispatch(pageRestored());
    const state = selectCheckout(t.store.getState());
    expect(state.result).toMatchObject({ kind: 'success', orderId: ORDER_ID });
    expect(state.payment.status).toBe('idle');
    expect(t.calls.map((c) => c.path)).not.toContain(API.createCoinPay.path);
  });

  it('refuses to continue to a page outside the site and its providers', async () => {
    jest.useFakeTimers();
    try {
      const t = leftForTheBank(() => ok({ ...order('redirect'), continue_url: 'https://evil.example/x' }));
      void t.store.dispatch(pageRestored());
      await jest.advanceTimersByTimeAsync(0);
      t.store.dispatch(continueResumed());
      expect(t.page.visited).toEqual([]);
      expect(t.toasts).toEqual([expect.stringMatching(/[\u0600-\u06FF]/)]);
      t.store.dispatch(checkoutActions.resumeChanged(null));
    } finally {
      jest.useRealTimers();
    }
  });

  it('once the page is gone (its cleanup ran), a restore does nothing', () => {
    const t = leftForTheBank();
    t.store.dispatch(watchPageRestored())();
    t.page.restore();
    expect(selectCheckout(t.store.getState()).payment.status).toBe('leaving');
  });
});

describe('the waiting state’s "cancel this payment" (spec 01 §4 click_cancel)', () => {
  const BANK_PAGE = `/sandbox/3ds/${ORDER_ID}`;
  const waiting = (cancel: ReturnType<typeof ok>) => {
    let lookups = 0;
    const t = reloaded(
      () => {
        lookups += 1;
        return ok({ ...order('challenge'), answered: 1, continue_url: BANK_PAGE });
      },
      (c) => (c.path === API.clickCancel.path ? cancel : undefined),
    );
    // the attempt had recorded its order before the page left for the bank
    const coin = t.services.storage.get('payAttempts')?.coin;
    if (coin) t.services.storage.set('payAttempts', { coin: { ...coin, order_id: ORDER_ID } });
    return { ...t, lookups: () => lookups };
  };

  it('cancels the order: said, the attempt ended', async () => {
    jest.useFakeTimers();
    try {
      const t = waiting(ok({ order_id: ORDER_ID, status: 'cancelled' }));
      const resumed = t.store.dispatch(resumeAttempt());
      await jest.advanceTimersByTimeAsync(0);
      await t.store.dispatch(cancelResumed());
      await jest.advanceTimersByTimeAsync(1000);
      await resumed;
      expect(t.sent(API.clickCancel.path)[0]?.params).toEqual({
        app_order: ORDER_ID,
        reason: 'user_gave_up',
      });
      expect(t.toasts).toEqual([pay.result.cancelled]);
      expect(t.store.dispatch(keptAttempt())).toBeNull();
      expect(selectCheckout(t.store.getState()).resume).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });

  it('an order being charged (31087) cannot be cancelled: said, and its result still waited for', async () => {
    jest.useFakeTimers();
    try {
      const t = waiting({
        result: ORDER_BEING_CHARGED,
        message: 'being charged',
        data: { order_id: ORDER_ID, status: 'processing' },
      } as unknown as ReturnType<typeof ok>);
      void t.store.dispatch(resumeAttempt());
      await jest.advanceTimersByTimeAsync(0);
      const before = t.lookups();
      void t.store.dispatch(cancelResumed());
      await jest.advanceTimersByTimeAsync(0);
      expect(t.toasts).toEqual([pay.failure.beingCharged]);
      expect(t.store.dispatch(keptAttempt())?.rid).toBe(RID);
      expect(selectCheckout(t.store.getState()).resume).toMatchObject({
        status: 'waiting',
        orderId: ORDER_ID,
      });
      await jest.advanceTimersByTimeAsync(1000);
      expect(t.lookups()).toBeGreaterThan(before + 1);
      expect(t.events).not.toContainEqual(expect.objectContaining({ type: 'cancelled' }));
      t.store.dispatch(checkoutActions.resumeChanged(null));
      await jest.advanceTimersByTimeAsync(1000);
    } finally {
      jest.useRealTimers();
    }
  });
});
