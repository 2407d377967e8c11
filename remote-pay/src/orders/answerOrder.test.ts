import { api, createStore, i18n, overlays, storage } from '@topup/platform';
import type { SavedCard } from '@topup/shared/contract';
import type { CreateCoinPayResult } from '@topup/shared/contract/order';
import { API } from '@topup/shared/contract/paths';
import { PAY_TYPE_CKO_CARD, PAY_TYPE_THIRD_CARD } from '@topup/shared/domain/payTypes';
import '../i18n';
import { fetchOrderCard } from '../result/cardFetch';
import { selectPay } from '../store/paySlice';
import { payProviderConfig } from '../providers/config';
import { adyenResult, answerOrder, refusalText, submitThreeDs, type PaidThing } from './answerOrder';
import { attemptFor, attemptOrdered } from './attempt';
import type { OrderAnswer } from './createOrder';

// the after-payment card fetch is cardFetch.test.ts's business: here only whether it is started
jest.mock('../result/cardFetch', () => ({
  fetchOrderCard: jest.fn(() => () => Promise.resolve()),
}));
const fetchCard = jest.mocked(fetchOrderCard);

const t = (key: string) => i18n.t(key, { ns: 'pay' });
const errorText = jest.fn((result: number) => `error ${result}`);

const TEXT = {
  banned: 'هذا الحساب محظور، لا يمكن شحنه',
  deleted: 'هذا الحساب محذوف، لا يمكن شحنه',
  deleting: 'هذا الحساب قيد الحذف، لا يمكن شحنه',
  insufficient: 'الرصيد غير كافٍ، تحقق من رصيد البطاقة أو جرّب بطاقة أخرى',
  tryAnotherCard: 'جرّب بطاقة بنكية أخرى أو طريقة دفع أخرى',
  expired: 'انتهت صلاحية البطاقة، تحقق من تاريخ الانتهاء أو جرّب بطاقة أخرى',
  retry: 'أعد المحاولة أو جرّب بطاقة أخرى',
  redirectRefused: 'تعذّر فتح صفحة الدفع بأمان، أعد المحاولة أو اختر طريقة دفع أخرى',
};

const ORDER_ID = 'TP20260115120000001';

const card: SavedCard = {
  source_id: 'src_abc123',
  bin: '424242',
  last4: '4242',
  scheme: 'visa',
  fingerprint: 'f'.repeat(32),
  issuer_country: 'SA',
  card_valid_date: '12/30',
  is_bank_expire: 0,
  is_remember: 1,
  last_use_at: 1_767_225_600,
  h5_deviceid: '0123456789abcdef0123456789abcdef',
  to_uid: 21000011,
  uid: 0,
  login: 0,
};

const created = (over: Partial<CreateCoinPayResult>, payType = PAY_TYPE_THIRD_CARD): OrderAnswer => ({
  kind: 'created',
  rid: `${'a'.repeat(32)}1768478400000`,
  order: { order_id: ORDER_ID, url: '', platform_data: '', recharge_id: 102, pay_sub_type: payType, ...over },
});

const adyen = (result: object) => created({ platform_data: JSON.stringify(result) });
const paidWith = (c: SavedCard | null, payType = PAY_TYPE_THIRD_CARD): PaidThing => ({
  payType,
  amount: 4.99,
  card: c,
});

let store: ReturnType<typeof createStore>;

beforeEach(() => {
  localStorage.clear();
  store = createStore();
  fetchCard.mockClear();
  errorText.mockClear();
});

afterEach(() => {
  jest.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});

describe('refusalText: the toast of a refused order (spec 01 §8)', () => {
  it.each([
    [20001, TEXT.banned],
    [20186, TEXT.deleted],
    [20193, TEXT.deleting],
    [20051, TEXT.insufficient],
    [20061, TEXT.tryAnotherCard],
    [20065, TEXT.tryAnotherCard],
    [20121, TEXT.tryAnotherCard],
    [30021, TEXT.tryAnotherCard],
    [30022, TEXT.tryAnotherCard],
    [20005, TEXT.retry],
  ])('result %s gives its catalogue text', (result, text) => {
    expect(refusalText({ result, message: 'server words' }, t)).toBe(text);
  });

  it('reads the provider’s code before the result (200P1, 200P9 travel as text)', () => {
    expect(refusalText({ result: 20059, code: '200P1', message: 'Suspected fraud' }, t)).toBe(
      TEXT.tryAnotherCard,
    );
    expect(refusalText({ result: 20059, code: '200p9', message: '' }, t)).toBe(TEXT.tryAnotherCard);
    expect(refusalText({ result: 20005, code: '20051', message: '' }, t)).toBe(TEXT.insufficient);
  });

  it('says the card expired when the message contains "expired", in any case', () => {
    expect(refusalText({ result: 20005, message: 'Card EXPIRED' }, t)).toBe(TEXT.expired);
    expect(refusalText({ result: 20005, code: '20005', message: 'the card has expired' }, t)).toBe(
      TEXT.expired,
    );
  });

  it('says the card expired for the card-expired code', () => {
    expect(refusalText({ result: 20054, code: '20054', message: '' }, t)).toBe(TEXT.expired);
  });

  it.each([32125, 31076, 31077, 31081, 31082, 31085, 32120])(
    'shows the server’s own words for code %i',
    (result) => {
      expect(refusalText({ result, message: 'رسالة الخادم' }, t)).toBe('رسالة الخادم');
    },
  );

  it('falls back to the catalogue when a server-worded code comes without words', () => {
    expect(refusalText({ result: 31077, message: '' }, t)).toBe(TEXT.retry);
  });

  it('does not take the server’s words for a catalogue code', () => {
    expect(refusalText({ result: 20051, message: 'Insufficient Funds' }, t)).toBe(TEXT.insufficient);
  });
});

