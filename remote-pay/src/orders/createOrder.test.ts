import { api, storage, type ApiResult, type CallOptions } from '@topup/platform';
import type { CreateCoinPayResult } from '@topup/shared/contract/order';
import { CLIENT_RID_HEADER as CONTRACT_RID_HEADER } from '@topup/shared/contract/order';
import { API } from '@topup/shared/contract/paths';
import { isClientDirectoryId } from '@topup/shared/domain/clientOrderId';
import { PAY_SOURCE, PAY_TYPE_CKO_CARD } from '@topup/shared/domain/payTypes';
import { onPayEvent, type PayEvent } from '../analytics/payEvents';
import { CLIENT_RID_HEADER, createOrder, type OrderRequest } from './createOrder';

const ORDER_ID = 'TP20260115120000001';

const request: OrderRequest = {
  uid: 21000011,
  recharge_id: 101,
  pay_type: PAY_TYPE_CKO_CARD,
  card: { kind: 'none' },
  returnPath: '/pay',
};

const createdResult = (orderId = ORDER_ID): ApiResult<CreateCoinPayResult> => ({
  result: 0,
  message: '',
  data: { order_id: orderId, url: '/pay?zp_show=1', platform_data: '', recharge_id: 101, pay_sub_type: 23 },
});

/** An answer the test sends when it wants to. */
function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

interface Sent {
  path: string;
  params: Record<string, unknown>;
  rid: string | undefined;
}

let sent: Sent[];
let answers: Array<() => Promise<ApiResult<unknown>>>;
let events: PayEvent[];
let stopEvents: () => void;

beforeEach(() => {
  localStorage.clear();
  sent = [];
  answers = [];
  events = [];
  stopEvents = onPayEvent((e) => events.push(e));
  jest
    .spyOn(api, 'get')
    .mockImplementation((path: string, params?: Record<string, unknown>, options?: CallOptions) => {
      sent.push({ path, params: params ?? {}, rid: options?.headers?.[CLIENT_RID_HEADER] });
      const next = answers.shift();
      if (!next) throw new Error(`no answer prepared for call ${sent.length}`);
      return next() as Promise<ApiResult<never>>;
    });
});

afterEach(() => {
  stopEvents();
  jest.restoreAllMocks();
});

const answerWith = (r: ApiResult<unknown>) => answers.push(() => Promise.resolve(r));

