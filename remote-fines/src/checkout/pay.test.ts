import type { ApiResult } from '@topup/platform';
import { fail } from '@topup/platform/src/testing/testStore';
import { FINE_MAINTENANCE } from '@topup/shared/contract/codes';
import { API } from '@topup/shared/contract/paths';
import { created, fineStore, showing } from './checkoutTestKit';
import { closeCard, pressChannel } from './pay';
import { selectFineNotice, selectFinePayment } from './selectors';

// spec 02 §4: the fine's channels — one payment at a time; the hosted page goes at once, the card opens
// its fields, and what a payment came to is said.

describe('the hosted page’s channel', () => {
  it('makes the order with the attempt id and goes to the provider’s page, busy until it does', async () => {
    const t = fineStore({ [API.createFinePayHosted.path]: created('/sandbox/fine/TP1') });
    showing(t);
    const paying = t.store.dispatch(pressChannel('hosted'));
    expect(selectFinePayment(t.store.getState())).toBe('paying');
    await paying;
    expect(t.sent(API.createFinePayHosted.path)[0]?.params).toMatchObject({ uid: '1000022', amount: 20 });
    expect(t.sent(API.createFinePayHosted.path)[0]?.headers['x-cli-rid']).toMatch(/^[0-9a-f]{32}[0-9]{13}$/);
    expect(t.page.visited).toEqual(['https://pay.example.com/sandbox/fine/TP1']);
    // leaving: the buttons stay busy until the page goes
    expect(selectFinePayment(t.store.getState())).toBe('leaving');
  });

  it('one payment at a time: a second press while the first runs asks nothing', async () => {
    let answer: (r: ApiResult<unknown>) => void = () => undefined;
    const answered = new Promise<ApiResult<unknown>>((resolve) => {
      answer = resolve;
    });
    const t = fineStore({ [API.createFinePayHosted.path]: () => answered });
    showing(t);
    const first = t.store.dispatch(pressChannel('hosted'));
    await t.store.dispatch(pressChannel('hosted'));
    await t.store.dispatch(pressChannel('card'));
    answer({ result: 0, message: '', data: { order_id: 'TP1', url: '/sandbox/fine/TP1' } });
    await first;
    expect(t.sent(API.createFinePayHosted.path)).toHaveLength(1);
    expect(t.state().cardOpen).toBeNull();
  });

  it('the fine’s own answers say what to do; anything else "submit failed"; pressing again clears it', async () => {
    let answer = () => fail(FINE_MAINTENANCE, 'maintenance');
    const t = fineStore({ [API.createFinePayHosted.path]: () => answer() });
    showing(t);
    await t.store.dispatch(pressChannel('hosted'));
    expect(selectFineNotice(t.store.getState())).toEqual({ key: 'pay.maintenance' });
    expect(selectFinePayment(t.store.getState())).toBe('idle');
    answer = () => fail(-2, 'network');
    await t.store.dispatch(pressChannel('hosted'));
    expect(selectFineNotice(t.store.getState())).toEqual({ key: 'pay.submitFailed' });
    await t.store.dispatch(pressChannel('card'));
    expect(selectFineNotice(t.store.getState())).toBeNull();
  });

  it('an order url elsewhere is never followed: "submit failed"', async () => {
    const t = fineStore({ [API.createFinePayHosted.path]: created('https://evil.example/pay') });
    showing(t);
    await t.store.dispatch(pressChannel('hosted'));
    expect(t.page.visited).toEqual([]);
    expect(selectFineNotice(t.store.getState())).toEqual({ key: 'pay.submitFailed' });
  });
});

describe('the card’s channel', () => {
  it('opens the card’s fields (no order yet), and closes them', async () => {
    const t = fineStore();
    showing(t);
    await t.store.dispatch(pressChannel('card'));
    expect(t.state().cardOpen).toBe('card');
    expect(t.calls).toEqual([]);
    t.store.dispatch(closeCard());
    expect(t.state().cardOpen).toBeNull();
    // the third provider's card is a channel of its own
    await t.store.dispatch(pressChannel('cardVisa'));
    expect(t.state().cardOpen).toBe('cardVisa');
    expect(t.calls).toEqual([]);
  });
});

describe('Apple Pay’s channel before its code is ready', () => {
  it('does nothing (the channel is not offered then)', async () => {
    const t = fineStore();
    showing(t);
    await t.store.dispatch(pressChannel('applePay'));
    expect(t.calls).toEqual([]);
    expect(selectFinePayment(t.store.getState())).toBe('idle');
  });
});