describe('adyenResult: pay type 27’s platform_data', () => {
  it('reads a JSON object with a resultCode', () => {
    expect(adyenResult('{"resultCode":"Refused","refusalReasonCode":"12"}')).toEqual({
      resultCode: 'Refused',
      refusalReasonCode: '12',
    });
  });

  it.each([
    ['empty text', ''],
    ['text that is no JSON', 'Authorised'],
    ['JSON null', 'null'],
    ['a JSON string', '"Authorised"'],
    ['an object without resultCode', '{"refusalReasonCode":"12"}'],
    ['a resultCode that is not text', '{"resultCode":1}'],
    ['an array', '[{"resultCode":"Authorised"}]'],
  ])('gives null for %s', (_name, text) => {
    expect(adyenResult(text)).toBeNull();
  });
});

describe('answerOrder for pay type 27 (spec 01 §4)', () => {
  it('shows the success dialog for Authorised, and starts the card fetch as paid', async () => {
    const outcome = await store.dispatch(
      answerOrder(adyen({ resultCode: 'Authorised' }), paidWith(card), t, errorText),
    );
    expect(outcome).toEqual({ kind: 'result' });
    const pay = selectPay(store.getState());
    expect(pay.result).toEqual({
      kind: 'success',
      orderId: ORDER_ID,
      amount: 4.99,
      payType: PAY_TYPE_THIRD_CARD,
      card,
      newCard: false,
    });
    expect(pay.lastSuccessPayType).toBe(PAY_TYPE_THIRD_CARD);
    expect(pay.lastSuccessPayCard).toEqual(card);
    expect(fetchCard).toHaveBeenCalledWith(ORDER_ID, PAY_TYPE_THIRD_CARD, true);
  });

  it('marks a payment with a new card as newCard (the dialog offers to remember it)', async () => {
    await store.dispatch(answerOrder(adyen({ resultCode: 'Authorised' }), paidWith(null), t, errorText));
    expect(selectPay(store.getState()).result).toMatchObject({ kind: 'success', card: null, newCard: true });
  });

  it.each([
    ['12', 'balance'],
    ['6', 'expire'],
    ['11', 'verify'],
    ['24', 'verify'],
    ['2', 'other'],
    [undefined, 'other'],
  ])('maps Refused with reason %s to %s', async (reason, kind) => {
    const outcome = await store.dispatch(
      answerOrder(adyen({ resultCode: 'Refused', refusalReasonCode: reason }), paidWith(card), t, errorText),
    );
    expect(outcome).toEqual({ kind: 'result' });
    const pay = selectPay(store.getState());
    expect(pay.result).toMatchObject({ kind, orderId: ORDER_ID });
    // a failure is an attempt, not a success
    expect(pay.lastPayType).toBe(PAY_TYPE_THIRD_CARD);
    expect(pay.lastSuccessPayType).toBeNull();
    expect(fetchCard).toHaveBeenCalledWith(ORDER_ID, PAY_TYPE_THIRD_CARD, false);
  });

  it('shows "other" for an unreadable platform_data', async () => {
    await store.dispatch(answerOrder(created({ platform_data: 'oops' }), paidWith(card), t, errorText));
    expect(selectPay(store.getState()).result).toMatchObject({ kind: 'other', orderId: ORDER_ID });
  });

  it('ends the payment attempt once the result shows', async () => {
    const attempt = attemptFor({ uid: 21000011, recharge_id: 102, pay_type: PAY_TYPE_THIRD_CARD });
    attemptOrdered(attempt.rid, ORDER_ID);
    await store.dispatch(answerOrder(adyen({ resultCode: 'Authorised' }), paidWith(card), t, errorText));
    expect(storage.get('payAttempt')).toBeNull();
  });

  it('hands ChallengeShopper with an action to the challenge area, without a result', async () => {
    const action = {
      type: 'redirect',
      method: 'GET',
      url: '/sandbox/3ds/TP1?embedded=1',
      paymentMethodType: 'scheme',
    };
    const outcome = await store.dispatch(
      answerOrder(adyen({ resultCode: 'ChallengeShopper', action }), paidWith(card), t, errorText),
    );
    expect(outcome).toEqual({ kind: 'challenge', orderId: ORDER_ID, action });
    expect(selectPay(store.getState()).result).toBeNull();
    expect(fetchCard).not.toHaveBeenCalled();
  });

  it('shows "other" for a challenge without an action, and fetches no card', async () => {
    const outcome = await store.dispatch(
      answerOrder(adyen({ resultCode: 'ChallengeShopper' }), paidWith(card), t, errorText),
    );
    expect(outcome).toEqual({ kind: 'result' });
    expect(selectPay(store.getState()).result).toMatchObject({ kind: 'other', orderId: ORDER_ID });
    expect(fetchCard).not.toHaveBeenCalled();
  });
});

