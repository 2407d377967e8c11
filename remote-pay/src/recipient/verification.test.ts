import { api, serverClock, serverNow, storage } from '@topup/platform';
import { store } from '@topup/platform/src/hostSide';
import { resendWaitMs, sendVerifyCode, verifyFailureTextKey } from './verification';

describe('the resend countdown kept in storage (spec 01 §4, §9)', () => {
  const uid = 21000011;
  it('counts 60 s from the last send to the same account', () => {
    expect(resendWaitMs(uid, 10_000, { at: 0, uid })).toBe(50_000);
    expect(resendWaitMs(uid, 59_999, { at: 0, uid })).toBe(1);
    expect(resendWaitMs(uid, 60_000, { at: 0, uid })).toBe(0);
  });
  it('does not hold back a code for another account', () => {
    expect(resendWaitMs(uid, 10_000, { at: 0, uid: 21000012 })).toBe(0);
  });
  it('applies a countdown kept without its account to every account', () => {
    expect(resendWaitMs(uid, 10_000, { at: 0, uid: null })).toBe(50_000);
    expect(resendWaitMs(uid, 10_000, null)).toBe(0);
  });
});

describe('what a failed verification call says (spec 01 §8)', () => {
  it('a code check: 32122 wrong code, 32120 use the app, 32121 and other verify errors too many attempts', () => {
    expect(verifyFailureTextKey('check', 32122)).toBe('verify.wrong');
    expect(verifyFailureTextKey('check', 32120)).toBe('refusal.webUnavailable');
    for (const code of [32121, 32124, 32125, 20100]) {
      expect([code, verifyFailureTextKey('check', code)]).toEqual([code, 'verify.tooMany']);
    }
  });
  it('a client failure (timeout, network, aborted…) is no attempt: its own text', () => {
    for (const code of [-1, -2, -4, -5]) expect(verifyFailureTextKey('check', code)).toBeNull();
  });
  it("a send: 32120 says use the app; other refusals keep the server's message", () => {
    expect(verifyFailureTextKey('send', 32120)).toBe('refusal.webUnavailable');
    for (const code of [20001, 32121, -1]) expect(verifyFailureTextKey('send', code)).toBeNull();
  });
  it("the account's hourly limit (32127) is too many attempts, on a send as on a check", () => {
    expect(verifyFailureTextKey('send', 32127)).toBe('verify.tooMany');
    expect(verifyFailureTextKey('check', 32127)).toBe('verify.tooMany');
  });
  it('success says nothing', () => {
    expect(verifyFailureTextKey('check', 0)).toBeNull();
  });
});

describe('the countdown on the server clock', () => {
  const uid = 21000011;
  const HOUR = 3_600_000;
  /** The platform's server clock, as a device `behind` ms behind the server sees it. */
  const setBehind = (behind: number) =>
    serverClock.measure(() =>
      Promise.resolve({ result: 0, data: { ts: Math.floor((Date.now() + behind) / 1000) } }),
    );

  beforeEach(() => storage.remove('codeCountdownAt'));
  afterEach(async () => {
    jest.restoreAllMocks();
    await setBehind(0);
  });

  it('keeps the send time on the server clock', async () => {
    await setBehind(HOUR);
    jest.spyOn(api, 'get').mockResolvedValue({ result: 0, message: '', data: undefined });
    await store.dispatch(sendVerifyCode(uid, true));
    expect(Math.abs(storage.get('codeCountdownAt')!.at - (Date.now() + HOUR))).toBeLessThan(1000);
  });

  it('ends 60 s after the send even when the device clock is an hour behind (not stuck at 60 s)', async () => {
    await setBehind(HOUR);
    storage.set('codeCountdownAt', { at: serverNow() - 10_000, uid });
    const left = resendWaitMs(uid);
    expect(left).toBeGreaterThan(49_000);
    expect(left).toBeLessThanOrEqual(50_000);
    storage.set('codeCountdownAt', { at: serverNow() - 60_000, uid });
    expect(resendWaitMs(uid)).toBe(0);
  });
});
