import { resendWaitMs } from './verification';

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