describe('answerOrder for the card-checkout card and refusals', () => {
  beforeEach(() => {
    jest.replaceProperty(payProviderConfig, 'redirectOrigins', []);
  });

  it('refuses an order url that leaves for another site, with the redirectRefused toast', async () => {
    const outcome = await store.dispatch(
      answerOrder(
        created({ url: 'https://evil.example/3ds' }, PAY_TYPE_CKO_CARD),
        paidWith(card, PAY_TYPE_CKO_CARD),
        t,
        errorText,
      ),
    );
    expect(outcome).toEqual({ kind: 'toast', text: TEXT.redirectRefused });
    expect(overlays.getState().toast?.text).toBe(TEXT.redirectRefused);
    expect(window.location.href).toBe('http://localhost/');
  });

  it('says the same when the order has no url', async () => {
    const outcome = await store.dispatch(
      answerOrder(created({ url: '' }, PAY_TYPE_CKO_CARD), paidWith(card, PAY_TYPE_CKO_CARD), t, errorText),
    );
    expect(outcome).toEqual({ kind: 'toast', text: TEXT.redirectRefused });
  });

  it('goes to an allowed url of this site', async () => {
    // a hash change is the one navigation jsdom performs
    window.history.replaceState(null, '', '/pay');
    const outcome = await store.dispatch(
      answerOrder(
        created({ url: '/pay#zp_show=1' }, PAY_TYPE_CKO_CARD),
        paidWith(card, PAY_TYPE_CKO_CARD),
        t,
        errorText,
      ),
    );
    expect(outcome).toEqual({ kind: 'redirecting' });
    expect(window.location.href).toBe('http://localhost/pay#zp_show=1');
  });

  it('toasts the catalogue text of a refusal', async () => {
    const outcome = await store.dispatch(
      answerOrder(
        { kind: 'refused', result: 20051, code: '20051', message: 'Insufficient Funds' },
        paidWith(card, PAY_TYPE_CKO_CARD),
        t,
        errorText,
      ),
    );
    expect(outcome).toEqual({ kind: 'toast', text: TEXT.insufficient });
    expect(overlays.getState().toast?.text).toBe(TEXT.insufficient);
    expect(selectPay(store.getState()).result).toBeNull();
  });

  it('toasts the client’s error text when no answer came', async () => {
    const outcome = await store.dispatch(
      answerOrder(
        { kind: 'noAnswer', result: -2, message: 'network' },
        paidWith(card, PAY_TYPE_CKO_CARD),
        t,
        errorText,
      ),
    );
    expect(errorText).toHaveBeenCalledWith(-2, 'network');
    expect(outcome).toEqual({ kind: 'toast', text: 'error -2' });
    expect(overlays.getState().toast?.text).toBe('error -2');
  });
});

describe('submitThreeDs (spec 01 §4)', () => {
  it('sends the challenge details as platform_data and shows the decided result', async () => {
    const get = jest.spyOn(api, 'get').mockResolvedValue({
      result: 0,
      message: '',
      data: { order_id: ORDER_ID, status: 'paid', platform_data: '{"resultCode":"Authorised"}' },
    });
    const outcome = await store.dispatch(
      submitThreeDs(ORDER_ID, { threeDSResult: 'pass' }, paidWith(card), errorText),
    );
    expect(get).toHaveBeenCalledWith(API.submitAuthenticationResult.path, {
      order_id: ORDER_ID,
      platform_data: '{"threeDSResult":"pass"}',
    });
    expect(outcome).toEqual({ kind: 'result' });
    expect(selectPay(store.getState()).result).toMatchObject({ kind: 'success', orderId: ORDER_ID });
  });

  it('toasts the error text when the call fails, and shows no result', async () => {
    jest.spyOn(api, 'get').mockResolvedValue({ result: -1, message: 'timeout', data: undefined });
    const outcome = await store.dispatch(
      submitThreeDs(ORDER_ID, { threeDSResult: 'pass' }, paidWith(card), errorText),
    );
    expect(outcome).toEqual({ kind: 'toast', text: 'error -1' });
    expect(selectPay(store.getState()).result).toBeNull();
  });
});
