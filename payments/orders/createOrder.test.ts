import type { ApiResult } from '@topup/platform';
import { createTestStore, fail, ok, type FakeCall } from '@topup/platform/src/testing/testStore';
import { REPEAT_PAYMENT } from '@topup/shared/contract/codes';
import type { CreateCoinPayResult } from '@topup/shared/contract/order';
import { CLIENT_RID_HEADER as CONTRACT_RID_HEADER } from '@topup/shared/contract/order';
import { API } from '@topup/shared/contract/paths';
import { isClientDirectoryId } from '@topup/shared/domain/clientOrderId';
import { PAY_SOURCE, PAY_TYPE_CKO_CARD } from '@topup/shared/domain/payTypes';
import { CLIENT_RID_HEADER, createOrder, type OrderRequest } from './createOrder';

const ORDER_ID = 'TP20260115120000001';

const request: OrderRequest = {
  uid: 21000011,
  recharge_id: 101,
  pay_type: PAY_TYPE_CKO_CARD,
  card: { kind: 'none' },
  returnPath: '/pay',
};

const created = (orderId = ORDER_ID): ApiResult<CreateCoinPayResult> =>
  ok({ order_id: orderId, url: '/pay?zp_show=1', platform_data: '', recharge_id: 101, pay_sub_type: 23 });

/** A store whose create_coin_pay answers come from `answers`, in order. */
function setup(answers: ApiResult<unknown>[], href?: string) {
  const queue = [...answers];
  const t = createTestStore({
    href,
    route: (call: FakeCall) => {
      if (call.path !== API.createCoinPay.path) return fail(404);
      return queue.shift() ?? fail(500, 'no answer prepared');
    },
  });
  const sent = () => t.calls.filter((c) => c.path === API.createCoinPay.path);
  const rid = (i: number) => sent()[i]?.headers[CLIENT_RID_HEADER];
  return { ...t, sent, rid, order: (r: OrderRequest = request) => createOrder(t.services, r) };
}

describe('create_coin_pay with the attempt’s X-CLI-RID (spec 01 §3, §7)', () => {
  it('names the header as the contract does (HTTP headers ignore case)', () => {
    expect(CLIENT_RID_HEADER.toLowerCase()).toBe(CONTRACT_RID_HEADER.toLowerCase());
  });

  it('sends the stored attempt’s rid as X-CLI-RID', async () => {
    const t = setup([created()]);
    await t.order();
    const attempt = t.services.storage.get('payAttempt');
    expect(t.rid(0)).toBe(attempt?.rid);
    expect(isClientDirectoryId(t.rid(0) ?? '')).toBe(true);
  });

  it('sends the target, the pay source and the return page', async () => {
    const t = setup([created()]);
    await t.order();
    expect(t.sent()[0]?.params).toMatchObject({
      source: PAY_SOURCE,
      recharge_id: 101,
      uid: '21000011',
      pay_type: PAY_TYPE_CKO_CARD,
    });
    expect(JSON.parse(String(t.sent()[0]?.params?.ext))).toMatchObject({ return_path: '/pay' });
  });

  it('names the order kind of the scene in ext (spec 01 §3), and none when the caller gives none', async () => {
    const t = setup([created(), created('TP20260115120000002')]);
    await t.order({ ...request, orderKind: 3 });
    expect(JSON.parse(String(t.sent()[0]?.params?.ext))).toMatchObject({ order_kind: 3 });
    await t.order({ ...request, uid: 21000012 });
    expect(JSON.parse(String(t.sent()[1]?.params?.ext))).not.toHaveProperty('order_kind');
  });

  it('forwards the page’s mock and uuid parameters, the hash beating the query (spec 01 §2, §7)', async () => {
    const t = setup([created()], 'https://pay.example.com/pay?mock=1&uuid=q-uuid#uuid=h-uuid');
    await t.order();
    expect(t.sent()[0]?.params).toMatchObject({ mock: '1', uuid: 'h-uuid' });
  });

  it('sends the session key when signed in', async () => {
    const t = setup([created()]);
    t.services.session.login({ sessionKey: 'skey-1', loginType: 'account' });
    await t.order();
    expect(t.sent()[0]?.params).toMatchObject({ session_key: 'skey-1' });
  });

  it('sends the card fields of the order’s card', async () => {
    const t = setup([created()]);
    await t.order({
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
    expect(t.sent()[0]?.params).toMatchObject({ cko_card_no: '424242******4242', cko_token: 'tok_sbx_1' });
  });

  it('sends the same rid again once the first has answered, until the attempt is decided', async () => {
    const t = setup([created(), created()]);
    await t.order();
    await t.order();
    expect(t.rid(1)).toBe(t.rid(0));
  });

  it('records the order id on the attempt once the order is created', async () => {
    const t = setup([created()]);
    expect((await t.order()).kind).toBe('created');
    expect(t.services.storage.get('payAttempt')).toMatchObject({ rid: t.rid(0), order_id: ORDER_ID });
    expect(t.events).toContainEqual({ type: 'order_created', orderId: ORDER_ID, payType: PAY_TYPE_CKO_CARD });
  });

  it('ends the attempt on a refusal (result > 0): the next call sends a new rid', async () => {
    const t = setup([
      { result: 20051, code: '20051', message: 'Insufficient Funds', data: undefined },
      created(),
    ]);
    expect(await t.order()).toEqual({
      kind: 'refused',
      result: 20051,
      code: '20051',
      message: 'Insufficient Funds',
      orderId: undefined,
    });
    expect(t.services.storage.get('payAttempt')).toBeNull();
    await t.order();
    expect(t.rid(1)).not.toBe(t.rid(0));
    expect(t.events).toContainEqual({ type: 'order_refused', result: 20051, code: '20051' });
  });

  it('keeps the attempt when no answer came (result < 0): a retry sends the same rid', async () => {
    const t = setup([fail(-2, 'network'), created()]);
    expect(await t.order()).toEqual({ kind: 'noAnswer', result: -2, message: 'network' });
    expect(t.services.storage.get('payAttempt')?.rid).toBe(t.rid(0));
    expect((await t.order()).kind).toBe('created');
    expect(t.rid(1)).toBe(t.rid(0));
  });

  it('a repeat of a payment just made: its paid order, the attempt kept, and repeat_ok once confirmed', async () => {
    const paid = { order_id: 'TP20260115115500001', amount: 9.99, paid_at: 1_768_478_100 };
    const t = setup([{ result: REPEAT_PAYMENT, message: 'paid already', data: paid }, created()]);
    expect(await t.order()).toEqual({ kind: 'repeat', paid, rid: t.rid(0) });
    expect(t.sent()[0]?.params).not.toHaveProperty('repeat_ok');
    expect(t.services.storage.get('payAttempt')?.rid).toBe(t.rid(0));
    await t.order({ ...request, repeatConfirmed: true });
    expect(t.sent()[1]?.params).toMatchObject({ repeat_ok: 1 });
    expect(t.rid(1)).toBe(t.rid(0));
  });

  it('reports the request with its rid', async () => {
    const t = setup([created()]);
    await t.order();
    expect(t.events[0]).toEqual({
      type: 'order_requested',
      payType: PAY_TYPE_CKO_CARD,
      rechargeId: 101,
      rid: t.rid(0),
    });
  });
});
