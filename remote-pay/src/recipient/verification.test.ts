import { resendWaitMs, verifyFailureTextKey } from './verification';

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
  it('success says nothing', () => {
    expect(verifyFailureTextKey('check', 0)).toBeNull();
  });
});
