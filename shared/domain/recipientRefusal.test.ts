import fc from 'fast-check';
import { refusalForLookup, refusalForResultCode } from './recipientRefusal';

describe('recipient refusal (spec 01 §3, §5, §8)', () => {
  it('accepts a normal, non-guest account', () => {
    expect(refusalForLookup({ status: 0, is_guest: 0 })).toBeNull();
  });
  it('refuses a guest even when its status is normal', () => {
    expect(refusalForLookup({ status: 0, is_guest: 1 })).toBe('guest');
  });
  it('refuses each non-normal status with its own kind', () => {
    expect(refusalForLookup({ status: 1, is_guest: 0 })).toBe('deleted');
    expect(refusalForLookup({ status: 2, is_guest: 0 })).toBe('banned');
    expect(refusalForLookup({ status: 3, is_guest: 0 })).toBe('nonexistent');
    expect(refusalForLookup({ status: 4, is_guest: 0 })).toBe('deleting');
    expect(refusalForLookup({ status: 5, is_guest: 0 })).toBe('sourceMismatch');
  });
  it('names the account state before the guest flag', () => {
    expect(refusalForLookup({ status: 2, is_guest: 1 })).toBe('banned');
  });
  it('refuses an unknown status', () => {
    expect(refusalForLookup({ status: 9, is_guest: 0 })).toBe('nonexistent');
  });
  it('maps the catalogue codes', () => {
    expect(refusalForResultCode(20001)).toBe('banned');
    expect(refusalForResultCode(20186)).toBe('deleted');
    expect(refusalForResultCode(20193)).toBe('deleting');
    expect(refusalForResultCode(20100)).toBe('notFound');
    expect(refusalForResultCode(32120)).toBe('webUnavailable');
    expect(refusalForResultCode(0)).toBeNull();
    expect(refusalForResultCode(-1)).toBeNull();
  });
  it('property: only status 0 without the guest flag is payable', () => {
    fc.assert(
      fc.property(fc.integer({ min: -2, max: 10 }), fc.constantFrom(0, 1), (status, is_guest) => {
        const payable = refusalForLookup({ status, is_guest }) === null;
        return payable === (status === 0 && is_guest === 0);
      }),
    );
  });
});
