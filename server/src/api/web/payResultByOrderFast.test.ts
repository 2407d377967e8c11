import { PayResultFast, SuccessEnvelope } from '@topup/shared/contract';
import { ORDER_NOT_FOUND } from '@topup/shared/contract/codes';
import { mapCallbackResult } from '@topup/shared/domain/paymentResult';
import { ckoNewCard, createOrder, markVerified, newDevice, tokenize } from '../order/orderTestKit';
import { buildTestApp, expectRejected, expectShape, type TestApp } from '../testApp';

describe('pay_result_by_order_fast (spec 01 §4, §7)', () => {
  let t: TestApp;
  let device: string;
  beforeEach(async () => {
    t = await buildTestApp();
    device = newDevice();
    markVerified(t, device);
  });
  afterEach(() => t.close());

  const pay = async (number: string) => {
    const token = await tokenize(t, number);
    return (await createOrder(t, { deviceId: device, payType: 23, fields: ckoNewCard(token) })).json();
  };
  /** The callback page's own query, as the provider sent the user back. */
  const read = (query: string) => t.app.inject(`/api/web/pay_result_by_order_fast/?${query}`);
  const callbackQuery = (url: string) => url.slice(url.indexOf('?') + 1);

  it("answers 0 and the saved card for a paid order, from the return URL's own query", async () => {
    const paid = await pay('4242424242424242');
    const res = await read(`${callbackQuery(paid.data.url)}&darkmode=1&session_key=x`);
    const body = res.json();
    expectShape(SuccessEnvelope(PayResultFast), body);
    expect(body.data).toEqual({
      result: 0,
      source_id: expect.stringMatching(/^src_/),
      order_id: paid.data.order_id,
    });
    expect(mapCallbackResult(body.data.result, null)).toBe('success');
  });

  it('answers 1 for a failed or cancelled order, with the saved card of an insufficient-funds decline', async () => {
    const declined = await pay('4000000000009995');
    const body = (await read(`zp_orderid=${declined.data.order_id}&zp_pay_sub_type=23`)).json();
    expect(body.data).toMatchObject({ result: 1, source_id: expect.stringMatching(/^src_/) });
    const generic = await pay('4000000000000002');
    expect((await read(`zp_orderid=${generic.data.order_id}`)).json().data).toMatchObject({
      result: 1,
      source_id: '',
    });
  });

  it('answers 2 while the order waits (challenge, hosted checkout, Apple Pay), by order_id too', async () => {
    const challenge = await pay('4000000000003220');
    expect((await read(`order_id=${challenge.data.order_id}`)).json().data.result).toBe(2);
    const checkout = (await createOrder(t, { deviceId: device, payType: 24 })).json();
    expect((await read(`zp_orderid=${checkout.data.order_id}`)).json().data).toMatchObject({
      result: 2,
      source_id: '',
    });
  });

  it('only reads: twice gives the same answer and changes nothing', async () => {
    const challenge = await pay('4000000000003220');
    const query = `zp_orderid=${challenge.data.order_id}&zp_h5deviceid=${device}&platform_data=x`;
    const rows = () => JSON.stringify(t.db.prepare('SELECT * FROM orders').all());
    const before = rows();
    const first = (await read(query)).body;
    expect((await read(query)).body).toBe(first);
    expect(rows()).toBe(before);
  });

  it('answers inside the callback batch, as the page calls it', async () => {
    const paid = await pay('4242424242424242');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/sys/batch_request/',
      payload: {
        async: false,
        timeout: 5000,
        requests: [
          {
            method: 'GET',
            path: `/api/web/pay_result_by_order_fast/?${callbackQuery(paid.data.url)}`,
            request_id: 'fast',
          },
          {
            method: 'POST',
            path: '/api/web/get_order_info_by_pay2_order_id/',
            request_id: 'info',
            params: { order_id: paid.data.order_id },
          },
        ],
      },
    });
    const map = res.json().data.ResultMap as Record<string, string>;
    expect(JSON.parse(map.fast ?? '').data.result).toBe(0);
    expect(JSON.parse(map.info ?? '').data.status).toBe('paid');
  });

  it('refuses an unknown order, another device, and a call without an order id', async () => {
    const paid = await pay('4242424242424242');
    expect((await read(`zp_orderid=${paid.data.order_id}&zp_h5deviceid=${newDevice()}`)).json().result).toBe(
      ORDER_NOT_FOUND,
    );
    expect((await read('zp_orderid=TP0000000000000000001')).json().result).toBe(ORDER_NOT_FOUND);
    expectRejected(await read('zp_show=1'));
  });
});
