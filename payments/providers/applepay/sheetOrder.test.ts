import { applePayRequest } from '@topup/shared/domain/applePayRequest';
import { fakeApplePay, FAKE_TOKEN } from '../../testing/applePaySession';
import { VALIDATION_FAILED } from '@topup/shared/domain/applePaySheet';
import { runApplePaySheet, type ApplePaySheetHandlers } from './sheetOrder';

// spec 01 §4, §7, spec 02 §4: the sheet's order is made at the merchant validation, once (one
// rule for the top-up and the fine).

let apple = fakeApplePay();
const sessions = () => apple.sessions;

const request = applePayRequest(undefined, { amount: 12, label: 'x' }, 14);

function handlers(over: Partial<ApplePaySheetHandlers<string>> = {}) {
  return {
    placeOrder: jest.fn(async () => ({ ok: true as const, orderId: 'TP1' })),
    merchantSession: jest.fn(async () => ({ merchantSessionIdentifier: 'm' })),
    authorize: jest.fn(async () => ({ ok: true as const })),
    validationAttempts: 1,
    ...over,
  };
}

beforeEach(() => {
  apple = fakeApplePay();
});

describe('the Apple Pay sheet and its order', () => {
  it('begins the sheet before anything is awaited, and makes no order before the validation', () => {
    const h = handlers();
    void runApplePaySheet(apple.Session, 14, request, h);
    expect(sessions()[0]?.begun).toBe(true);
    expect(h.placeOrder).not.toHaveBeenCalled();
  });

  it('makes the order at the validation, once, and authorises the token against it', async () => {
    const h = handlers();
    expect(await runApplePaySheet(apple.Session, 14, request, h)).toEqual({ kind: 'paid', orderId: 'TP1' });
    expect(h.placeOrder).toHaveBeenCalledTimes(1);
    expect(h.merchantSession).toHaveBeenCalledWith('TP1', 'https://apple.example/start');
    expect(h.authorize).toHaveBeenCalledWith('TP1', FAKE_TOKEN);
  });

  it('a closed sheet keeps its order (the next sheet goes on with it)', async () => {
    apple.user = 'cancel';
    expect(await runApplePaySheet(apple.Session, 14, request, handlers())).toEqual({
      kind: 'cancelled',
      orderId: 'TP1',
    });
  });

  it('an order that was not made: the caller’s refusal, the sheet aborted, no validation asked', async () => {
    const h = handlers({ placeOrder: jest.fn(async () => ({ ok: false as const, refusal: 'banned' })) });
    expect(await runApplePaySheet(apple.Session, 14, request, h)).toEqual({
      kind: 'notCreated',
      refusal: 'banned',
    });
    expect(h.merchantSession).not.toHaveBeenCalled();
    expect(sessions()[0]?.aborted).toBe(true);
  });

  it('an order made at a later validation attempt goes on: its outcome, not the first refusal', async () => {
    apple.user = 'cancel';
    const placeOrder = jest
      .fn<Promise<{ ok: true; orderId: string } | { ok: false; refusal: string }>, []>()
      .mockResolvedValueOnce({ ok: false, refusal: 'no answer' })
      .mockResolvedValueOnce({ ok: true, orderId: 'TP2' });
    const h = handlers({ placeOrder, validationAttempts: 3 });
    expect(await runApplePaySheet(apple.Session, 14, request, h)).toEqual({
      kind: 'cancelled',
      orderId: 'TP2',
    });
  });

  it('a validation that fails with its order: failed, with the order to tell the server about', async () => {
    const h = handlers({ merchantSession: jest.fn(async () => Promise.reject(new Error('no session'))) });
    expect(await runApplePaySheet(apple.Session, 14, request, h)).toEqual({
      kind: 'failed',
      reason: VALIDATION_FAILED,
      orderId: 'TP1',
    });
  });

  it('a refused token: failed with its reason', async () => {
    const h = handlers({
      authorize: jest.fn(async () => ({ ok: false as const, reason: 'insufficient_funds' })),
    });
    expect(await runApplePaySheet(apple.Session, 14, request, h)).toEqual({
      kind: 'failed',
      reason: 'insufficient_funds',
      orderId: 'TP1',
    });
    expect(sessions()[0]?.completed).toEqual([{ status: 1 }]);
  });

  it('throws in the tap when the session cannot be created (the caller says so)', () => {
    const { Session } = fakeApplePay({ refuses: true });
    expect(() => runApplePaySheet(Session, 14, request, handlers())).toThrow('InvalidAccessError');
  });
});
