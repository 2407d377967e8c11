import { AdyenVerifyPay, SuccessEnvelope } from '@topup/shared/contract';
import { BAD_REQUEST, ORDER_NOT_AWAITING_TOKEN, ORDER_NOT_FOUND } from '@topup/shared/contract/codes';
import { APPLE_PAY_TEST_VALUES } from '../../gateway/applePayTestValues';
import { buildTestApp, expectShape, type TestApp } from '../testApp';
import { createOrder, creditCount, markVerified, newDevice, orderRow } from './orderTestKit';

// The sandbox's Apple Pay verdicts, one per test value of the README's Apple Pay table.

describe('adyen_verify_pay (spec 01 §7)', () => {
  let t: TestApp;
  let device: string;
  beforeEach(async () => {
    t = await buildTestApp({ timings: { processorDelayMs: 50 } });
    device = newDevice();
    markVerified(t, device);
  });
  afterEach(() => t.close());

  const token = (displayName?: string) =>
    JSON.stringify({
      paymentData: { version: 'EC_v1', data: 'sandbox', signature: 'sandbox', header: {} },
      ...(displayName === undefined
        ? {}
        : { paymentMethod: { displayName, network: 'Visa', type: 'debit' } }),
      transactionIdentifier: 'sandbox-1',
    });
  const verify = (app_order: string, apple_pay_token: string, deviceId = device) =>
    t.app.inject({
      method: 'POST',
      url: '/api/order/adyen_verify_pay/',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-cli-id': deviceId },
      payload: new URLSearchParams({
        app_order,
        apple_pay_token,
        payment_method_type: 'applepay',
      }).toString(),
    });
  const order = async (payType = 26) =>
    (await createOrder(t, { deviceId: device, payType })).json().data.order_id as string;
  const last4Of = (outcome: string) => APPLE_PAY_TEST_VALUES.find((v) => v.outcome.includes(outcome))?.last4;

  it('a token with no test value pays, once: 0, one credit; asked again, 0 again', async () => {
    const id = await order();
    const body = (await verify(id, token())).json();
    expectShape(SuccessEnvelope(AdyenVerifyPay), body);
    expect(body.data).toEqual({ code: 0 });
    expect((await verify(id, token('Visa 0002'))).json().data).toEqual({ code: 0 });
    expect(creditCount(t, id)).toBe(1);
  });

  it.each([
    ['Visa 9995', 'insufficient_funds'],
    ['Visa 0019', 'channel_user_risk'],
    ['Visa 0002', 'do_not_honour'],
    [`Visa ${last4Of('3ds_authentication_failure')}`, '3ds_authentication_failure'],
    [`Visa ${last4Of('time_out')}`, 'time_out'],
  ])('%s fails with %s', async (name, reason) => {
    const id = await order();
    expect((await verify(id, token(name))).json().data).toEqual({ code: 1, fail_reason: reason });
    expect(orderRow(t, id)?.status).toBe('failed');
    expect(creditCount(t, id)).toBe(0);
  });

  it('the processor that never answers stays -1, the order waiting', async () => {
    const never = await order();
    const name = `Visa ${last4Of('pending forever')}`;
    expect((await verify(never, token(name))).json().data).toEqual({ code: -1 });
    expect((await verify(never, token(name))).json().data).toEqual({ code: -1 });
    expect(orderRow(t, never)?.status).toBe('redirect');
  });

  it('the slow processor answers -1 first, then pays', async () => {
    const slow = await order();
    expect((await verify(slow, token('Visa 0077'))).json().data).toEqual({ code: -1 });
    // the charge goes on after the answer: wait for the order to be decided, not for a duration
    await t.app.ready();
    for (let i = 0; i < 200 && orderRow(t, slow)?.status !== 'paid'; i += 1)
      await new Promise((r) => setTimeout(r, 10));
    expect((await verify(slow, token('Visa 0077'))).json().data).toEqual({ code: 0 });
  });

  it('refuses an unreadable token, another provider’s order, another device’s order', async () => {
    expect((await verify(await order(), '{"no":1}')).json().result).toBe(BAD_REQUEST);
    expect((await verify(await order(25), token())).json().result).toBe(ORDER_NOT_AWAITING_TOKEN);
    expect((await verify(await order(), token(), newDevice())).json().result).toBe(ORDER_NOT_FOUND);
  });
});
