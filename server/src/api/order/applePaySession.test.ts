import {
  AdyenSessionData,
  DomainPayable,
  MERCHANT_SESSION_TTL_MS,
  MerchantSession,
  SuccessEnvelope,
} from '@topup/shared/contract';
import { BAD_REQUEST, ORDER_NOT_AWAITING_TOKEN, ORDER_NOT_FOUND } from '@topup/shared/contract/codes';
import { serverSecret } from '../../db/secrets';
import { buildTestApp, expectShape, type TestApp } from '../testApp';
import { SANDBOX_MERCHANT_IDENTIFIER, signMerchantSession } from './adyenSessionData';
import { checkDomainPayableRoute } from './checkDomainPayable';
import { createOrder, markVerified, newDevice } from './orderTestKit';

describe('check_domain_payable (spec 01 §7)', () => {
  const db = {} as never;
  const route = (domains: string[]) => checkDomainPayableRoute({ db }, domains);
  const ask = (domains: string[], domain: string, pay_type = 26) =>
    route(domains).handle({ pay_type, domain }, {} as never);

  it('with no domain configured, every domain may take Apple Pay', () => {
    expectShape(SuccessEnvelope(DomainPayable), ask([], 'localhost:8787'));
    expect(ask([], 'localhost:8787')).toEqual({
      result: 0,
      data: { is_payable: 1, domain: 'localhost:8787', pay_type: 26 },
    });
  });
  it('a configured domain may; another is told the first configured one', () => {
    const domains = [' Pay.Topup.example ', 'b.topup.example'];
    expect(ask(domains, 'B.topup.example')).toMatchObject({
      data: { is_payable: 1, domain: 'b.topup.example' },
    });
    expect(ask(domains, 'other.example', 31)).toEqual({
      result: 0,
      data: { is_payable: 0, domain: 'pay.topup.example', pay_type: 31 },
    });
  });
  it('refuses a pay type outside the Apple Pay group', () => {
    expect(ask([], 'localhost', 23)).toMatchObject({ result: BAD_REQUEST });
  });
});

describe('check_domain_payable in test mode', () => {
  it('one account can be given its own domains; the others keep the configured ones', async () => {
    const t = await buildTestApp({ testMode: true });
    try {
      const set = await t.app.inject({
        method: 'POST',
        url: '/__test/apple-pay-domains',
        payload: { display_uid: '1000001', domains: ['pay.topup.example'] },
      });
      expect(set.json().result).toBe(0);
      const ask = async (uid: string) =>
        (
          await t.app.inject(
            `/api/order/check_domain_payable/?pay_type=26&domain=localhost&uid=${uid}&check_only=1`,
          )
        ).json().data;
      expect(await ask('21000001')).toEqual({ is_payable: 0, domain: 'pay.topup.example', pay_type: 26 });
      expect(await ask('21000002')).toMatchObject({ is_payable: 1 });
    } finally {
      await t.close();
    }
  });
});

describe('adyen_apple_pay_session_data (spec 01 §7)', () => {
  let t: TestApp;
  let device: string;
  const clock = Date.UTC(2026, 10, 1, 12);
  beforeEach(async () => {
    t = await buildTestApp({ now: () => clock });
    device = newDevice();
    markVerified(t, device);
  });
  afterEach(() => t.close());

  const sessionData = (appOrder: string, deviceId = device) =>
    t.app.inject({
      url: `/api/order/adyen_apple_pay_session_data/?${new URLSearchParams({
        uid: '1000001',
        source: '1',
        display_name: 'Topup',
        domain_name: 'localhost:8787',
        app_order: appOrder,
        merchant_identifier: 'merchant.sandbox.topup.ksa',
      })}`,
      headers: { 'x-cli-id': deviceId },
    });
  const order = async (payType: number) =>
    (await createOrder(t, { deviceId: device, payType })).json().data.order_id as string;

  it('answers a signed merchant session for an Adyen Apple Pay order waiting for its token', async () => {
    const body = (await sessionData(await order(26))).json();
    expectShape(SuccessEnvelope(AdyenSessionData), body);
    const session = JSON.parse(body.data.session_json_string) as MerchantSession;
    expectShape(MerchantSession, session);
    expect(session).toMatchObject({
      domainName: 'localhost:8787',
      displayName: 'Topup',
      merchantIdentifier: 'merchant.sandbox.topup.ksa',
      expiresAt: clock + MERCHANT_SESSION_TTL_MS,
    });
    const { signature, ...unsigned } = session;
    const secret = serverSecret(t.db, 'apple_pay_merchant_session');
    expect(signMerchantSession(secret, unsigned)).toBe(signature);
    expect(signMerchantSession(secret, { ...unsigned, domainName: 'evil.example' })).not.toBe(signature);
  });

  it('refuses another provider’s Apple Pay order, another device’s order and an unknown one', async () => {
    expect((await sessionData(await order(25))).json().result).toBe(ORDER_NOT_AWAITING_TOKEN);
    const mine = await order(26);
    expect((await sessionData(mine, newDevice())).json().result).toBe(ORDER_NOT_FOUND);
    expect((await sessionData('TP0000000000')).json().result).toBe(ORDER_NOT_FOUND);
  });

  it('apple_pay_merchant_session (ours) serves the other Apple Pay types, not Adyen’s', async () => {
    const ask = async (appOrder: string) =>
      (
        await t.app.inject({
          url: `/api/order/apple_pay_merchant_session/?${new URLSearchParams({
            app_order: appOrder,
            validation_url: 'https://apple-pay-gateway.apple.com/paymentservices/startSession',
            display_name: 'Topup',
            domain_name: 'localhost:8787',
          })}`,
          headers: { 'x-cli-id': device },
        })
      ).json();
    const body = await ask(await order(25));
    expectShape(SuccessEnvelope(AdyenSessionData), body);
    expect(JSON.parse(body.data.session_json_string)).toMatchObject({
      merchantIdentifier: SANDBOX_MERCHANT_IDENTIFIER,
      domainName: 'localhost:8787',
    });
    expect((await ask(await order(26))).result).toBe(ORDER_NOT_AWAITING_TOKEN);
  });
});
