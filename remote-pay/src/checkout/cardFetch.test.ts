import { fail, ok } from '@topup/platform/src/testing/testStore';
import { fetchCall, type ApiResult } from '@topup/platform';
import { CARD_NOT_READY, ORDER_SAVED_NO_CARD } from '@topup/shared/contract/codes';
import { API } from '@topup/shared/contract/paths';
import {
  CARD_FETCH_FAILED,
  CARD_FETCH_MAX_ATTEMPTS,
  CARD_FETCH_SUCCESS,
} from '@topup/shared/domain/repurchase';
import { cardSourceCall } from '../cards/calls';
import { cardFetchListener, rememberOrderCard } from './cardFetch';
import { checkoutActions, selectCheckout } from './checkoutSlice';
import { checkoutStore, ORDER_ID, savedCard } from './checkoutTestKit';

const card = savedCard({ is_remember: 0 });
const notReady = fail(CARD_NOT_READY, 'not ready');

/** A checkout whose get_card_info_by_order answers come from `answers` in order (the last repeats). */
function fetching(answers: ApiResult<unknown>[], remember: () => ApiResult<unknown> = () => ok(null)) {
  const queue = [...answers];
  const t = checkoutStore((c) => {
    if (c.path === API.cardInfoByOrder.path)
      return (queue.length > 1 ? queue.shift() : queue[0]) as ApiResult<never>;
    if (c.path === API.setCardRemember.path) return remember() as ApiResult<never>;
    return ok({ items: [] });
  });
  t.store.dispatch(cardFetchListener);
  const start = (paid = true) => {
    t.store.dispatch(
      checkoutActions.resultShown({
        kind: 'success',
        orderId: ORDER_ID,
        amount: 4.99,
        payType: 23,
        card: null,
        newCard: true,
      }),
    );
    t.store.dispatch(checkoutActions.cardFetchStarted({ orderId: ORDER_ID, payType: 23, paid }));
  };
  const asked = (path: string) => t.calls.filter((c) => c.path === path);
  return { ...t, start, asked, state: () => selectCheckout(t.store.getState()) };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('the card fetch after a payment (spec 01 §4: every 2 s, 15 attempts)', () => {
  it('asks get_card_info_by_order for the order every 2 s until the card is there', async () => {
    const t = fetching([notReady, fail(-2, 'network'), notReady, ok(card)]);
    t.start();
    await jest.advanceTimersByTimeAsync(0);
    expect(t.asked(API.cardInfoByOrder.path)).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(2000);
    expect(t.asked(API.cardInfoByOrder.path)).toHaveLength(2);
    await jest.advanceTimersByTimeAsync(4000);
    expect(t.asked(API.cardInfoByOrder.path)).toHaveLength(4);
    expect(t.asked(API.cardInfoByOrder.path)[0]?.params).toMatchObject({ order_id: ORDER_ID });
    expect(t.state().cardFetch).toMatchObject({ state: CARD_FETCH_SUCCESS, card });
  });

  it(`fails after ${CARD_FETCH_MAX_ATTEMPTS} attempts (30 s) without the card`, async () => {
    const t = fetching([notReady]);
    t.start();
    await jest.advanceTimersByTimeAsync(60_000);
    expect(t.asked(API.cardInfoByOrder.path)).toHaveLength(15);
    expect(t.state().cardFetch).toMatchObject({ state: CARD_FETCH_FAILED, card: null });
  });

  it('stops at once when the order saved no card', async () => {
    const t = fetching([notReady, fail(ORDER_SAVED_NO_CARD, 'no card')]);
    t.start();
    await jest.advanceTimersByTimeAsync(10_000);
    expect(t.asked(API.cardInfoByOrder.path)).toHaveLength(2);
    expect(t.state().cardFetch.state).toBe(CARD_FETCH_FAILED);
  });

  it('updates the last pay card and type, the last successful ones when paid, and asks for the saved cards', async () => {
    const t = fetching([ok(card)]);
    await t.store.dispatch(fetchCall(cardSourceCall, {}));
    t.start(true);
    await jest.advanceTimersByTimeAsync(0);
    expect(t.state().history).toMatchObject({
      lastPayCard: card,
      lastSuccessPayCard: card,
      lastSuccessPayType: 23,
    });
    // the list the page shows is asked again: the card saved by the payment is on it now
    expect(t.asked(API.getCardSource.path)).toHaveLength(2);
  });

  it('leaves the last successful card alone when the order was not paid', async () => {
    const t = fetching([ok(card)]);
    t.start(false);
    await jest.advanceTimersByTimeAsync(0);
    expect(t.state().history).toMatchObject({ lastPayCard: card, lastSuccessPayCard: null });
  });

  it('a newer payment’s fetch cancels this one', async () => {
    const t = fetching([notReady]);
    t.start();
    await jest.advanceTimersByTimeAsync(0);
    t.store.dispatch(
      checkoutActions.cardFetchStarted({ orderId: 'TP20260115129999999', payType: 23, paid: true }),
    );
    await jest.advanceTimersByTimeAsync(10_000);
    const orders = t.asked(API.cardInfoByOrder.path).map((c) => c.params?.order_id);
    expect(orders.filter((o) => o === ORDER_ID)).toHaveLength(1);
  });
});

describe('"remember this card" of the success dialog (spec 01 §4)', () => {
  it('a tick made before the card arrived is saved as soon as it arrives', async () => {
    const t = fetching([notReady, ok(card)]);
    t.start();
    await t.store.dispatch(rememberOrderCard(ORDER_ID, true));
    expect(t.state().cardFetch.remember).toBe('wanted');
    expect(t.asked(API.setCardRemember.path)).toHaveLength(0);
    await jest.advanceTimersByTimeAsync(2000);
    expect(t.asked(API.setCardRemember.path)[0]?.params).toMatchObject({
      source_id: card.source_id,
      is_remember: 1,
    });
    expect(t.state().cardFetch).toMatchObject({ remember: 'saved', card: { is_remember: 1 } });
  });

  it('a tick taken back before the card arrived saves nothing', async () => {
    const t = fetching([notReady, ok(card)]);
    t.start();
    await t.store.dispatch(rememberOrderCard(ORDER_ID, true));
    await t.store.dispatch(rememberOrderCard(ORDER_ID, false));
    await jest.advanceTimersByTimeAsync(2000);
    expect(t.asked(API.setCardRemember.path)).toHaveLength(0);
  });

  it('a tick whose card never came is taken back, with its toast', async () => {
    const t = fetching([notReady, fail(ORDER_SAVED_NO_CARD, 'no card')]);
    t.start();
    await t.store.dispatch(rememberOrderCard(ORDER_ID, true));
    await jest.advanceTimersByTimeAsync(2000);
    expect(t.state().cardFetch.remember).toBe('failed');
    expect(t.toasts).toEqual(['تعذّر حفظ اختيارك لهذه البطاقة، حاول مرة أخرى.']);
  });

  it('saves at once when the card is already there, and takes a refused save back', async () => {
    let refuse = true;
    const t = fetching([ok(card)], () => (refuse ? fail(503, 'down') : ok(null)));
    t.start();
    await jest.advanceTimersByTimeAsync(0);
    await t.store.dispatch(rememberOrderCard(ORDER_ID, true));
    expect(t.state().cardFetch.remember).toBe('failed');
    refuse = false;
    await t.store.dispatch(rememberOrderCard(ORDER_ID, true));
    expect(t.state().cardFetch.remember).toBe('saved');
  });
});
