import { applePayRequest } from '@topup/shared/domain/applePayRequest';
import { fakeApplePay } from '../../testing/applePaySession';
import { VALIDATION_FAILED } from '@topup/shared/domain/applePaySheet';
import { runApplePaySession } from './session';

// Apple's documented session (payments/testing), driven by hand: each test calls the handlers the page set.

let apple = fakeApplePay({ user: 'manual' });

const request = applePayRequest(undefined, { amount: 4.99, label: 'x' }, 14);
const flush = () => new Promise((r) => setTimeout(r, 0));
const last = () => apple.last();

beforeEach(() => {
  apple = fakeApplePay({ user: 'manual' });
});

it('creates and begins the session before its first await, with the version and request given', () => {
  void runApplePaySession(apple.Session, 14, request, {
    validateMerchant: jest.fn(),
    validationAttempts: 1,
    authorize: jest.fn(),
  });
  expect(last().begun).toBe(true);
  expect(last().version).toBe(14);
  expect(last().request).toBe(request);
});

it('validates the merchant, hands the token over, completes with success and reports paid', async () => {
  const authorize = jest.fn(async () => ({ ok: true as const }));
  const run = runApplePaySession(apple.Session, 14, request, {
    validateMerchant: async (url) => ({ session: url }),
    validationAttempts: 1,
    authorize,
  });
  last().onvalidatemerchant?.({ validationURL: 'https://apple.example/v' });
  await flush();
  expect(last().merchantSession).toEqual({ session: 'https://apple.example/v' });
  last().onpaymentauthorized?.({ payment: { token: { paymentData: 'x' } } });
  expect(await run).toEqual({ kind: 'paid' });
  expect(authorize).toHaveBeenCalledWith({ paymentData: 'x' });
  expect(last().completed).toEqual([{ status: 0 }]);
});

it('a refused payment completes with failure and carries the reason; old versions get the bare status', async () => {
  const run = runApplePaySession(apple.Session, 2, request, {
    validateMerchant: async () => ({}),
    validationAttempts: 1,
    authorize: async () => ({ ok: false, reason: 'channel_user_risk' }),
  });
  last().onpaymentauthorized?.({ payment: { token: {} } });
  expect(await run).toEqual({ kind: 'failed', reason: 'channel_user_risk' });
  expect(last().completed).toEqual([1]);
});

it('retries merchant validation up to the attempts given, then aborts with "validation failed"', async () => {
  const validateMerchant = jest.fn(async () => {
    throw new Error('no');
  });
  const run = runApplePaySession(apple.Session, 14, request, {
    validateMerchant,
    validationAttempts: 3,
    authorize: jest.fn(),
  });
  last().onvalidatemerchant?.({ validationURL: 'u' });
  expect(await run).toEqual({ kind: 'failed', reason: VALIDATION_FAILED });
  expect(validateMerchant).toHaveBeenCalledTimes(3);
  expect(last().aborted).toBe(true);
});

it('a second validation attempt that works goes on', async () => {
  const validateMerchant = jest.fn().mockRejectedValueOnce(new Error('no')).mockResolvedValueOnce({ ok: 1 });
  void runApplePaySession(apple.Session, 14, request, {
    validateMerchant,
    validationAttempts: 3,
    authorize: jest.fn(),
  });
  last().onvalidatemerchant?.({ validationURL: 'u' });
  await flush();
  await flush();
  expect(last().merchantSession).toEqual({ ok: 1 });
  expect(last().aborted).toBe(false);
});

it('closing the sheet is a cancellation; a later event changes nothing', async () => {
  const run = runApplePaySession(apple.Session, 14, request, {
    validateMerchant: async () => ({}),
    validationAttempts: 1,
    authorize: async () => ({ ok: true }),
  });
  last().oncancel?.({});
  expect(await run).toEqual({ kind: 'cancelled' });
});

it('a server call that throws completes with failure (the default reason)', async () => {
  const run = runApplePaySession(apple.Session, 14, request, {
    validateMerchant: async () => ({}),
    validationAttempts: 1,
    authorize: async () => {
      throw new Error('network');
    },
  });
  last().onpaymentauthorized?.({ payment: { token: {} } });
  expect(await run).toEqual({ kind: 'failed', reason: 'default' });
  expect(last().completed).toEqual([{ status: 1 }]);
});
