import { api, createStore, type ApiResult } from '@topup/platform';
import type { SavedCard } from '@topup/shared/contract';
import { CARD_NOT_READY, ORDER_SAVED_NO_CARD } from '@topup/shared/contract/codes';
import { API } from '@topup/shared/contract/paths';
import { PAY_TYPE_CKO_CARD } from '@topup/shared/domain/payTypes';
import {
  CARD_FETCH_FAILED,
  CARD_FETCH_FETCHING,
  CARD_FETCH_MAX_ATTEMPTS,
  CARD_FETCH_SUCCESS,
} from '@topup/shared/domain/repurchase';
import { payActions, selectPay } from '../store/paySlice';
import { fetchOrderCard, rememberOrderCard } from './cardFetch';

// a new order per test: a remember wish waits by order id until the order's card fetch ends
let sequence = 0;
let ORDER_ID = '';
const FAST = 1; // ms between attempts instead of 2 s

const card: SavedCard = {
  source_id: 'src_abc123',
  bin: '424242',
  last4: '4242',
  scheme: 'visa',
  fingerprint: 'f'.repeat(32),
  issuer_country: 'SA',
  card_valid_date: '12/30',
  is_bank_expire: 0,
  is_remember: 0,
  last_use_at: 1_767_225_600,
  h5_deviceid: '0123456789abcdef0123456789abcdef',
  to_uid: 21000011,
  uid: 0,
  login: 0,
};

const notReady: ApiResult<SavedCard> = { result: CARD_NOT_READY, message: 'not ready', data: undefined };
const found: ApiResult<SavedCard> = { result: 0, message: '', data: card };

let store: ReturnType<typeof createStore>;
/** The answers of get_card_info_by_order, in order; the last one repeats. */
let cardAnswers: ApiResult<SavedCard>[];
let get: jest.SpiedFunction<typeof api.get>;
let post: jest.SpiedFunction<typeof api.post>;

const callsTo = (path: string) => get.mock.calls.filter(([p]) => p === path);
const pay = () => selectPay(store.getState());

