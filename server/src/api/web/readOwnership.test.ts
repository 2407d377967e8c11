import { ORDER_NOT_FOUND } from '@topup/shared/contract/codes';
import { buildTestApp, type TestApp } from '../testApp';
import { ckoNewCard, createOrder, markVerified, newDevice, newRid, tokenize } from '../order/orderTestKit';

// Hostile: reading another device's coin order. What names the payer's card or the attempt is this device's
// alone; the result of an order by its id is public by design (see each test).

describe("reading another device's order", () => {
  let t: TestApp;
  let device: string;
  let orderId: string;
  const rid = newRid();
  const stranger = newDevice();
  beforeEach(async () => {
    t = await buildTestApp();
    device = newDevice();
    markVerified(t, device);
    const fields = ckoNewCard(await tokenize(t, '4242424242424242'));
    orderId = (await createOrder(t, { deviceId: device, rid, payType: 23, fields })).json().data.order_id;
  });
  afterEach(() => t.close());

  const get = (url: string, headers: Record<string, string> = { 'x-cli-id': stranger }) =>
    t.app.inject({ url, headers });

  it('get_card_info_by_order and order_by_client_rid answer only the device that made the order', async () => {
    expect(
      (await get(`/api/web/get_card_info_by_order/?h5_deviceid=${stranger}&order_id=${orderId}`)).json()
        .result,
    ).toBe(ORDER_NOT_FOUND);
    expect(
      (await get(`/api/web/order_by_client_rid/?h5_deviceid=${stranger}&client_rid=${rid}`)).json().result,
    ).toBe(ORDER_NOT_FOUND);
  });

  it("get_order_info_by_pay2_order_id shows another device the order but never the payer's card", async () => {
    const url = `/api/web/get_order_info_by_pay2_order_id/?order_id=${orderId}`;
    const theirs = (await get(url)).json().data;
    expect(theirs).toMatchObject({ order_id: orderId, status: 'paid', card: null });
    expect((await get(url, {})).json().data.card).toBeNull();
    expect((await get(url, { 'x-cli-id': device })).json().data.card).toMatchObject({ last4: '4242' });
  });

  it('pay_result_by_order_fast refuses a device id that is not the order’s', async () => {
    const url = `/api/web/pay_result_by_order_fast/?zp_orderid=${orderId}&zp_h5deviceid=${stranger}`;
    expect((await get(url)).json().result).toBe(ORDER_NOT_FOUND);
  });

  // By design: the callback page reads the result of the order its address names (spec 01 §4, §7: the
  // provider's return query, which need not carry zp_h5deviceid), and get_pay_error_by_order is polled by
  // order id after an Apple Pay failure. Both tell paid or not and a decline's reason: no card, no account.
  it('by design, the order id alone reads its result and its failure reason', async () => {
    expect((await get(`/api/web/pay_result_by_order_fast/?zp_orderid=${orderId}`)).json().data.result).toBe(
      0,
    );
    expect((await get(`/api/web/get_pay_error_by_order/?order_id=${orderId}`)).json().data).toEqual({
      err_code: '',
      err_summary: '',
      fail_reason: '',
      fail_detail: '',
    });
  });
});
