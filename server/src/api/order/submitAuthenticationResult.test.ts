import { AdyenPaymentResult, ProviderResult, SuccessEnvelope } from '@topup/shared/contract';
import { BAD_REQUEST, ORDER_NOT_FOUND, ORDER_NOT_IN_CHALLENGE } from '@topup/shared/contract/codes';
import { adyenOutcome, mapCallbackResult } from '@topup/shared/domain/paymentResult';
import { embeddedChallengeUrl } from '../../orders/answers';
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
  /** The bank's challenge page decides, as the user's button press does (sandbox/challengeRoute.ts). */
  const bankDecides = (orderId: string, outcome: 'pass' | 'fail') =>
    t.app.inject({
      method: 'POST',
      url: `${embeddedChallengeUrl(orderId)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `outcome=${outcome}`,
    });
  const submit = (orderId: string, platformData: unknown, deviceId: string | null = device) =>
    t.app.inject({
      url: `/api/order/submit_authentication_result/?order_id=${orderId}&platform_data=${encodeURIComponent(
        typeof platformData === 'string' ? platformData : JSON.stringify(platformData),
      )}`,
      headers: deviceId === null ? {} : { 'x-cli-id': deviceId },
    });
  const platformOf = (body: { data: { platform_data: string } }) =>
    JSON.parse(body.data.platform_data) as unknown;

  it('pass: reports the payment the bank page authorised, Authorised, credited once', async () => {
    const orderId = await challengeOrder();
    await bankDecides(orderId, 'pass');
    const body = (await submit(orderId, { threeDSResult: 'pass' })).json();
    expectShape(SuccessEnvelope(ProviderResult), body);
    expect(body.data).toMatchObject({ order_id: orderId, status: 'paid' });
    expect(platformOf(body)).toEqual({ resultCode: 'Authorised' });
    expect(adyenOutcome('Authorised')).toEqual({ kind: 'success' });
    expect(creditCount(t, orderId)).toBe(1);
    // the new card is saved with the third provider's kind of id
    expect(orderRow(t, orderId)?.source_id).toMatch(/^adyen_tok_/);
  });

  it('fail: reports refusal 11, which the page maps to verify, and a fail_detail naming the 3ds failure', async () => {
    const orderId = await challengeOrder();
    await bankDecides(orderId, 'fail');
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

  it("pass or fail from the page decide nothing: an undecided order gets the bank's challenge again", async () => {
    const orderId = await challengeOrder();
    for (const claim of [{ threeDSResult: 'pass' }, { details: { threeDSResult: 'fail' } }]) {
      const body = (await submit(orderId, claim)).json();
      expect(body.data).toMatchObject({ order_id: orderId, status: 'challenge' });
      expect(platformOf(body)).toMatchObject({
        resultCode: 'ChallengeShopper',
        action: { type: 'redirect', url: embeddedChallengeUrl(orderId) },
      });
      // what the page does with a ChallengeShopper and its action (payments/results/orderOutcome.ts): it
      // shows the bank's page again
      expect(adyenOutcome('ChallengeShopper')).toEqual({ action: 'threeDS' });
    }
    expect(orderRow(t, orderId)?.status).toBe('challenge');
    expect(creditCount(t)).toBe(0);
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
    // the bank page cannot pay it any more, and a later report says Cancelled
    await bankDecides(orderId, 'pass');
    expect(platformOf((await submit(orderId, { threeDSResult: 'pass' })).json())).toEqual({
      resultCode: 'Cancelled',
    });
    expect(creditCount(t)).toBe(0);
  });

  it('answers a decided order with its decided result again, changing nothing', async () => {
    const orderId = await challengeOrder();
    await bankDecides(orderId, 'pass');
    const first = (await submit(orderId, { threeDSResult: 'pass' })).json();
    const again = (await submit(orderId, { threeDSResult: 'fail' })).json();
    const cancelled = (await submit(orderId, { threeDSResult: 'cancelled' })).json();
    expect(again).toEqual(first);
    expect(cancelled).toEqual(first);
    expect(creditCount(t)).toBe(1);
  });

  it('reports what the bank page decided, whatever the page claims', async () => {
    const orderId = await challengeOrder();
    await bankDecides(orderId, 'fail');
    const body = (await submit(orderId, { threeDSResult: 'pass' })).json();
    expect(platformOf(body)).toMatchObject({ resultCode: 'Refused', refusalReasonCode: '11' });
    expect(creditCount(t)).toBe(0);
  });

  it('reports a card-checkout order decided on its own 3-D Secure page too', async () => {
    const orderId = await challengeOrder(23);
    await bankDecides(orderId, 'pass');
    expect((await submit(orderId, { threeDSResult: 'pass' })).json().data.status).toBe('paid');
  });

  it('answers concurrent reports identically, crediting once', async () => {
    const orderId = await challengeOrder();
    await bankDecides(orderId, 'pass');
    const answers = await Promise.all([1, 2, 3].map(() => submit(orderId, { threeDSResult: 'pass' })));
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(creditCount(t)).toBe(1);
  });

  it("only for the order's own device: another device's fail or cancel changes nothing", async () => {
    const orderId = await challengeOrder();
    for (const outcome of ['pass', 'fail', 'cancelled']) {
      const other = await submit(orderId, { threeDSResult: outcome }, newDevice());
      expect(other.json().result).toBe(ORDER_NOT_FOUND);
      expect(expectRejected(await submit(orderId, { threeDSResult: outcome }, null)).result).toBe(
        BAD_REQUEST,
      );
    }
    expect(orderRow(t, orderId)?.status).toBe('challenge');
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
