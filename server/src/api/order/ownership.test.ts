import type { LightMyRequestResponse } from 'fastify';
import { BAD_REQUEST, ORDER_NOT_FOUND } from '@topup/shared/contract/codes';
import { buildTestApp, type TestApp } from '../testApp';
import {
  adyenNewCard,
  createOrder,
  creditCount,
  markVerified,
  newDevice,
  orderRow,
  tokenize,
} from './orderTestKit';

// Hostile: every call that changes a coin order answers only the device that made it (x-cli-id). Another
// device's order is ORDER_NOT_FOUND, a call without a device id is malformed (400), and the order is left
// exactly as it was. The check never depends on the header being present.

type Headers = Record<string, string>;
type OrderKind = 'hosted' | 'applePay' | 'otherApplePay' | 'challenge';

const form = { 'content-type': 'application/x-www-form-urlencoded' };
const appleToken = JSON.stringify({
  paymentData: { version: 'EC_v1', data: 'sandbox', signature: 'sandbox', header: {} },
  paymentMethod: { displayName: 'Visa 0002', network: 'Visa', type: 'debit' },
  transactionIdentifier: 'sandbox-1',
});

/** Each call that changes an order, the kind of order it acts on, and how a caller makes it. */
const CALLS: readonly [
  string,
  OrderKind,
  (t: TestApp, orderId: string, headers: Headers) => Promise<LightMyRequestResponse>,
][] = [
  [
    'click_cancel',
    'hosted',
    (t, id, headers) =>
      t.app.inject({
        method: 'POST',
        url: '/api/order/click_cancel/',
        headers: { ...form, ...headers },
        payload: `app_order=${id}`,
      }),
  ],
  [
    'submit_authentication_result (cancelled)',
    'challenge',
    (t, id, headers) =>
      t.app.inject({
        url: `/api/order/submit_authentication_result/?order_id=${id}&platform_data=${encodeURIComponent('{"threeDSResult":"cancelled"}')}`,
        headers,
      }),
  ],
  [
    'submit_payment_token',
    'otherApplePay',
    (t, id, headers) =>
      t.app.inject({
        url: `/api/order/submit_payment_token/?order_id=${id}&platform_data=${encodeURIComponent(appleToken)}`,
        headers,
      }),
  ],
  [
    'adyen_verify_pay',
    'applePay',
    (t, id, headers) =>
      t.app.inject({
        method: 'POST',
        url: '/api/order/adyen_verify_pay/',
        headers: { ...form, ...headers },
        payload: new URLSearchParams({ app_order: id, apple_pay_token: appleToken }).toString(),
      }),
  ],
  [
    'adyen_apple_pay_session_data',
    'applePay',
    (t, id, headers) =>
      t.app.inject({
        url: `/api/order/adyen_apple_pay_session_data/?${new URLSearchParams({ uid: '1000001', source: '1', display_name: 'T', domain_name: 'localhost', app_order: id, merchant_identifier: 'm' })}`,
        headers,
      }),
  ],
  [
    'apple_pay_merchant_session',
    'otherApplePay',
    (t, id, headers) =>
      t.app.inject({
        url: `/api/order/apple_pay_merchant_session/?${new URLSearchParams({ app_order: id, validation_url: 'https://apple.example/startSession', display_name: 'T', domain_name: 'localhost' })}`,
        headers,
      }),
  ],
];

describe('a coin order is changed only by its own device', () => {
  let t: TestApp;
  let device: string;
  beforeEach(async () => {
    t = await buildTestApp();
    device = newDevice();
    markVerified(t, device);
  });
  afterEach(() => t.close());

  const make = async (kind: OrderKind): Promise<string> => {
    if (kind === 'challenge') {
      const fields = adyenNewCard(await tokenize(t, '4000000000003220'));
      return (await createOrder(t, { deviceId: device, payType: 27, fields })).json().data.order_id as string;
    }
    const payType = { hosted: 24, applePay: 26, otherApplePay: 25 }[kind];
    return (await createOrder(t, { deviceId: device, payType })).json().data.order_id as string;
  };

  it.each(CALLS)(
    '%s: another device is ORDER_NOT_FOUND, no device id is 400; the order is untouched',
    async (_name, kind, call) => {
      const orderId = await make(kind);
      const before = orderRow(t, orderId);
      expect((await call(t, orderId, { 'x-cli-id': newDevice() })).json().result).toBe(ORDER_NOT_FOUND);
      const bare = await call(t, orderId, {});
      expect(bare.statusCode).toBe(400);
      expect(bare.json().result).toBe(BAD_REQUEST);
      expect(orderRow(t, orderId)).toEqual(before);
      expect(creditCount(t)).toBe(0);
      // …and the same call from the order's own device is answered
      expect((await call(t, orderId, { 'x-cli-id': device })).json().result).toBe(0);
    },
  );

  it.each(CALLS)(
    '%s: an order id nobody made is ORDER_NOT_FOUND, as another device’s is',
    async (_name, _kind, call) => {
      expect((await call(t, 'TP0000000000000000001', { 'x-cli-id': device })).json().result).toBe(
        ORDER_NOT_FOUND,
      );
    },
  );
});
