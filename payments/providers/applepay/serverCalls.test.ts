import { API } from '@topup/shared/contract/paths';
import { APPLE_PAY_POLL_TRIES, SESSION_DATA_TIMEOUT_MS } from '@topup/shared/domain/applePayRequest';
import {
  adyenMerchantSession,
  explainedFailure,
  REASON_TO_ASK,
  providerMerchantSession,
  submitApplePayToken,
  verifyAdyenPayment,
  type ApplePayApi,
} from './serverCalls';

// spec 01 §7, §9 with a fake API: the session data's attempts and time budget, the verdict's polling.

const params = {
  uid: '1000001',
  source: 1 as const,
  display_name: 'Topup',
  domain_name: 'localhost',
  app_order: 'TP0000000001',
  merchant_identifier: 'merchant.x',
};
const ok = <T>(data: T) => ({ result: 0, message: '', data });
const noDelay = jest.fn(async () => undefined);
/** A fake API client: the mocks answer what each test says. */
const fake = (get: jest.Mock, postForm: jest.Mock) => ({ get, postForm }) as unknown as ApplePayApi;

describe('adyen_apple_pay_session_data: 2 attempts within 15 s', () => {
  it('answers the parsed session of the first good answer', async () => {
    const get = jest
      .fn()
      .mockResolvedValueOnce({ result: -2, message: '' })
      .mockResolvedValueOnce(ok({ session_json_string: '{"nonce":"n"}' }));
    // a clock that stands still: the whole 15 s are left for the first try
    expect(await adyenMerchantSession(fake(get, jest.fn()), params, () => 0)).toEqual({ nonce: 'n' });
    expect(get).toHaveBeenCalledTimes(2);
    expect(get.mock.calls[0]?.[0]).toBe(API.adyenApplePaySessionData.path);
    expect(get.mock.calls[0]?.[2]).toEqual({ timeoutMs: SESSION_DATA_TIMEOUT_MS });
  });

  it('gives up after 2 failures, or when the 15 s are spent', async () => {
    const failing = jest.fn(async () => ({ result: -1, message: '' }));
    await expect(adyenMerchantSession(fake(failing, jest.fn()), params)).rejects.toThrow();
    expect(failing).toHaveBeenCalledTimes(2);

    let clock = 0;
    const slow = jest.fn(async () => {
      clock += SESSION_DATA_TIMEOUT_MS;
      return { result: -1, message: '' };
    });
    await expect(adyenMerchantSession(fake(slow, jest.fn()), params, () => clock)).rejects.toThrow();
    expect(slow).toHaveBeenCalledTimes(1);
  });
});

describe('adyen_verify_pay: the verdict', () => {
  const form = { app_order: 'TP0000000001', apple_pay_token: '{}' };
  it('0 is paid; 1 is the failure with its reason', async () => {
    const paid = jest.fn(async () => ok({ code: 0 }));
    expect(await verifyAdyenPayment(fake(jest.fn(), paid), form, noDelay)).toEqual({ ok: true });
    expect(paid).toHaveBeenCalledWith(API.adyenVerifyPay.path, { ...form, payment_method_type: 'applepay' });
    const refused = jest.fn(async () => ok({ code: 1, fail_reason: 'channel_user_risk' }));
    expect(await verifyAdyenPayment(fake(jest.fn(), refused), form, noDelay)).toEqual({
      ok: false,
      reason: 'channel_user_risk',
    });
  });

  it('-1 is asked again every 500 ms until decided', async () => {
    const postForm = jest
      .fn()
      .mockResolvedValueOnce(ok({ code: -1 }))
      .mockResolvedValueOnce(ok({ code: -1 }))
      .mockResolvedValueOnce(ok({ code: 0 }));
    const delay = jest.fn(async () => undefined);
    expect(await verifyAdyenPayment(fake(jest.fn(), postForm), form, delay)).toEqual({ ok: true });
    expect(delay.mock.calls).toEqual([[500], [500]]);
  });

  it('still -1 after 100 asks is a time-out; no answer is a time-out; a refusal is the default failure', async () => {
    const pending = jest.fn(async () => ok({ code: -1 }));
    expect(await verifyAdyenPayment(fake(jest.fn(), pending), form, noDelay)).toEqual({
      ok: false,
      reason: 'time_out',
    });
    expect(pending).toHaveBeenCalledTimes(APPLE_PAY_POLL_TRIES);
    const offline = jest.fn(async () => ({ result: -2, message: '' }));
    expect(await verifyAdyenPayment(fake(jest.fn(), offline), form, noDelay)).toEqual({
      ok: false,
      reason: 'time_out',
    });
    const refused = jest.fn(async () => ({ result: 31080, message: 'x' }));
    expect(await verifyAdyenPayment(fake(jest.fn(), refused), form, noDelay)).toEqual({
      ok: false,
      reason: 'default',
    });
  });
});

