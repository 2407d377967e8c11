import type { ApiResult } from '@topup/platform';
import { fail, ok, TEST_DEVICE_ID } from '@topup/platform/src/testing/testStore';
import {
  FINE_MAINTENANCE,
  ORDER_BEING_CHARGED,
  ORDER_CANCELLED,
  ORDER_INTERRUPTED,
  ORDER_RID_REUSED,
  REPEAT_PAYMENT,
  VERIFY_REQUIRED,
} from '@topup/shared/contract/codes';
import { API } from '@topup/shared/contract/paths';
import { isClientDirectoryId } from '@topup/shared/domain/clientOrderId';
import { PAY_SOURCE } from '@topup/shared/domain/payTypes';
import { CLIENT_RID_HEADER } from '@topup/shared/contract/orderValues';
import type { OrderCard } from '../orders/orderParams';
import { attemptIn, COIN_SLOT } from './attemptStore';
import { placeOrder } from './placeOrder';
import { answersOf, coin, fine, ORDER_ID, pipelineStore } from './pipelineTestKit';
import type { Payable } from './types';

// spec 01 §7 create_coin_pay and spec 02 §7 create_fine_pay with the attempt's X-CLI-RID: what each
// payable sends, and what the answer does to the attempt (shared/domain/attemptEnd.ts).

const created = (orderId = ORDER_ID) =>
  ok({ order_id: orderId, url: '/pay?zp_show=1', platform_data: '', recharge_id: 101, pay_sub_type: 23 });

const CARD: OrderCard = {
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
};

/** A store whose create calls (either payable's) answer from `answers`, in order. */
function setup(answers: ApiResult<unknown>[], href?: string) {
  const next = answersOf(answers);
  const creates: readonly string[] = [
    API.createCoinPay.path,
    API.createFinePayCard.path,
    API.createFinePayHosted.path,
  ];
  const t = pipelineStore((call) => (creates.includes(call.path) ? next() : undefined), href);
  const sent = () => t.calls.filter((c) => creates.includes(c.path));
  const rid = (i: number) => sent()[i]?.headers[CLIENT_RID_HEADER];
  const place = (p: Payable = coin(), card: OrderCard = { kind: 'none' }, confirmed: number[] = []) =>
    placeOrder(t.services, p, card, confirmed);
  return { ...t, sent, rid, place };
}

describe('a top-up’s order: create_coin_pay with the attempt’s X-CLI-RID (spec 01 §3, §7)', () => {
  it('sends the attempt’s rid, the target, the pay source and the card', async () => {
    const t = setup([created()]);
    await t.place(coin(), CARD);
    expect(isClientDirectoryId(t.rid(0) ?? '')).toBe(true);
    expect(t.rid(0)).toBe(attemptIn(t.services, COIN_SLOT)?.rid);
    expect(t.sent()[0]).toMatchObject({
      path: API.createCoinPay.path,
      params: {
        source: PAY_SOURCE,
        recharge_id: 101,
        uid: '21000011',
        pay_type: 23,
        cko_card_no: '424242******4242',
        cko_token: 'tok_sbx_1',
      },
    });
  });

  it('puts the device, the page view, the return page and the scene’s order kind in ext', async () => {
    const t = setup([created(), created('TP20260115120000002')]);
    await t.place(coin({ orderKind: 3, returnPath: '/recharge' }));
    expect(JSON.parse(String(t.sent()[0]?.params?.ext))).toMatchObject({
      h5_deviceid: TEST_DEVICE_ID,
      page_view_id: `h5-${TEST_DEVICE_ID}-1`,
      return_path: '/recharge',
      order_kind: 3,
    });
    await t.place(coin({ uid: 21000012 }));
    expect(JSON.parse(String(t.sent()[1]?.params?.ext))).not.toHaveProperty('order_kind');
    expect(t.sent()[0]?.params).not.toHaveProperty('page_view_id');
  });

  it('forwards the page’s mock and uuid parameters, the hash beating the query (spec 01 §2, §7)', async () => {
    const t = setup([created()], 'https://pay.example.com/pay?mock=1&uuid=q-uuid#uuid=h-uuid');
    await t.place();
    expect(t.sent()[0]?.params).toMatchObject({ mock: '1', uuid: 'h-uuid' });
  });

  it('sends the session key when signed in, and repeat_ok once the repeat is confirmed', async () => {
    const t = setup([created(), created(), created()]);
    t.services.session.login({ sessionKey: 'skey-1', loginType: 'account' });
    await t.place();
    expect(t.sent()[0]?.params).toMatchObject({ session_key: 'skey-1' });
    expect(t.sent()[0]?.params).not.toHaveProperty('repeat_ok');
    await t.place(coin(), { kind: 'none' }, [REPEAT_PAYMENT]);
    await t.place(coin({ repeatConfirmed: true }));
    expect(t.sent()[1]?.params).toMatchObject({ repeat_ok: 1 });
    expect(t.sent()[2]?.params).toMatchObject({ repeat_ok: 1 });
  });

  it('records the order on the attempt and reports the request and the order', async () => {
    const t = setup([created()]);
    expect(await t.place()).toEqual({ kind: 'created', order: created().data });
    expect(attemptIn(t.services, COIN_SLOT)).toMatchObject({ rid: t.rid(0), order_id: ORDER_ID });
    expect(t.events).toEqual([
      { type: 'order_requested', payType: 23, rechargeId: 101, rid: t.rid(0) },
      { type: 'order_created', orderId: ORDER_ID, payType: 23 },
    ]);
  });

  it('sends the same rid again until the attempt is decided', async () => {
    const t = setup([created(), created()]);
    await t.place();
    await t.place();
    expect(t.rid(1)).toBe(t.rid(0));
  });
});