describe('create_coin_pay with the attempt’s X-CLI-RID (spec 01 §3, §7)', () => {
  it('names the header as the contract does (HTTP headers ignore case)', () => {
    expect(CLIENT_RID_HEADER.toLowerCase()).toBe(CONTRACT_RID_HEADER.toLowerCase());
  });

  it('sends the stored attempt’s rid as X-CLI-RID', async () => {
    answerWith(createdResult());
    await createOrder(request);
    expect(sent).toHaveLength(1);
    const attempt = storage.get('payAttempt');
    expect(attempt).not.toBeNull();
    expect(sent[0]?.rid).toBe(attempt?.rid);
    expect(isClientDirectoryId(sent[0]?.rid ?? '')).toBe(true);
  });

  it('sends the target and the pay source to create_coin_pay', async () => {
    answerWith(createdResult());
    await createOrder(request);
    expect(sent[0]?.path).toBe(API.createCoinPay.path);
    expect(sent[0]?.params).toMatchObject({
      source: PAY_SOURCE,
      recharge_id: 101,
      uid: '21000011',
      pay_type: PAY_TYPE_CKO_CARD,
    });
    expect(JSON.parse(String(sent[0]?.params.ext))).toMatchObject({ return_path: '/pay' });
  });

  it('sends the card fields of the order’s card', async () => {
    answerWith(createdResult());
    await createOrder({
      ...request,
      card: {
        kind: 'new',
        card: {
          token: 'tok_sbx_1',
          bin: '424242',
          last4: '4242',
          scheme: 'visa',
          issuer: 'Test Bank',
          issuerCountry: 'SA',
          cardValidDate: '12/30',
          holderName: 'Ali Hassan',
        },
      },
    });
    expect(sent[0]?.params).toMatchObject({ cko_card_no: '424242******4242', cko_token: 'tok_sbx_1' });
  });

  it('sends one request for two calls while the first is on its way, and both get its answer', async () => {
    const answer = deferred<ApiResult<unknown>>();
    answers.push(() => answer.promise);
    const first = createOrder(request);
    const second = createOrder({ ...request });
    expect(sent).toHaveLength(1);
    answer.resolve(createdResult());
    const [a, b] = await Promise.all([first, second]);
    expect(a).toBe(b);
    expect(a).toMatchObject({ kind: 'created', order: { order_id: ORDER_ID }, rid: sent[0]?.rid });
  });

  it('sends a new request, with the same rid, once the first has answered', async () => {
    answerWith(createdResult());
    answerWith(createdResult());
    await createOrder(request);
    await createOrder(request);
    expect(sent).toHaveLength(2);
    expect(sent[1]?.rid).toBe(sent[0]?.rid);
  });

  it('keeps two requests for different targets apart', async () => {
    const answer = deferred<ApiResult<unknown>>();
    answers.push(() => answer.promise);
    answerWith(createdResult('TP20260115120000002'));
    const first = createOrder(request);
    const other = createOrder({ ...request, recharge_id: 102 });
    expect(sent).toHaveLength(2);
    expect(sent[1]?.rid).not.toBe(sent[0]?.rid);
    answer.resolve(createdResult());
    await Promise.all([first, other]);
  });

  it('records the order id on the attempt once the order is created', async () => {
    answerWith(createdResult());
    const answer = await createOrder(request);
    expect(answer.kind).toBe('created');
    expect(storage.get('payAttempt')).toMatchObject({ rid: sent[0]?.rid, order_id: ORDER_ID });
    expect(events).toContainEqual({ type: 'order_created', orderId: ORDER_ID, payType: PAY_TYPE_CKO_CARD });
  });

  it('ends the attempt on a refusal (result > 0): the next call sends a new rid', async () => {
    answerWith({ result: 20051, code: '20051', message: 'Insufficient Funds', data: undefined });
    answerWith(createdResult());
    const refused = await createOrder(request);
    expect(refused).toEqual({
      kind: 'refused',
      result: 20051,
      code: '20051',
      message: 'Insufficient Funds',
      orderId: undefined,
    });
    expect(storage.get('payAttempt')).toBeNull();
    await createOrder(request);
    expect(sent).toHaveLength(2);
    expect(sent[1]?.rid).not.toBe(sent[0]?.rid);
    expect(events).toContainEqual({ type: 'order_refused', result: 20051, code: '20051' });
  });

  it('keeps the attempt when no answer came (result < 0): a retry sends the same rid', async () => {
    answerWith({ result: -2, message: 'network', data: undefined });
    answerWith(createdResult());
    const failed = await createOrder(request);
    expect(failed).toEqual({ kind: 'noAnswer', result: -2, message: 'network' });
    expect(storage.get('payAttempt')?.rid).toBe(sent[0]?.rid);
    const retried = await createOrder(request);
    expect(sent).toHaveLength(2);
    expect(sent[1]?.rid).toBe(sent[0]?.rid);
    expect(retried.kind).toBe('created');
  });

  it('lets a retry through after a transport failure (the in-flight entry is cleared)', async () => {
    answerWith({ result: -1, message: 'timeout', data: undefined });
    answerWith({ result: -1, message: 'timeout', data: undefined });
    await createOrder(request);
    await createOrder(request);
    expect(sent).toHaveLength(2);
  });

  it('reports the request with its rid', async () => {
    answerWith(createdResult());
    await createOrder(request);
    expect(events[0]).toEqual({
      type: 'order_requested',
      payType: PAY_TYPE_CKO_CARD,
      rechargeId: 101,
      rid: sent[0]?.rid,
    });
  });
});
