import { ProviderResult, SuccessEnvelope } from '@topup/shared/contract';
import { BAD_REQUEST, ORDER_NOT_AWAITING_TOKEN, ORDER_NOT_FOUND } from '@topup/shared/contract/codes';
import { mapApplePayFailure } from '@topup/shared/domain/paymentResult';
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

const applePayToken = (displayName = 'Visa 4242') => ({
  paymentData: { version: 'EC_v1', data: 'c2FuZGJveA==', signature: 'c2ln', header: {} },
  paymentMethod: { displayName, network: 'Visa', type: 'debit' },
  transactionIdentifier: 'ABC123',
});

describe('submit_payment_token (spec 01 §7: Apple Pay)', () => {
  let t: TestApp;
  let device: string;
  beforeEach(async () => {
    t = await buildTestApp();
    device = newDevice();
    markVerified(t, device);
  });
  afterEach(() => t.close());

  const applePayOrder = async (payType = 26): Promise<string> =>
    (await createOrder(t, { deviceId: device, payType })).json().data.order_id as string;
  const submit = (orderId: string, platformData: unknown, deviceId: string | null = device) =>
    t.app.inject({
      url: `/api/order/submit_payment_token/?order_id=${orderId}&platform_data=${encodeURIComponent(
        typeof platformData === 'string' ? platformData : JSON.stringify(platformData),
      )}`,
      headers: deviceId === null ? {} : { 'x-cli-id': deviceId },
    });

  it('authorises the order waiting for its token: paid, credited, no card saved', async () => {
    const orderId = await applePayOrder();
    const body = (await submit(orderId, applePayToken())).json();
    expectShape(SuccessEnvelope(ProviderResult), body);
    expect(body.data).toEqual({
      order_id: orderId,
      status: 'paid',
      platform_data: JSON.stringify({ resultCode: 'Authorised' }),
    });
    expect(creditCount(t, orderId)).toBe(1);
    expect(t.db.prepare('SELECT COUNT(*) FROM saved_cards WHERE order_id = ?').pluck().get(orderId)).toBe(0);
  });

  it('takes the whole Apple Pay payment with the token under `token`', async () => {
    const orderId = await applePayOrder(2528);
    const body = (await submit(orderId, { token: applePayToken(), billingContact: {} })).json();
    expect(body.data.status).toBe('paid');
  });

  it("declines as the token's card says (its last 4 digits in the test card table)", async () => {
    const orderId = await applePayOrder();
    const body = (await submit(orderId, applePayToken('Visa 9995'))).json();
    expect(body.data.status).toBe('failed');
    expect(JSON.parse(body.data.platform_data)).toMatchObject({
      resultCode: 'Refused',
      refusalReasonCode: '12',
    });
    const error = (await t.app.inject(`/api/web/get_pay_error_by_order/?order_id=${orderId}`)).json().data;
    expect(mapApplePayFailure(error.fail_reason)).toEqual({ type: 'result', kind: 'balance' });
    const risky = await applePayOrder();
    await submit(risky, applePayToken('MasterCard 0019'));
    const riskError = (await t.app.inject(`/api/web/get_pay_error_by_order/?order_id=${risky}`)).json().data;
    expect(mapApplePayFailure(riskError.fail_reason)).toEqual({ type: 'result', kind: 'highRisk' });
    expect(creditCount(t)).toBe(0);
  });

  it('the embedded button (31): a declined token whose reason never comes leaves get_pay_error_by_order blank', async () => {
    const orderId = await applePayOrder(31);
    expect((await submit(orderId, applePayToken('Visa 0341'))).json().data.status).toBe('failed');
    const error = (await t.app.inject(`/api/web/get_pay_error_by_order/?order_id=${orderId}`)).json().data;
    expect(error).toEqual({ err_code: '', err_summary: '', fail_reason: '', fail_detail: '' });
    const explained = await applePayOrder(31);
    await submit(explained, applePayToken('Visa 0019'));
    const known = (await t.app.inject(`/api/web/get_pay_error_by_order/?order_id=${explained}`)).json().data;
    expect(known.fail_reason).toBe('channel_user_risk');
    expect(creditCount(t)).toBe(0);
  });

  it('authorises the 3-D Secure card (the wallet authenticated the payer)', async () => {
    const orderId = await applePayOrder();
    expect((await submit(orderId, applePayToken('Visa 3220'))).json().data.status).toBe('paid');
  });

  it('answers a decided order with its result again, crediting once', async () => {
    const orderId = await applePayOrder();
    const first = (await submit(orderId, applePayToken())).json();
    expect((await submit(orderId, applePayToken('Visa 0002'))).json()).toEqual(first);
    expect(creditCount(t)).toBe(1);
  });

  it('refuses a card order (not waiting for a token) and an unknown order', async () => {
    const token = await tokenize(t, '4000000000003220');
    const card = (await createOrder(t, { deviceId: device, payType: 23, fields: ckoNewCard(token) })).json()
      .data.order_id;
    expect((await submit(card, applePayToken())).json().result).toBe(ORDER_NOT_AWAITING_TOKEN);
    expect(orderRow(t, card)?.status).toBe('challenge');
    expect((await submit('TP0000000000000000001', applePayToken())).json().result).toBe(ORDER_NOT_FOUND);
  });

  it("pays or reads only the order's own device's: another is ORDER_NOT_FOUND, none 400", async () => {
    const orderId = await applePayOrder();
    expect((await submit(orderId, applePayToken('Visa 0002'), newDevice())).json().result).toBe(
      ORDER_NOT_FOUND,
    );
    expect(expectRejected(await submit(orderId, applePayToken('Visa 0002'), null)).result).toBe(BAD_REQUEST);
    expect(orderRow(t, orderId)?.status).toBe('redirect');
  });

  it.each([['{nope'], [JSON.stringify({ paymentMethod: {} })]])(
    'answers 400 for a token %s',
    async (text) => {
      const orderId = await applePayOrder();
      expectRejected(await submit(orderId, text));
      expect(orderRow(t, orderId)?.status).toBe('redirect');
    },
  );
});