beforeEach(() => {
  sequence += 1;
  ORDER_ID = `TP2026011512${String(sequence).padStart(7, '0')}`;
  localStorage.clear();
  store = createStore();
  cardAnswers = [notReady];
  get = jest.spyOn(api, 'get').mockImplementation((path: string) => {
    if (path === API.cardInfoByOrder.path) {
      const next = cardAnswers.length > 1 ? cardAnswers.shift() : cardAnswers[0];
      return Promise.resolve(next as ApiResult<never>);
    }
    if (path === API.setCardRemember.path)
      return Promise.resolve({ result: 0, message: '', data: undefined });
    throw new Error(`unexpected call ${path}`);
  });
  // the saved-card list, reloaded through the batch
  post = jest.spyOn(api, 'post').mockResolvedValue({
    result: 0,
    message: '',
    data: {
      ResultMap: {
        card_source: JSON.stringify({ result: 0, data: { items: [{ ...card, is_remember: 1 }] } }),
      },
    } as never,
  });
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('the card fetch after a payment (spec 01 §4)', () => {
  it('asks get_card_info_by_order for the order, and is fetching meanwhile', async () => {
    cardAnswers = [found];
    const run = store.dispatch(fetchOrderCard(ORDER_ID, PAY_TYPE_CKO_CARD, true, FAST));
    expect(pay().cardFetch).toEqual({ state: CARD_FETCH_FETCHING, orderId: ORDER_ID, card: null });
    await run;
    expect(callsTo(API.cardInfoByOrder.path)[0]?.[1]).toMatchObject({ order_id: ORDER_ID });
  });

  it('polls until the card is there, through not-ready answers and transport errors', async () => {
    cardAnswers = [
      notReady,
      { result: -2, message: 'network', data: undefined },
      { result: -1, message: 'timeout', data: undefined },
      notReady,
      found,
    ];
    await store.dispatch(fetchOrderCard(ORDER_ID, PAY_TYPE_CKO_CARD, true, FAST));
    expect(callsTo(API.cardInfoByOrder.path)).toHaveLength(5);
    expect(pay().cardFetch).toEqual({ state: CARD_FETCH_SUCCESS, orderId: ORDER_ID, card });
  });

  it(`fails after ${CARD_FETCH_MAX_ATTEMPTS} attempts without the card`, async () => {
    expect(CARD_FETCH_MAX_ATTEMPTS).toBe(15);
    cardAnswers = [notReady];
    await store.dispatch(fetchOrderCard(ORDER_ID, PAY_TYPE_CKO_CARD, true, FAST));
    expect(callsTo(API.cardInfoByOrder.path)).toHaveLength(CARD_FETCH_MAX_ATTEMPTS);
    expect(pay().cardFetch).toEqual({ state: CARD_FETCH_FAILED, orderId: ORDER_ID, card: null });
  });

  it('still fails after 15 transport errors', async () => {
    cardAnswers = [{ result: -2, message: 'network', data: undefined }];
    await store.dispatch(fetchOrderCard(ORDER_ID, PAY_TYPE_CKO_CARD, true, FAST));
    expect(callsTo(API.cardInfoByOrder.path)).toHaveLength(CARD_FETCH_MAX_ATTEMPTS);
    expect(pay().cardFetch.state).toBe(CARD_FETCH_FAILED);
  });

  it.each([
    ['the order saved no card', ORDER_SAVED_NO_CARD],
    ['an unknown order', 31080],
    ['a malformed call', 400],
  ])('stops at once, failed, when %s', async (_name, result) => {
    cardAnswers = [notReady, { result, message: 'no', data: undefined }, found];
    await store.dispatch(fetchOrderCard(ORDER_ID, PAY_TYPE_CKO_CARD, true, FAST));
    expect(callsTo(API.cardInfoByOrder.path)).toHaveLength(2);
    expect(pay().cardFetch).toEqual({ state: CARD_FETCH_FAILED, orderId: ORDER_ID, card: null });
  });

  it('updates the last pay card and type, and the last successful ones when the order was paid', async () => {
    cardAnswers = [found];
    await store.dispatch(fetchOrderCard(ORDER_ID, PAY_TYPE_CKO_CARD, true, FAST));
    expect(pay()).toMatchObject({
      lastPayType: PAY_TYPE_CKO_CARD,
      lastPayCard: card,
      lastSuccessPayType: PAY_TYPE_CKO_CARD,
      lastSuccessPayCard: card,
    });
  });

  it('leaves the last successful card and type alone when the order was not paid', async () => {
    cardAnswers = [found];
    await store.dispatch(fetchOrderCard(ORDER_ID, PAY_TYPE_CKO_CARD, false, FAST));
    expect(pay()).toMatchObject({
      lastPayType: PAY_TYPE_CKO_CARD,
      lastPayCard: card,
      lastSuccessPayType: null,
      lastSuccessPayCard: null,
    });
  });

  it('reloads the saved cards once the card is there', async () => {
    cardAnswers = [found];
    await store.dispatch(fetchOrderCard(ORDER_ID, PAY_TYPE_CKO_CARD, true, FAST));
    expect(post).toHaveBeenCalledTimes(1);
    expect(pay().savedCards).toEqual([{ ...card, is_remember: 1 }]);
    expect(callsTo(API.setCardRemember.path)).toHaveLength(0);
  });

  it('stops when another payment’s card fetch started meanwhile, leaving it alone', async () => {
    cardAnswers = [notReady, notReady, found];
    const run = store.dispatch(fetchOrderCard(ORDER_ID, PAY_TYPE_CKO_CARD, true, FAST));
    const other = { state: CARD_FETCH_FETCHING, orderId: 'TP20260115129999999', card: null } as const;
    store.dispatch(payActions.cardFetchChanged(other));
    await run;
    expect(callsTo(API.cardInfoByOrder.path)).toHaveLength(1);
    expect(pay().cardFetch).toEqual(other);
    expect(pay().lastPayCard).toBeNull();
  });
});

describe('remembering the order’s card (spec 01 §4: the success dialog’s checkbox)', () => {
  const showSuccess = () =>
    store.dispatch(
      payActions.resultShown({
        kind: 'success',
        orderId: ORDER_ID,
        amount: 4.99,
        payType: PAY_TYPE_CKO_CARD,
        card: null,
        newCard: true,
      }),
    );

  it('saves a wish made before the card arrived as soon as it arrives', async () => {
    showSuccess();
    cardAnswers = [notReady, notReady, found];
    const run = store.dispatch(fetchOrderCard(ORDER_ID, PAY_TYPE_CKO_CARD, true, FAST));
    const wish = store.dispatch(rememberOrderCard(ORDER_ID, true));
    expect(callsTo(API.setCardRemember.path)).toHaveLength(0); // nothing to save yet
    await run;
    // the checkbox hears that its wish came true
    await expect(wish).resolves.toBe(true);
    const saves = callsTo(API.setCardRemember.path);
    expect(saves).toHaveLength(1);
    expect(saves[0]?.[1]).toMatchObject({ source_id: card.source_id, is_remember: 1 });
    expect(pay().cardFetch.card).toMatchObject({ source_id: card.source_id, is_remember: 1 });
  });

  it('does not save a wish that was taken back before the card arrived', async () => {
    showSuccess();
    cardAnswers = [notReady, found];
    const run = store.dispatch(fetchOrderCard(ORDER_ID, PAY_TYPE_CKO_CARD, true, FAST));
    const wish = store.dispatch(rememberOrderCard(ORDER_ID, true));
    await expect(store.dispatch(rememberOrderCard(ORDER_ID, false))).resolves.toBe(true);
    // the earlier wish is replaced, not failed: nothing for the checkbox to take back
    await expect(wish).resolves.toBe(true);
    await run;
    expect(callsTo(API.setCardRemember.path)).toHaveLength(0);
  });

  it('tells the checkbox when the card it waited for never came', async () => {
    showSuccess();
    cardAnswers = [notReady, { result: ORDER_SAVED_NO_CARD, message: 'no card', data: undefined }];
    const run = store.dispatch(fetchOrderCard(ORDER_ID, PAY_TYPE_CKO_CARD, true, FAST));
    const wish = store.dispatch(rememberOrderCard(ORDER_ID, true));
    await run;
    await expect(wish).resolves.toBe(false);
    expect(callsTo(API.setCardRemember.path)).toHaveLength(0);
    // asked again after the fetch failed: refused at once, nothing kept waiting
    await expect(store.dispatch(rememberOrderCard(ORDER_ID, true))).resolves.toBe(false);
  });

  it('tells the checkbox when another payment took over before the card came', async () => {
    showSuccess();
    cardAnswers = [notReady, found];
    const run = store.dispatch(fetchOrderCard(ORDER_ID, PAY_TYPE_CKO_CARD, true, FAST));
    const wish = store.dispatch(rememberOrderCard(ORDER_ID, true));
    store.dispatch(
      payActions.cardFetchChanged({ state: CARD_FETCH_FETCHING, orderId: 'TP20260115129999999', card: null }),
    );
    await run;
    await expect(wish).resolves.toBe(false);
    expect(callsTo(API.setCardRemember.path)).toHaveLength(0);
  });

  it('refuses a wish for an order whose card is not being fetched', async () => {
    showSuccess();
    await expect(store.dispatch(rememberOrderCard(ORDER_ID, true))).resolves.toBe(false);
    // taking a wish back needs nothing saved
    await expect(store.dispatch(rememberOrderCard(ORDER_ID, false))).resolves.toBe(true);
  });

  it('saves the choice at once when the card is already there', async () => {
    showSuccess();
    cardAnswers = [found];
    await store.dispatch(fetchOrderCard(ORDER_ID, PAY_TYPE_CKO_CARD, true, FAST));
    await expect(store.dispatch(rememberOrderCard(ORDER_ID, true))).resolves.toBe(true);
    const saves = callsTo(API.setCardRemember.path);
    expect(saves).toHaveLength(1);
    expect(saves[0]?.[1]).toMatchObject({ source_id: card.source_id, is_remember: 1 });
  });

  it('saves "do not remember" at once when the box is unticked after the card arrived', async () => {
    showSuccess();
    cardAnswers = [{ ...found, data: { ...card, is_remember: 1 } }];
    await store.dispatch(fetchOrderCard(ORDER_ID, PAY_TYPE_CKO_CARD, true, FAST));
    await expect(store.dispatch(rememberOrderCard(ORDER_ID, false))).resolves.toBe(true);
    const saves = callsTo(API.setCardRemember.path);
    expect(saves).toHaveLength(1);
    expect(saves[0]?.[1]).toMatchObject({ source_id: card.source_id, is_remember: 0 });
    expect(pay().cardFetch.card?.is_remember).toBe(0);
  });

  it('says so when the remember call is refused', async () => {
    showSuccess();
    cardAnswers = [found];
    await store.dispatch(fetchOrderCard(ORDER_ID, PAY_TYPE_CKO_CARD, true, FAST));
    get.mockResolvedValueOnce({ result: 31076, message: 'no such card', data: undefined });
    await expect(store.dispatch(rememberOrderCard(ORDER_ID, true))).resolves.toBe(false);
    expect(pay().cardFetch.card?.is_remember).toBe(0);
  });
});
