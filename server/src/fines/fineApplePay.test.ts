import { AdyenSessionData, AdyenVerifyPay, FinePayOrder, SuccessEnvelope } from '@topup/shared/contract';
import { ORDER_NOT_AWAITING_TOKEN, ORDER_NOT_FOUND } from '@topup/shared/contract/codes';
import { SEED_ACCOUNTS } from '../db/seed';
import { buildTestApp, expectShape, type TestApp } from '../api/testApp';
import { newDevice, newRid } from '../api/order/orderTestKit';

// spec 02 §4: the ban fine paid with Apple Pay — its order (create_fine_pay with type 26), Adyen's merchant
// session and adyen_verify_pay for it, the token's test value deciding as for coins.

const BANNED = SEED_ACCOUNTS.bannedUntilDate; // fine 20 USD

describe("the ban fine's Apple Pay", () => {
  let t: TestApp;
  let device: string;
  beforeEach(async () => {
    t = await buildTestApp({ testMode: true, timings: { processorDelayMs: 50 } });
    device = newDevice();
  });
  afterEach(() => t.close());

  const create = async (payType = '26', rid = newRid()) =>
    (
      await t.app.inject({
        url: `/api/order/create_fine_pay/?${new URLSearchParams({ uid: String(BANNED.displayUid), amount: '20', source: '1', pay_type: payType })}`,
        headers: { 'x-cli-id': device, 'x-cli-rid': rid },
      })
    ).json();
  const session = (app_order: string, deviceId = device) =>
    t.app.inject({
      url: `/api/order/adyen_apple_pay_session_data/?${new URLSearchParams({ uid: String(BANNED.uid), source: '1', display_name: 'غرامة', domain_name: 'localhost', app_order, merchant_identifier: 'merchant.test' })}`,
      headers: { 'x-cli-id': deviceId },
    });
  const token = (displayName: string) =>
    JSON.stringify({
      paymentData: { version: 'EC_v1', data: 'sandbox', signature: 'sandbox', header: {} },
      paymentMethod: { displayName, network: 'Visa', type: 'debit' },
      transactionIdentifier: 'sandbox-1',
    });
  const verify = async (app_order: string, displayName: string) =>
    (
      await t.app.inject({
        method: 'POST',
        url: '/api/order/adyen_verify_pay/',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-cli-id': device },
        payload: new URLSearchParams({
          app_order,
          apple_pay_token: token(displayName),
          payment_method_type: 'applepay',
        }).toString(),
      })
    ).json();
  const status = async (orderId: string) =>
    (
      await t.app.inject({
        url: `/api/fine/get_fine_order/?order_id=${orderId}`,
        headers: { 'x-cli-id': device },
      })
    ).json().data.status;

  it('makes an order waiting for the token, validates this device only, and pays it once: 0, then pending', async () => {
    const order = await create();
    expectShape(SuccessEnvelope(FinePayOrder), order);
    expect(order.data.url).toBe('');
    const merchant = (await session(order.data.order_id)).json();
    expectShape(SuccessEnvelope(AdyenSessionData), merchant);
    expect(JSON.parse(merchant.data.session_json_string)).toMatchObject({ domainName: 'localhost' });
    expect((await session(order.data.order_id, newDevice())).json().result).toBe(ORDER_NOT_FOUND);

    const paid = await verify(order.data.order_id, 'Visa 4242');
    expectShape(SuccessEnvelope(AdyenVerifyPay), paid);
    expect(paid.data).toEqual({ code: 0 });
    expect(await status(order.data.order_id)).toBe('paid');
    // asked again: the same verdict; the sheet cannot start again
    expect((await verify(order.data.order_id, 'Visa 9995')).data).toEqual({ code: 0 });
    expect((await session(order.data.order_id)).json().result).toBe(ORDER_NOT_AWAITING_TOKEN);
    expect((await t.app.inject(`/api/fine/get_fine_info/?id=${BANNED.displayUid}`)).json().data.payment).toBe(
      'pending',
    );
  });

  it('a refused token fails with its reason; one that never answers stays -1; a slow one decides later', async () => {
    const refused = await create();
    expect((await verify(refused.data.order_id, 'Visa 9995')).data).toEqual({
      code: 1,
      fail_reason: 'insufficient_funds',
    });
    const never = await create();
    expect(never.data.order_id).not.toBe(refused.data.order_id);
    expect((await verify(never.data.order_id, 'Visa 0259')).data).toEqual({ code: -1 });
    // another way to pay replaces the Apple Pay order that never got an answer
    const hosted = (
      await t.app.inject({
        url: `/api/payer_max/create_fine_pay/?${new URLSearchParams({ uid: String(BANNED.displayUid), amount: '20' })}`,
        headers: { 'x-cli-id': device, 'x-cli-rid': newRid() },
      })
    ).json();
    expect(hosted.data.order_id).not.toBe(never.data.order_id);
    expect(await status(never.data.order_id)).toBe('cancelled');
  });

  it('takes only the card (23) and its own Apple Pay type', async () => {
    expect((await create('24')).result).not.toBe(0);
    expect((await create('28')).result).not.toBe(0);
  });
});
