import { fail, ok, TEST_DEVICE_ID } from '@topup/platform/src/testing/testStore';
import { ACCOUNT_NOT_BANNED } from '@topup/shared/contract/codes';
import { API } from '@topup/shared/contract/paths';
import { FINE, fineInfo, fineStore, ORDER_ID } from './checkoutTestKit';
import { followPendingFine, lookupFine, openFinePage, PENDING_POLL_MS } from './lookup';
import { selectFineNotice } from './selectors';

/** A card payment of the fine this page made before it left for the bank's page: its attempt and order. */
function attemptOf(t: ReturnType<typeof fineStore>, channel: 'card' | 'hosted' = 'card') {
  const rid = `${'f'.repeat(32)}${t.services.now()}`;
  const target = { uid: '1000022', amount: 20, channel, pay_type: channel === 'card' ? 23 : 0 };
  const slot = channel === 'card' ? 'fine:card:23' : 'fine:hosted:';
  t.services.storage.set('payAttempts', {
    [slot]: { rid, target, created_at: t.services.now(), order_id: ORDER_ID },
  });
  return () => t.services.storage.get('payAttempts')?.[slot]?.rid ?? null;
}

// spec 02 §2, §4: the fine as the page shows it, the order it came back with, and the page view's result.

const PENDING = { ...FINE, payment: 'pending' as const };
const notBanned = () => fail(ACCOUNT_NOT_BANNED, 'هذا الحساب غير محظور');

describe('looking a fine up (spec 02 §2)', () => {
  it('shows a banned account’s fine, asked by its display id', async () => {
    const t = fineStore({ [API.fineInfo.path]: fineInfo() });
    await t.store.dispatch(lookupFine('1000022'));
    expect(t.sent(API.fineInfo.path)[0]?.params).toEqual({ id: '1000022' });
    expect(t.state().fine).toEqual({ status: 'banned', fine: FINE });
  });

  it('is loading meanwhile, except a pending fine, which stays on screen while it is asked again', async () => {
    const t = fineStore({ [API.fineInfo.path]: fineInfo(PENDING) });
    const first = t.store.dispatch(lookupFine('1000022'));
    expect(t.state().fine).toEqual({ status: 'loading' });
    await first;
    const again = t.store.dispatch(lookupFine('1000022'));
    expect(t.state().fine).toEqual({ status: 'pending', fine: PENDING });
    await again;
  });

  it('an account not banned says so; after paying here it is the ban lifted, and the payment has ended', async () => {
    const t = fineStore({ [API.fineInfo.path]: notBanned });
    await t.store.dispatch(lookupFine('1000001'));
    expect(t.state().fine).toEqual({ status: 'notBanned', message: 'هذا الحساب غير محظور' });

    const paid = fineStore({ [API.fineInfo.path]: notBanned });
    const kept = attemptOf(paid);
    expect(kept()).not.toBeNull();
    await paid.store.dispatch(openFinePage('1000022', ORDER_ID));
    expect(paid.state().fine).toEqual({ status: 'lifted' });
    expect(kept()).toBeNull();
  });

  it('any other answer is the call’s failure, with its code', async () => {
    const t = fineStore({ [API.fineInfo.path]: () => fail(-2, 'network') });
    await t.store.dispatch(lookupFine('1000022'));
    expect(t.state().fine).toEqual({ status: 'failed', result: -2, message: 'network' });
  });
});

