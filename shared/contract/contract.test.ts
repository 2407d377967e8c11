import { Value } from '@sinclair/typebox/value';
import * as codes from './codes';
import {
  AdyenPaymentResult,
  API,
  CheckUserStatusParams,
  ClientRid,
  CreateCoinPayParams,
  OrderId,
  ORDER_STATUSES,
  PENDING_ORDER_STATUSES,
  DECIDED_ORDER_STATUSES,
  RETURN_PATHS,
  SandboxToken,
  sandboxChallengePath,
  sandboxCheckoutPath,
  TEST_DEVICE_PATH,
  TEST_ORDERS_PATH,
  TEST_ORDERS_RESET_PATH,
  ThreeDsDetails,
  DeviceId,
  DigitString,
  FailureEnvelope,
  FaultRule,
  SavedCard,
  TEST_INBOX_PATH,
  TEST_SESSION_PATH,
  TEST_VERIFY_RESET_PATH,
  Tier,
  UploadedRechargeRecords,
  VerifyCode,
} from './index';

describe('contract', () => {
  it('gives every named numeric code one meaning', () => {
    const values = Object.values(codes).flatMap((value) => (typeof value === 'number' ? [value] : []));
    expect(values.length).toBeGreaterThan(20);
    expect(new Set(values).size).toBe(values.length);
    expect(codes.OK).toBe(0);
    expect(codes.WEB_RECHARGE_UNAVAILABLE).toBe(32120);
  });

  it('keeps spec paths under /api/ with their trailing slash', () => {
    for (const { path } of Object.values(API)) expect(path).toMatch(/^\/api\/[a-z0-9_/]+\/$/);
  });

  it('accepts ASCII digit ids only', () => {
    expect(Value.Check(DigitString, '1000001')).toBe(true);
    for (const bad of ['', '10a', '١٠٠', ' 1', '1.0']) expect(Value.Check(DigitString, bad)).toBe(false);
  });

  it('takes uids as a list or a comma-separated string', () => {
    expect(Value.Check(CheckUserStatusParams, { source: 1, uids: ['1', '2'] })).toBe(true);
    expect(Value.Check(CheckUserStatusParams, { source: 4, uids: '1,2' })).toBe(true);
    expect(Value.Check(CheckUserStatusParams, { source: 1, uids: '1,,2' })).toBe(false);
    expect(Value.Check(CheckUserStatusParams, { source: 3, uids: '1' })).toBe(false);
  });

  it('describes a failure as a nonzero result with a message', () => {
    expect(Value.Check(FailureEnvelope, { result: 20100, message: 'x' })).toBe(true);
    expect(Value.Check(FailureEnvelope, { result: -1, message: 'x' })).toBe(true);
    expect(Value.Check(FailureEnvelope, { result: 0, message: 'x' })).toBe(false);
    expect(Value.Check(FailureEnvelope, { result: 1 })).toBe(false);
  });

  it('requires positive amounts and coins in a tier', () => {
    const tier = { amount: 0.99, coin: 99, icon: '/i.svg', extra_coin: 0, origin_coin: 99, pay_list: [] };
    expect(Value.Check(Tier, tier)).toBe(true);
    expect(Value.Check(Tier, { ...tier, amount: 0 })).toBe(false);
    expect(Value.Check(Tier, { ...tier, coin: 0 })).toBe(false);
  });

  it('limits fault rules to API paths', () => {
    expect(Value.Check(FaultRule, { path: '/api/*', status: 503, times: 1 })).toBe(true);
    expect(Value.Check(FaultRule, { path: '/remotes/*', status: 503 })).toBe(false);
  });

  it('takes device ids as 32 lower-case hex', () => {
    expect(Value.Check(DeviceId, 'c0ffee00000000000000000000000001')).toBe(true);
    for (const bad of [
      '',
      'c0ffee',
      'C0FFEE00000000000000000000000001',
      `${'a'.repeat(32)}0`,
      'g'.repeat(32),
    ])
      expect(Value.Check(DeviceId, bad)).toBe(false);
  });

  it('takes verification codes as 4 ASCII digits (spec 01 §9)', () => {
    expect(Value.Check(VerifyCode, '0042')).toBe(true);
    for (const bad of ['042', '12345', '١٢٣٤', '12a4', '']) expect(Value.Check(VerifyCode, bad)).toBe(false);
  });

  it('keeps the verification and upload limits of the spec', () => {
    expect(codes.VERIFY_WRONG_CODE).toBe(32122);
    expect(codes.VERIFY_TOO_MANY_ATTEMPTS).toBe(32121);
    expect(codes.SESSION_INVALID).toBe(-10000);
    const entry = { to_uid: 1, uid: 0, fill_times: 1, last_fill_time: 1 };
    expect(
      Value.Check(
        UploadedRechargeRecords,
        Array.from({ length: 40 }, () => entry),
      ),
    ).toBe(true);
    expect(
      Value.Check(
        UploadedRechargeRecords,
        Array.from({ length: 41 }, () => entry),
      ),
    ).toBe(false);
  });

  it('describes saved cards with MM/YY validity, empty only for the Apple Pay pseudo-card', () => {
    const card = {
      source_id: 'src_x',
      bin: '424242',
      last4: '4242',
      scheme: 'visa',
      fingerprint: 'fp',
      issuer_country: 'SA',
      card_valid_date: '12/30',
      is_bank_expire: 0,
      is_remember: 1,
      last_use_at: 1,
      h5_deviceid: 'c0ffee00000000000000000000000001',
      to_uid: 21000001,
      uid: 0,
      login: 0,
    };
    expect(Value.Check(SavedCard, card)).toBe(true);
    const applePay = {
      ...card,
      source_id: 'apple_pay',
      fingerprint: 'apple_pay',
      bin: '000000',
      last4: '0000',
    };
    expect(Value.Check(SavedCard, { ...applePay, card_valid_date: '' })).toBe(true);
    for (const date of ['13/30', '1/30', '12/2030', '1230'])
      expect(Value.Check(SavedCard, { ...card, card_valid_date: date })).toBe(false);
  });

  it('keeps test-mode helpers outside /api/, where batches cannot reach them', () => {
    for (const path of [
      TEST_SESSION_PATH,
      TEST_INBOX_PATH,
      TEST_VERIFY_RESET_PATH,
      TEST_ORDERS_PATH,
      TEST_ORDERS_RESET_PATH,
      TEST_DEVICE_PATH,
    ])
      expect(path).toMatch(/^\/__test\//);
  });

  it('names every call of the payment flow (spec 01 §7) with its method', () => {
    expect(API.createCoinPay).toEqual({ method: 'GET', path: '/api/order/create_coin_pay/' });
    expect(API.clickCancel.method).toBe('POST');
    expect(API.orderInfo).toEqual({ method: 'POST', path: '/api/web/get_order_info_by_pay2_order_id/' });
    expect(API.payResultByOrderFast.path).toBe('/api/web/pay_result_by_order_fast/');
    expect(API.updateCardSource.path).toBe('/api/web/update_card_source/');
  });

  it('keeps the payment codes of the spec, and ours apart from them', () => {
    expect(codes.INSUFFICIENT_FUNDS).toBe(20051);
    expect(codes.CARD_EXPIRED).toBe(20054);
    expect(codes.CARD_UPDATE_FAILED).toBe(31073);
    expect(codes.TRY_ANOTHER_CARD_CODES).toContain(codes.CARD_HIGH_RISK_CODE);
    const tryAnother: readonly string[] = codes.TRY_ANOTHER_CARD_CODES;
    expect(tryAnother).not.toContain(String(codes.CARD_CVC_DECLINED));
    expect(codes.VERIFY_REQUIRED).toBe(32125);
    expect(codes.VERIFY_REQUIRED).not.toBe(codes.VERIFY_CODE_MISSING);
  });

  it('takes create_coin_pay with source 1 only, and the order and attempt ids the server and client make', () => {
    const params = { source: 1, recharge_id: 40023, uid: '21000001', pay_type: 23 };
    expect(Value.Check(CreateCoinPayParams, params)).toBe(true);
    expect(Value.Check(CreateCoinPayParams, { ...params, source: 4 })).toBe(false);
    expect(Value.Check(OrderId, 'TP1767225600000123456')).toBe(true);
    for (const bad of ['', 'TP12', '1767225600000123456', 'TP1767225600000x'])
      expect(Value.Check(OrderId, bad)).toBe(false);
    expect(Value.Check(ClientRid, `${'a'.repeat(32)}1767225600000`)).toBe(true);
    expect(Value.Check(ClientRid, 'a b')).toBe(false);
  });

  it('describes order statuses, the pending ones among them, and the callback pages', () => {
    expect(ORDER_STATUSES).toEqual(['processing', 'challenge', 'redirect', 'paid', 'failed', 'cancelled']);
    expect(PENDING_ORDER_STATUSES).toEqual(['processing', 'challenge', 'redirect']);
    expect(DECIDED_ORDER_STATUSES).toEqual(['paid', 'failed', 'cancelled']);
    expect(RETURN_PATHS).toEqual(['/pay', '/recharge', '/pay-step']);
  });

  it("describes the third provider's results and the 3-D Secure details in both shapes", () => {
    expect(Value.Check(AdyenPaymentResult, { resultCode: 'Refused', refusalReasonCode: '12' })).toBe(true);
    expect(Value.Check(AdyenPaymentResult, { resultCode: 'Pending' })).toBe(false);
    expect(Value.Check(ThreeDsDetails, { threeDSResult: 'pass' })).toBe(true);
    expect(Value.Check(ThreeDsDetails, { details: { threeDSResult: 'fail' } })).toBe(true);
    // the challenge's cancel link
    expect(Value.Check(ThreeDsDetails, { threeDSResult: 'cancelled' })).toBe(true);
    expect(Value.Check(ThreeDsDetails, { threeDSResult: 'ok' })).toBe(false);
  });

  it('puts the hosted pages under /sandbox/ and describes a card token', () => {
    expect(sandboxChallengePath('TP1')).toBe('/sandbox/3ds/TP1');
    expect(sandboxCheckoutPath('TP1')).toBe('/sandbox/checkout/TP1');
    const token = {
      token: `tok_sbx_${'0'.repeat(32)}`,
      bin: '424242',
      last4: '4242',
      scheme: 'visa',
      issuer: 'SANDBOX BANK',
      issuer_country: 'SA',
      card_valid_date: '12/30',
      fingerprint: 'f'.repeat(32),
    };
    expect(Value.Check(SandboxToken, token)).toBe(true);
    expect(Value.Check(SandboxToken, { ...token, card_valid_date: '13/30' })).toBe(false);
    expect(Value.Check(SandboxToken, { ...token, token: 'tok_live_x' })).toBe(false);
  });
});
