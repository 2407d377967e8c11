import { ClickCancelResult, SuccessEnvelope } from '@topup/shared/contract';
import { BAD_REQUEST, ORDER_NOT_FOUND } from '@topup/shared/contract/codes';
import { MSG } from '../../http/messages';
import { buildTestApp, expectRejected, expectShape, type TestApp } from '../testApp';
import {
  ckoNewCard,
  createOrder,
  creditCount,
  markVerified,
  newDevice,
  orderRow,
  tokenize,
} from './orderTestKit';

describe('click_cancel (spec 01 §4, §7)', () => {
  let t: TestApp;
  let device: string;
  beforeEach(async () => {
    t = await buildTestApp();
    device = newDevice();
    markVerified(t, device);
  });
  afterEach(() => t.close());

  const cancel = (
    orderId: string,
    reason = 'cancel',
    headers: Record<string, string> = { 'x-cli-id': device },
  ) =>
    t.app.inject({
      method: 'POST',
      url: '/api/order/click_cancel/',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      payload: new URLSearchParams({ app_order: orderId, reason }).toString(),
    });
  const order = async (payType: number, number?: string): Promise<string> => {
    const fields = number === undefined ? {} : ckoNewCard(await tokenize(t, number));
    return (await createOrder(t, { deviceId: device, payType, fields })).json().data.order_id as string;
  };

  it('cancels an order waiting for Apple Pay, and again changes nothing', async () => {
    const orderId = await order(26);
    const body = (await cancel(orderId)).json();
    expectShape(SuccessEnvelope(ClickCancelResult), body);
    expect(body.data).toEqual({ order_id: orderId, status: 'cancelled' });
    expect((await cancel(orderId, 'time_out')).json().data.status).toBe('cancelled');
    const error = (await t.app.inject(`/api/web/get_pay_error_by_order/?order_id=${orderId}`)).json().data;
    expect(error).toEqual({
      err_code: '',
      err_summary: 'Cancelled',
      fail_reason: 'cancel',
      fail_detail: 'cancel',
    });
  });

  it('cancels an order in the challenge, after which the challenge cannot pay it', async () => {
    const orderId = await order(23, '4000000000003220');
    expect((await cancel(orderId)).json().data.status).toBe('cancelled');
    const pass = await t.app.inject({
      method: 'POST',
      url: `/sandbox/3ds/${orderId}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'outcome=pass',
    });
    expect(pass.statusCode).toBe(303);
    expect(orderRow(t, orderId)?.status).toBe('cancelled');
    expect(creditCount(t)).toBe(0);
    const fast = (await t.app.inject(`/api/web/pay_result_by_order_fast/?zp_orderid=${orderId}`)).json();
    expect(fast.data.result).toBe(1);
  });

  it('keeps a paid order paid and says so', async () => {
    const orderId = await order(23, '4242424242424242');
    expect((await cancel(orderId)).json().data).toEqual({ order_id: orderId, status: 'paid' });
    expect(creditCount(t, orderId)).toBe(1);
  });

  it('keeps a failed order failed', async () => {
    const orderId = await order(23, '4000000000000002');
    expect((await cancel(orderId)).json().data.status).toBe('failed');
    expect(orderRow(t, orderId)?.err_code).toBe('20005');
  });

  it('reads a JSON body too, and refuses another device (x-cli-id) or an unknown order', async () => {
    const orderId = await order(24);
    expect((await cancel(orderId, 'cancel', { 'x-cli-id': newDevice() })).json().result).toBe(
      ORDER_NOT_FOUND,
    );
    expect((await cancel('TP0000000000000000001')).json().result).toBe(ORDER_NOT_FOUND);
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/order/click_cancel/',
      headers: { 'x-cli-id': device },
      payload: { app_order: orderId },
    });
    expect(json.json().data.status).toBe('cancelled');
    expectRejected(
      await t.app.inject({
        method: 'POST',
        url: '/api/order/click_cancel/',
        headers: { 'x-cli-id': device },
        payload: {},
      }),
    );
  });

  it('refuses a call without a device id (400) and leaves the order alone', async () => {
    const orderId = await order(24);
    expect(expectRejected(await cancel(orderId, 'cancel', {})).message).toBe(MSG.deviceIdInvalid);
    expect(expectRejected(await cancel(orderId, 'cancel', { 'x-cli-id': 'not-a-device' })).result).toBe(
      BAD_REQUEST,
    );
    expect((await cancel(orderId, 'cancel', { 'x-cli-id': newDevice() })).json().result).toBe(
      ORDER_NOT_FOUND,
    );
    expect(orderRow(t, orderId)?.status).toBe('redirect');
    expect((await cancel(orderId)).json().data.status).toBe('cancelled');
  });
});