describe('the page opening (spec 02 §2 "or comes from the query", §4)', () => {
  it('looks the link’s account up on arrival; an id that is not digits is not looked up', async () => {
    const t = fineStore({ [API.fineInfo.path]: fineInfo() });
    await t.store.dispatch(openFinePage('', null));
    await t.store.dispatch(openFinePage('12ab', null));
    expect(t.sent(API.fineInfo.path)).toEqual([]);
    await t.store.dispatch(openFinePage('1000022', null));
    expect(t.state()).toMatchObject({ fine: { status: 'banned' }, paidOrder: null });
  });

  it('back with its order: asks page_view_id_result, and renews the page view id once it says done', async () => {
    const renewed = jest.fn(() => 'h5-renewed');
    const t = fineStore(
      {
        [API.pageViewIdResult.path]: () => ok({ result: true }),
        [API.fineInfo.path]: fineInfo(PENDING),
      },
      { services: {} },
    );
    t.services.device.renewPageViewId = renewed;
    await t.store.dispatch(openFinePage('1000022', ORDER_ID));
    await new Promise((r) => setTimeout(r, 0));
    expect(t.calls.map((c) => c.path).sort()).toEqual([API.fineInfo.path, API.pageViewIdResult.path].sort());
    expect(t.sent(API.pageViewIdResult.path)[0]?.params).toMatchObject({
      page_view_id: `h5-${TEST_DEVICE_ID}-1`,
      source: 1,
    });
    expect(renewed).toHaveBeenCalledTimes(1);
    expect(t.state()).toMatchObject({ paidOrder: ORDER_ID, fine: { status: 'pending' } });
  });

  it('back with an order that was declined or cancelled while the fine is unpaid: says so, and pays anew', async () => {
    for (const [answer, said] of [
      [{ status: 'failed', message: 'فشل التحقق من البطاقة' }, { text: 'فشل التحقق من البطاقة' }],
      [{ status: 'failed' }, { key: 'pay.submitFailed' }],
      [{ status: 'cancelled' }, { key: 'pay.cancelled' }],
    ] as const) {
      const t = fineStore({
        [API.pageViewIdResult.path]: () => ok({ result: false }),
        [API.fineInfo.path]: fineInfo(),
        [API.fineOrder.path]: () => ok({ order_id: ORDER_ID, ...answer }),
      });
      const kept = attemptOf(t);
      await t.store.dispatch(openFinePage('1000022', ORDER_ID));
      expect(t.sent(API.fineOrder.path)[0]?.params).toEqual({ order_id: ORDER_ID });
      expect(selectFineNotice(t.store.getState())).toEqual(said);
      expect(kept()).toBeNull();
    }
  });

  it('says nothing of an order still on its way, and keeps its attempt', async () => {
    const t = fineStore({
      [API.pageViewIdResult.path]: () => ok({ result: false }),
      [API.fineInfo.path]: fineInfo(),
      [API.fineOrder.path]: () => ok({ order_id: ORDER_ID, status: 'redirect' }),
    });
    const kept = attemptOf(t, 'hosted');
    const rid = kept();
    await t.store.dispatch(openFinePage('1000022', ORDER_ID));
    expect(selectFineNotice(t.store.getState())).toBeNull();
    expect(kept()).toBe(rid);
  });
});

describe('a pending fine is followed until its ban is lifted (spec 02 §4: the page updates by itself)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('asks again every 3 s while pending, then shows the ban lifted; nothing more once the page is gone', async () => {
    let answer = fineInfo(PENDING);
    const t = fineStore({ [API.fineInfo.path]: () => answer() });
    const stop = t.store.dispatch(followPendingFine());
    await t.store.dispatch(openFinePage('1000022', null));
    expect(t.sent(API.fineInfo.path)).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(PENDING_POLL_MS - 1);
    expect(t.sent(API.fineInfo.path)).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(t.sent(API.fineInfo.path)).toHaveLength(2);
    await jest.advanceTimersByTimeAsync(PENDING_POLL_MS);
    expect(t.sent(API.fineInfo.path)).toHaveLength(3);
    answer = notBanned;
    await jest.advanceTimersByTimeAsync(PENDING_POLL_MS);
    expect(t.state().fine).toEqual({ status: 'notBanned', message: 'هذا الحساب غير محظور' });
    await jest.advanceTimersByTimeAsync(PENDING_POLL_MS * 3);
    expect(t.sent(API.fineInfo.path)).toHaveLength(4);

    answer = fineInfo(PENDING);
    await t.store.dispatch(lookupFine('1000022'));
    stop({ cancelActive: true });
    await jest.advanceTimersByTimeAsync(PENDING_POLL_MS * 3);
    expect(t.sent(API.fineInfo.path)).toHaveLength(5);
  });
});
