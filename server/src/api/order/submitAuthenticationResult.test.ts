import { AdyenPaymentResult, ProviderResult, SuccessEnvelope } from '@topup/shared/contract';
import { ORDER_NOT_FOUND, ORDER_NOT_IN_CHALLENGE } from '@topup/shared/contract/codes';
import { adyenOutcome, mapCallbackResult } from '@topup/shared/domain/paymentResult';
import { buildTestApp, expectRejected, expectShape, type TestApp } from '../testApp';
import {
  adyenNewCard,
  ckoNewCard,
  createOrder,
  creditCount,
  markVerified,
  newDevice,
  orderRow,
  tokenize,
} from './orderTestKit';

const THREE_DS = '4000000000003220';

describe('submit_authentication_result (spec 01 §4, §7)', () => {
  let t: TestApp;
  let device: string;
  beforeEach(async () => {
    t = await buildTestApp();
    device = newDevice();
    markVerified(t, device);
  });
  afterEach(() => t.close());

  const challengeOrder = async (payType: 23 | 27 = 27): Promise<string> => {
    const token = await tokenize(t, THREE_DS);
    const fields = payType === 27 ? adyenNewCard(token) : ckoNewCard(token);
    return (await createOrder(t, { deviceId: device, payType, fields })).json().data.order_id as string;
  };
  const submit = (orderId: string, platformData: unknown) =>
    t.app.inject(
      `/api/order/submit_authentication_result/?order_id=${orderId}&platform_data=${encodeURIComponent(
        typeof platformData === 'string' ? platformData : JSON.stringify(platformData),
      )}`,
    );
  const platformOf = (body: { data: { platform_data: string } }) =>
    JSON.parse(body.data.platform_data) as unknown;

  it('pass: the order is paid and credited, Authorised', async () => {
    const orderId = await challengeOrder();
    const body = (await submit(orderId, { threeDSResult: 'pass' })).json();
    expectShape(SuccessEnvelope(ProviderResult), body);
    expect(body.data).toMatchObject({ order_id: orderId, status: 'paid' });
    expect(platformOf(body)).toEqual({ resultCode: 'Authorised' });
    expect(adyenOutcome('Authorised')).toEqual({ kind: 'success' });
    expect(creditCount(t, orderId)).toBe(1);
    // the new card is saved with the third provider's kind of id
    expect(orderRow(t, orderId)?.source_id).toMatch(/^adyen_tok_/);
  });

  it('fail: refusal 11, which the page maps to verify, and a fail_detail naming the 3ds failure', async () => {
    const orderId = await challengeOrder();
    const body = (await submit(orderId, { details: { threeDSResult: 'fail' } })).json();
    const platform = platformOf(body) as { resultCode: string; refusalReasonCode: string };
    expectShape(AdyenPaymentResult, platform);
    expect(platform).toEqual({
      resultCode: 'Refused',
      refusalReasonCode: '11',
      refusalReason: '3D Not Authenticated',
    });
    expect(adyenOutcome(platform.resultCode, platform.refusalReasonCode)).toEqual({ kind: 'verify' });
    const error = (await t.app.inject(`/api/web/get_pay_error_by_order/?order_id=${orderId}`)).json().data;
    expect(error.fail_detail).toContain('3ds authentication failure');
    expect(mapCallbackResult(1, error)).toBe('verify');
    expect(creditCount(t)).toBe(0);
    expect(orderRow(t, orderId)?.source_id).toBeNull();
  });

  it('cancelled: the order is cancelled like click_cancel, Cancelled without a refusal reason', async () => {
    const orderId = await challengeOrder();
    const body = (await submit(orderId, { threeDSResult: 'cancelled' })).json();
    expectShape(SuccessEnvelope(ProviderResult), body);
    expect(body.data).toMatchObject({ order_id: orderId, status: 'cancelled' });
    expect(platformOf(body)).toEqual({ resultCode: 'Cancelled' });
    expect(adyenOutcome('Cancelled')).toEqual({ kind: 'fail' });
    expect(orderRow(t, orderId)).toMatchObject({ status: 'cancelled', fail_reason: 'cancel' });
    // the callback reads of a cancelled order: failed, with a reason that is neither balance nor 3-D Secure
    const fast = (await t.app.inject(`/api/web/pay_result_by_order_fast/?order_id=${orderId}`)).json();
    expect(fast.data.result).toBe(1);
    const error = (await t.app.inject(`/api/web/get_pay_error_by_order/?order_id=${orderId}`)).json().data;
    expect(error).toEqual({
      err_code: '',
      err_summary: 'Cancelled',
      fail_reason: 'cancel',
      fail_detail: 'cancelled by the payer at the card check',
    });
    expect(mapCallbackResult(1, error)).toBe('other');
    expect(creditCount(t)).toBe(0);
    // a later pass cannot pay it
    expect(platformOf((await submit(orderId, { threeDSResult: 'pass' })).json())).toEqual({
      resultCode: 'Cancelled',
    });
    expect(creditCount(t)).toBe(0);
  });

  it('answers a decided order with its decided result again, changing nothing', async () => {
    const orderId = await challengeOrder();
    const first = (await submit(orderId, { threeDSResult: 'pass' })).json();
    const again = (await submit(orderId, { threeDSResult: 'fail' })).json();
    expect(again).toEqual(first);
    expect(creditCount(t)).toBe(1);
  });

  it('answers what the challenge page decided when it decided first', async () => {
    const orderId = await challengeOrder();
    await t.app.inject({
      method: 'POST',
      url: `/sandbox/3ds/${orderId}?embedded=1`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'outcome=fail',
    });
    const body = (await submit(orderId, { threeDSResult: 'pass' })).json();
    expect(platformOf(body)).toMatchObject({ resultCode: 'Refused', refusalReasonCode: '11' });
    expect(creditCount(t)).toBe(0);
  });

  it('decides a card-checkout order in challenge too', async () => {
    const orderId = await challengeOrder(23);
    expect((await submit(orderId, { threeDSResult: 'pass' })).json().data.status).toBe('paid');
  });

  it('answers credits once for concurrent passes', async () => {
    const orderId = await challengeOrder();
    const answers = await Promise.all([1, 2, 3].map(() => submit(orderId, { threeDSResult: 'pass' })));
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(creditCount(t)).toBe(1);
  });

  it('refuses an order not waiting for 3-D Secure, and an unknown one', async () => {
    const pending = (await createOrder(t, { deviceId: device, payType: 24 })).json().data.order_id;
    expect((await submit(pending, { threeDSResult: 'pass' })).json().result).toBe(ORDER_NOT_IN_CHALLENGE);
    expect((await submit('TP0000000000000000001', { threeDSResult: 'pass' })).json().result).toBe(
      ORDER_NOT_FOUND,
    );
  });

  it.each([['{nope'], [JSON.stringify({ threeDSResult: 'maybe' })], [JSON.stringify({})]])(
    'answers 400 for platform_data %s',
    async (platformData) => {
      const orderId = await challengeOrder();
      expect(expectRejected(await submit(orderId, platformData)).message).toContain('platform_data');
      expect(orderRow(t, orderId)?.status).toBe('challenge');
    },
  );
});
