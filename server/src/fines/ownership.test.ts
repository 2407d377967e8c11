import { BAD_REQUEST, ORDER_IN_PROGRESS, ORDER_NOT_FOUND } from '@topup/shared/contract/codes';
import { buildTestApp, type TestApp } from '../api/testApp';
import { newDevice, newRid } from '../api/order/orderTestKit';
import { fineRow, finePay } from './fineTestKit';

// Hostile: a fine order is this device's. Another device never reads it, drives it, or is handed it by
// create_fine_pay; a call without a device id is refused. The provider's own pages are the exception, by
// design (last test).

describe('a fine order belongs to the device that made it', () => {
  let t: TestApp;
  const mine = newDevice();
  const theirs = newDevice();
  beforeEach(async () => {
    t = await buildTestApp({ testMode: true });
  });
  afterEach(() => t.close());

  const fineOrder = (orderId: string, headers: Record<string, string>) =>
    t.app.inject({ url: `/api/fine/get_fine_order/?order_id=${orderId}`, headers });

  it('get_fine_order: another device is ORDER_NOT_FOUND, no device id is 400', async () => {
    const order = (await finePay(t, { channel: 'hosted', device: mine, rid: newRid() })).json().data;
    expect((await fineOrder(order.order_id, { 'x-cli-id': theirs })).json().result).toBe(ORDER_NOT_FOUND);
    expect((await fineOrder(order.order_id, {})).json().result).toBe(BAD_REQUEST);
    expect((await fineOrder(order.order_id, { 'x-cli-id': mine })).json().data.status).toBe('redirect');
  });

  it("create_fine_pay never hands another device this device's card order at 3-D Secure", async () => {
    const challenged = (
      await finePay(t, { channel: 'card', device: mine, rid: newRid(), card: '4000000000003220' })
    ).json();
    expect(challenged.data.url).toBe(`/sandbox/3ds/${challenged.data.order_id}`);
    for (const channel of ['hosted', 'card', 'apple_pay'] as const) {
      const other = (await finePay(t, { channel, device: theirs, rid: newRid() })).json();
      expect(other.result).toBe(ORDER_IN_PROGRESS);
      expect(JSON.stringify(other)).not.toContain(challenged.data.order_id);
    }
    expect(fineRow(t, challenged.data.order_id)?.status).toBe('challenge');
  });

  it("another device's payment replaces an order still waiting for its payer, whose page then pays nothing", async () => {
    const left = (await finePay(t, { channel: 'hosted', device: mine, rid: newRid() })).json().data;
    const other = (await finePay(t, { channel: 'hosted', device: theirs, rid: newRid() })).json().data;
    expect(other.order_id).not.toBe(left.order_id);
    expect(fineRow(t, left.order_id)?.status).toBe('cancelled');
    await t.app.inject({ method: 'POST', url: left.url });
    expect(fineRow(t, left.order_id)?.status).toBe('cancelled');
  });

  it("the fine's Apple Pay calls refuse another device and a call without a device id", async () => {
    const order = (await finePay(t, { channel: 'apple_pay', device: mine, rid: newRid() })).json().data;
    const verify = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/order/adyen_verify_pay/',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
        payload: new URLSearchParams({
          app_order: order.order_id,
          apple_pay_token: '{"paymentData":{}}',
        }).toString(),
      });
    const session = (headers: Record<string, string>) =>
      t.app.inject({
        url: `/api/order/adyen_apple_pay_session_data/?${new URLSearchParams({ uid: '1', source: '1', display_name: 'T', domain_name: 'localhost', app_order: order.order_id, merchant_identifier: 'm' })}`,
        headers,
      });
    for (const call of [verify, session]) {
      expect((await call({ 'x-cli-id': theirs })).json().result).toBe(ORDER_NOT_FOUND);
      expect((await call({})).json().result).toBe(BAD_REQUEST);
    }
    expect(fineRow(t, order.order_id)?.status).toBe('redirect');
  });

  // By design: the provider's pages (the hosted page, the card's 3-D Secure page) stand in for the
  // provider's own site, reached by the address the order's answer gave its payer: no device id there, as
  // a provider's payment link has none.
  it('by design, the provider pages of an order are reached by their address alone', async () => {
    const order = (await finePay(t, { channel: 'hosted', device: mine, rid: newRid() })).json().data;
    expect((await t.app.inject(order.url)).statusCode).toBe(200);
  });
});
