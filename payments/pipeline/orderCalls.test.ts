import type { ApiResult } from '@topup/platform';
import { fail, ok } from '@topup/platform/src/testing/testStore';
import { ORDER_BEING_CHARGED } from '@topup/shared/contract/codes';
import { API } from '@topup/shared/contract/paths';
import { attemptIn, COIN_SLOT } from './attemptStore';
import { attemptFor, attemptOrdered } from './attempts';
import { endAttempt, keptAttempt } from './attemptStore';
import { cancelOrder, continueOrder, payErrorOf } from './orderCalls';
import { renewPageView } from './pageView';
import { ORDER_ID, pipelineStore } from './pipelineTestKit';

// The pipeline's calls about an order the payment left behind: click_cancel (spec 01 §4, §7; ORDER_BEING
// _CHARGED), get_pay_error_by_order, the provider's page again, the attempt a reload resumes, and the page
// view renewed once the server says its payment finished (spec 02 §4).

const COIN = { uid: 21000011, recharge_id: 101, pay_type: 23 };

/** A store whose one call of `path` answers `answer`, with a top-up attempt that made ORDER_ID. */
function setup(path: string, answer: ApiResult<unknown>) {
  const t = pipelineStore((call) => (call.path === path ? answer : undefined));
  const { rid } = attemptFor(t.services, COIN_SLOT, COIN);
  attemptOrdered(t.services, rid, ORDER_ID);
  return { ...t, rid };
}

describe('cancelling an order (click_cancel)', () => {
  it('sends the order and why; once cancelled, its attempt has ended', async () => {
    const t = setup(API.clickCancel.path, ok({ order_id: ORDER_ID, status: 'cancelled' }));
    expect(await t.store.dispatch(cancelOrder(ORDER_ID, 'user_gave_up'))).toEqual({
      kind: 'cancelled',
      status: 'cancelled',
    });
    expect(t.sent(API.clickCancel.path)).toEqual([
      expect.objectContaining({
        method: 'POST',
        form: true,
        params: { app_order: ORDER_ID, reason: 'user_gave_up' },
      }),
    ]);
    expect(t.store.dispatch(keptAttempt())).toBeNull();
  });

  it('an order decided before (paid, failed) keeps its status, and its attempt ends too', async () => {
    const t = setup(API.clickCancel.path, ok({ order_id: ORDER_ID, status: 'paid' }));
    expect(await t.store.dispatch(cancelOrder(ORDER_ID, 'user_gave_up'))).toEqual({
      kind: 'cancelled',
      status: 'paid',
    });
    expect(attemptIn(t.services, COIN_SLOT)).toBeNull();
  });

  it('an order being charged (31087) cannot be cancelled: the attempt goes on, to wait for its result', async () => {
    const t = setup(API.clickCancel.path, {
      result: ORDER_BEING_CHARGED,
      message: 'being charged',
      data: { order_id: ORDER_ID, status: 'processing' },
    });
    expect(await t.store.dispatch(cancelOrder(ORDER_ID, 'user_gave_up'))).toEqual({ kind: 'beingCharged' });
    expect(attemptIn(t.services, COIN_SLOT)?.rid).toBe(t.rid);
  });

  it('no answer: nothing is known, the attempt goes on', async () => {
    const t = setup(API.clickCancel.path, fail(-2, 'network'));
    expect(await t.store.dispatch(cancelOrder(ORDER_ID, 'user_gave_up'))).toEqual({
      kind: 'failed',
      result: -2,
      message: 'network',
    });
    expect(attemptIn(t.services, COIN_SLOT)?.rid).toBe(t.rid);
  });
});

describe('the order’s error detail (get_pay_error_by_order, spec 01 §7)', () => {
  it('asks with the order and source 1, and gives the detail, or null when the call failed', async () => {
    const detail = { err_code: '20051', err_summary: '', fail_reason: '', fail_detail: 'Insufficient funds' };
    const t = setup(API.payErrorByOrder.path, ok(detail));
    expect(await t.store.dispatch(payErrorOf(ORDER_ID))).toEqual(detail);
    expect(t.sent(API.payErrorByOrder.path)[0]?.params).toEqual({ order_id: ORDER_ID, source: 1 });
    const failed = setup(API.payErrorByOrder.path, fail(-2));
    expect(await failed.store.dispatch(payErrorOf(ORDER_ID))).toBeNull();
  });
});

describe('the page view id after a payment (spec 02 §4)', () => {
  it('asks page_view_id_result with the page view id and source 1, and renews it once the server says paid', async () => {
    const t = setup(API.pageViewIdResult.path, ok({ result: true }));
    const renewed = jest.fn(() => 'h5-renewed');
    t.services.device.renewPageViewId = renewed;
    expect(await t.store.dispatch(renewPageView())).toBe(true);
    expect(t.sent(API.pageViewIdResult.path)[0]?.params).toEqual({
      page_view_id: t.services.device.pageViewId(),
      source: 1,
    });
    expect(renewed).toHaveBeenCalledTimes(1);
  });

  it('keeps the id while the server says not yet, or cannot answer', async () => {
    for (const answer of [ok({ result: false }), fail(-2, 'network')]) {
      const t = setup(API.pageViewIdResult.path, answer);
      const renewed = jest.fn(() => 'h5-renewed');
      t.services.device.renewPageViewId = renewed;
      expect(await t.store.dispatch(renewPageView())).toBe(false);
      expect(renewed).not.toHaveBeenCalled();
    }
  });
});

describe('the provider’s page an order waits on, and the attempt a reload resumes', () => {
  it('goes back to the provider’s page on this site, never elsewhere', () => {
    const t = setup('', fail(404));
    expect(t.store.dispatch(continueOrder(ORDER_ID, '/sandbox/checkout/TP1'))).toBe(true);
    expect(t.store.dispatch(continueOrder(ORDER_ID, 'https://evil.example/'))).toBe(false);
    expect(t.page.visited).toEqual(['https://pay.example.com/sandbox/checkout/TP1']);
  });

  it('is the top-up’s kept attempt until its order (or its id) is said to have ended', () => {
    const t = setup('', fail(404));
    expect(t.store.dispatch(keptAttempt())).toMatchObject({ rid: t.rid, order_id: ORDER_ID });
    t.store.dispatch(endAttempt('TP20260115120000999'));
    expect(t.store.dispatch(keptAttempt())?.rid).toBe(t.rid);
    t.store.dispatch(endAttempt(ORDER_ID));
    expect(t.store.dispatch(keptAttempt())).toBeNull();
  });
});
