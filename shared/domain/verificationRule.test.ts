import { needsVerification } from './verificationRule';

const base = { uid: 1000001, loggedInUid: null, localTargetUids: [], lastVerifiedUid: null };

describe('who needs a verification code (spec 01 §6)', () => {
  it('a visitor paying for an unknown account needs one', () => {
    expect(needsVerification(base)).toBe(true);
  });
  it('the logged-in user paying for themselves does not', () => {
    expect(needsVerification({ ...base, loggedInUid: 1000001 })).toBe(false);
    expect(needsVerification({ ...base, loggedInUid: 1000002 })).toBe(true);
  });
  it('an account in the local recharge target list does not', () => {
    expect(needsVerification({ ...base, localTargetUids: [5, 1000001] })).toBe(false);
    expect(needsVerification({ ...base, localTargetUids: [5] })).toBe(true);
  });
  it('the last verified account does not', () => {
    expect(needsVerification({ ...base, lastVerifiedUid: 1000001 })).toBe(false);
    expect(needsVerification({ ...base, lastVerifiedUid: 1000003 })).toBe(true);
  });
});