describe('the other providers', () => {
  it('merchant session: one call to apple_pay_merchant_session, a failure throws (the runner retries)', async () => {
    const p = {
      app_order: 'TP0000000001',
      validation_url: 'https://apple.example',
      display_name: 'T',
      domain_name: 'd',
    };
    const get = jest.fn(async () => ok({ session_json_string: '{"a":1}' }));
    expect(await providerMerchantSession(fake(get, jest.fn()), p)).toEqual({ a: 1 });
    expect(get).toHaveBeenCalledWith(API.applePayMerchantSession.path, p);
    const bad = jest.fn(async () => ok({ session_json_string: 'not json' }));
    await expect(providerMerchantSession(fake(bad, jest.fn()), p)).rejects.toThrow();
  });

  it('submit_payment_token: paid; undecided asked again; failed with get_pay_error_by_order’s reason', async () => {
    const result = (status: string) => ok({ order_id: 'TP0000000001', status, platform_data: '{}' });
    const paid = jest.fn().mockResolvedValueOnce(result('processing')).mockResolvedValueOnce(result('paid'));
    expect(await submitApplePayToken(fake(paid, jest.fn()), 'TP0000000001', '{}', noDelay)).toEqual({
      ok: true,
    });
    expect(paid).toHaveBeenCalledWith(API.submitPaymentToken.path, {
      order_id: 'TP0000000001',
      platform_data: '{}',
    });

    const failed = jest.fn(async (path: string) =>
      path === API.payErrorByOrder.path ? ok({ fail_reason: 'insufficient_funds' }) : result('failed'),
    );
    expect(await submitApplePayToken(fake(failed, jest.fn()), 'TP0000000001', '{}', noDelay)).toEqual({
      ok: false,
      reason: 'insufficient_funds',
    });
    const never = jest.fn(async () => result('processing'));
    expect(await submitApplePayToken(fake(never, jest.fn()), 'TP0000000001', '{}', noDelay)).toEqual({
      ok: false,
      reason: 'time_out',
    });
    expect(never).toHaveBeenCalledTimes(APPLE_PAY_POLL_TRIES);
  });

  it('the embedded button: a decline closes the sheet first, its reason is asked afterwards', async () => {
    const failed = jest.fn(async () =>
      ok({ order_id: 'TP0000000001', status: 'failed', platform_data: '{}' }),
    );
    expect(
      await submitApplePayToken(fake(failed, jest.fn()), 'TP0000000001', '{}', noDelay, 'later'),
    ).toEqual({ ok: false, reason: REASON_TO_ASK });
    expect(failed).toHaveBeenCalledTimes(1);
  });
});

describe('get_pay_error_by_order after an embedded failure (spec 01 §7, §9)', () => {
  const blank = { err_code: '', err_summary: '', fail_reason: '', fail_detail: '' };
  const waits: number[] = [];
  const delay = jest.fn(async (ms: number) => {
    waits.push(ms);
  });
  beforeEach(() => {
    waits.length = 0;
  });

  it('asks every 500 ms until the error has reached the server, then gives its reason', async () => {
    const get = jest
      .fn()
      .mockResolvedValueOnce(ok(blank))
      .mockResolvedValueOnce({ result: -1, message: '' })
      .mockResolvedValueOnce(ok({ ...blank, fail_reason: 'channel_user_risk' }));
    expect(await explainedFailure(fake(get, jest.fn()), 'TP0000000001', delay)).toBe('channel_user_risk');
    expect(get).toHaveBeenCalledTimes(3);
    expect(get).toHaveBeenCalledWith(API.payErrorByOrder.path, { order_id: 'TP0000000001', source: 1 });
    expect(waits).toEqual([500, 500]);
  });

  it('stops at 100 asks and gives the default reason', async () => {
    const get = jest.fn(async () => ok(blank));
    expect(await explainedFailure(fake(get, jest.fn()), 'TP0000000001', delay)).toBe('default');
    expect(get).toHaveBeenCalledTimes(100);
    expect(waits).toHaveLength(99);
    expect(new Set(waits)).toEqual(new Set([500]));
  });
});