describe('a fine’s order: create_fine_pay of its channel (spec 02 §4, §7)', () => {
  it('sends the fine’s params, the page view, source 1 and the address’s uuid and mock, with X-CLI-RID', async () => {
    const t = setup([created()], 'https://pay.example.com/fines?uid=1000022&mock=1#uuid=u-1');
    await t.place(fine({ channel: 'hosted', payType: undefined }));
    expect(t.sent()[0]).toMatchObject({
      path: API.createFinePayHosted.path,
      params: {
        uid: '1000022',
        amount: 20,
        page_view_id: `h5-${TEST_DEVICE_ID}-1`,
        source: 1,
        mock: '1',
        uuid: 'u-1',
      },
    });
    expect(t.sent()[0]?.params).not.toHaveProperty('pay_type');
    expect(isClientDirectoryId(t.rid(0) ?? '')).toBe(true);
    expect(t.events).toEqual([]); // the pay flow's events are the top-up's
  });

  it('sends the card channel’s pay type and its card as create_coin_pay does, and Apple Pay’s type', async () => {
    const t = setup([created(), created(), created()]);
    await t.place(fine({ payType: 23 }), CARD);
    await t.place(fine({ payType: 27 }), CARD);
    await t.place(fine({ channel: 'apple_pay', payType: undefined }));
    expect(t.sent().map((c) => c.path)).toEqual([
      API.createFinePayCard.path,
      API.createFinePayCard.path,
      API.createFinePayCard.path,
    ]);
    expect(t.sent()[0]?.params).toMatchObject({
      pay_type: 23,
      cko_token: 'tok_sbx_1',
      cko_source_name: 'Ali Hassan',
    });
    // the third provider's card: the card component's state data, as create_coin_pay sends it for 27
    expect(t.sent()[1]?.params).toMatchObject({ pay_type: 27 });
    expect(JSON.parse(String(t.sent()[1]?.params?.platform_data))).toMatchObject({
      paymentMethod: { type: 'scheme', encryptedCardNumber: 'tok_sbx_1' },
    });
    expect(t.sent()[1]?.params).not.toHaveProperty('cko_token');
    expect(t.sent()[2]?.params).toMatchObject({ pay_type: 26 });
  });

  it('keeps one attempt per channel and card type', async () => {
    const t = setup([fail(-2, 'network'), created(), created(), created()]);
    await t.place(fine({ payType: 23 }), CARD);
    await t.place(fine({ payType: 23 }), CARD);
    await t.place(fine({ payType: 27 }), CARD);
    await t.place(fine({ channel: 'hosted', payType: undefined }));
    expect(t.rid(1)).toBe(t.rid(0));
    expect(new Set([t.rid(0), t.rid(2), t.rid(3)]).size).toBe(3);
  });
});

describe('which refusal ends the attempt (shared/domain/attemptEnd.ts), for both payables', () => {
  const decline = {
    result: 20051,
    code: '20051',
    message: 'Insufficient Funds',
    data: { order_id: ORDER_ID, url: '' },
  };

  it.each<[string, Payable]>([
    ['a top-up', coin()],
    ['a fine', fine({ payType: 23 })],
  ])('a decline names the order it failed: %s’s attempt ends', async (_name, p) => {
    const t = setup([decline, created()]);
    expect(await t.place(p, CARD)).toEqual({
      kind: 'refused',
      result: 20051,
      code: '20051',
      message: 'Insufficient Funds',
      orderId: ORDER_ID,
      data: decline.data,
    });
    await t.place(p, CARD);
    expect(t.rid(1)).not.toBe(t.rid(0));
  });

  it.each([ORDER_CANCELLED, ORDER_INTERRUPTED, ORDER_RID_REUSED])(
    '%i says the attempt’s order is over (or its id is spent): a new attempt next',
    async (code) => {
      const t = setup([fail(code), created()]);
      await t.place(fine());
      await t.place(fine());
      expect(t.rid(1)).not.toBe(t.rid(0));
    },
  );

  it.each<[string, ApiResult<unknown>]>([
    [
      'the repeat question (its data is the earlier payment)',
      {
        result: REPEAT_PAYMENT,
        message: 'paid',
        data: { order_id: 'TP20260115115500001', amount: 4.99, paid_at: 1 },
      },
    ],
    ['the verification code', fail(VERIFY_REQUIRED, 'code first')],
    [
      'another device’s order of the ban being charged',
      {
        result: ORDER_BEING_CHARGED,
        message: 'being charged',
        data: { order_id: 'TP20260115115500009', status: 'processing' },
      },
    ],
    ['the fine’s own answer', fail(FINE_MAINTENANCE, 'maintenance')],
    ['no answer', fail(-2, 'network')],
  ])('%s made no order of this attempt: it goes on', async (_name, answer) => {
    const t = setup([answer, created()]);
    await t.place(coin());
    await t.place(coin());
    expect(t.rid(1)).toBe(t.rid(0));
  });

  it('reports a top-up’s refusal with its codes', async () => {
    const t = setup([decline]);
    await t.place(coin(), CARD);
    expect(t.events).toContainEqual({ type: 'order_refused', result: 20051, code: '20051' });
  });
});
